/** A price as every checkout page shows it: the gross amount and, under it, the VAT it includes (or none). */
import type { Price } from '../../lib/api/billing.ts';
import { priceTexts, vatLine } from './money.ts';
import { useTag } from './useTag.ts';
import { useT } from '../ui/useT.ts';

/** The gross price (with an optional "/ month"), then its VAT line. */
export function PriceTag({ price, monthly = false }: { price: Price; monthly?: boolean }) {
  const t = useT('checkout');
  const tag = useTag();
  const line = vatLine(price, tag);
  const gross = priceTexts(price, tag).gross;
  return (
    <span className="block">
      <span className="block text-xl font-bold">{monthly ? t('checkout.price.perMonth', { price: gross }) : gross}</span>
      <span className="block text-xs text-ink-muted">{t(line.key, line.vars)}</span>
    </span>
  );
}

/** The full breakdown of an order or receipt: gross, the VAT with its rate, net. */
export function PriceBreakdown({ price }: { price: Price }) {
  const t = useT('checkout');
  const tag = useTag();
  const p = priceTexts(price, tag);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">{t('checkout.summary.gross')}</dt>
      <dd className="text-right font-semibold">{p.gross}</dd>
      <dt>{t(price.vatRate > 0 ? 'checkout.summary.vat' : 'checkout.summary.noVat', { rate: p.rate })}</dt>
      <dd className="text-right">{p.vat}</dd>
      <dt>{t('checkout.summary.net')}</dt>
      <dd className="text-right">{p.net}</dd>
    </dl>
  );
}
