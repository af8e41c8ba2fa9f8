/**
 * The one rule behind every price, stated where prices show: whose region they are in and its
 * currency and VAT ("Prices for your account in the United Kingdom: GBP, incl. 20 % VAT."). An
 * account's region decides, on every edition, and the purchase is booked and receipted there too;
 * when the page belongs to another edition the note says so.
 */
import type { Pricing, Transaction } from '../../lib/api/billing.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { formatRate } from './money.ts';
import { useTag } from './useTag.ts';

/** The pricing a transaction was booked with: its account's region, currency and VAT rate. */
export function pricingOfTransaction(txn: Pick<Transaction, 'region' | 'price'>): Pricing {
  return { region: txn.region, basis: 'account', currency: txn.price.currency, vatRate: txn.price.vatRate };
}

/** The statement; `booked` words it for a receipt ("Booked for your account …"). */
export function PricingNote({ pricing, booked = false }: { pricing: Pricing; booked?: boolean }) {
  const t = useT('checkout');
  const tag = useTag();
  const { region } = useApp();
  const rate = formatRate(pricing.vatRate, tag);
  const vars = {
    country: t(`checkout.pricing.country.${pricing.region}`),
    currency: pricing.currency,
    vat: pricing.vatRate > 0 ? t('checkout.pricing.vat', { rate }) : t('checkout.price.noVat', { rate }),
  };
  const key = booked ? 'checkout.pricing.receipt' : pricing.basis === 'account' ? 'checkout.pricing.account' : 'checkout.pricing.edition';
  const elsewhere = pricing.basis === 'account' && pricing.region !== region.code;
  return (
    <p className="text-sm text-ink-muted" data-testid="pricing-rule">
      <span className="block">{t(key, vars)}</span>
      {elsewhere && !booked && <span className="block">{t('checkout.pricing.why')}</span>}
    </p>
  );
}
