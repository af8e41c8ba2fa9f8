/** Formatting shared by the static render and the islands: translations, money, counts. */
import type { Money } from '../../lib/api/common.ts';

/** A translate function: key plus `{name}` values. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Replace `{name}` placeholders in a template. */
export function fill(template: string, vars?: Record<string, string | number>): string {
  return vars ? template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : template;
}

/** A translate function over a flat dictionary (a missing key shows the key, which tests catch). */
export function translateWith(dict: Readonly<Record<string, string>>): Translate {
  return (key, vars) => fill(dict[key] ?? key, vars);
}

/** The dictionary entries of `keys` (placeholders left in). */
export function pickLabels(t: Translate, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, t(k)]));
}

const labelJson = new Map<string, string>();

/**
 * The entries of `keys` in `locale` as one JSON string, made once per locale and key list: an island
 * prop on 30,000 pages, where a string costs the build nothing to serialise and an object of 60
 * entries costs a second.
 */
export function labelsJson(locale: string, t: Translate, keys: readonly string[]): string {
  const id = `${locale}:${keys.join(',')}`;
  let json = labelJson.get(id);
  if (json === undefined) {
    json = JSON.stringify(pickLabels(t, keys));
    labelJson.set(id, json);
  }
  return json;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as currency ("ab 150 €", "from £120"); whole amounts without decimals. */
export function formatMoney(money: Money, locale: string): string {
  const whole = money.amountMinor % 100 === 0;
  const key = `${locale}:${money.currency}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(money.amountMinor / 100);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A whole number in the locale's style ("1.234", "1,234"); formatters are made once per locale. */
export function formatNumber(n: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format.format(n);
}

/** The i18n keys the card needs (islands receive exactly these). */
export const CARD_KEYS = [
  'card.nameAge',
  'card.photoAlt',
  'card.noPhoto',
  'card.priceFrom',
  'card.distance',
  'card.badge.gold',
  'card.badge.verified',
  'card.badge.new',
  'card.badge.video',
  'card.badge.ai',
] as const;
