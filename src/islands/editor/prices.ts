/**
 * The price table of the editor as rows of text (what the escort types) and the PUT /prices/ body
 * made from them, with a message key per invalid cell. Each duration appears at most once.
 */
import type { Prices, PricesBody } from '../../lib/api/own-profile.ts';
import { PRICE_MAX_MINOR } from '../../lib/api/limits.ts';
import { formatMoneyInput, parseMoneyInput } from './money.ts';

/** One row of the table. */
export interface PriceRow {
  key: number;
  durationMinutes: number;
  incall: string;
  outcall: string;
}

/** Why a cell is refused (message keys of the editor namespace). */
export type PriceError =
  'editor.prices.error.amount' | 'editor.prices.error.max' | 'editor.prices.error.empty' | 'editor.prices.error.duplicate';

/** Errors by `${row key}.${column}`. */
export type PriceErrors = Record<string, PriceError>;

/** Rows of a saved price list, amounts written for the locale. */
export function rowsFromPrices(prices: Prices['prices'], tag: string, firstKey = 1): PriceRow[] {
  return prices.map((p, i) => ({
    key: firstKey + i,
    durationMinutes: p.durationMinutes,
    incall: p.incall ? formatMoneyInput(p.incall.amountMinor, tag) : '',
    outcall: p.outcall ? formatMoneyInput(p.outcall.amountMinor, tag) : '',
  }));
}

/** The first offered duration no row uses yet; undefined when every one is taken. */
export function nextDuration(rows: readonly PriceRow[], offered: readonly number[]): number | undefined {
  const used = new Set(rows.map((r) => r.durationMinutes));
  return offered.find((d) => !used.has(d));
}

/** One amount cell: minor units, null when empty, or why it is refused. */
function amount(text: string, tag: string): number | null | PriceError {
  if (text.trim() === '') return null;
  const minor = parseMoneyInput(text, tag);
  if (minor === undefined || minor <= 0) return 'editor.prices.error.amount';
  return minor > PRICE_MAX_MINOR ? 'editor.prices.error.max' : minor;
}

/** The body of the rows sorted by duration, or the errors of the cells that stop it. */
export function pricesBody(rows: readonly PriceRow[], tag: string): { body: PricesBody; errors?: undefined } | { errors: PriceErrors } {
  const errors: PriceErrors = {};
  const seen = new Set<number>();
  const prices: PricesBody['prices'] = [];
  for (const row of rows) {
    if (seen.has(row.durationMinutes)) errors[`${row.key}.duration`] = 'editor.prices.error.duplicate';
    seen.add(row.durationMinutes);
    const incall = amount(row.incall, tag);
    const outcall = amount(row.outcall, tag);
    if (typeof incall === 'string') errors[`${row.key}.incall`] = incall;
    if (typeof outcall === 'string') errors[`${row.key}.outcall`] = outcall;
    if (incall === null && outcall === null) errors[`${row.key}.incall`] = 'editor.prices.error.empty';
    if (typeof incall !== 'string' && typeof outcall !== 'string' && (incall !== null || outcall !== null))
      prices.push({ durationMinutes: row.durationMinutes, incallMinor: incall, outcallMinor: outcall });
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { prices: prices.sort((a, b) => a.durationMinutes - b.durationMinutes) } };
}
