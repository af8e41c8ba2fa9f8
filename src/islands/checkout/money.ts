/**
 * How a price reads at the checkout (SPEC §9): the gross amount, the VAT it includes ("inkl. 19 %
 * MwSt. (1,60 €)") or that none is charged (Australia: GST 0 %), the net amount and the price of
 * one credit. Amounts stay integers in minor units until they are formatted.
 */
import type { Price } from '../../lib/api/billing.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';

/** The dictionary key and values of a price's VAT line. */
export interface VatLine {
  key: 'checkout.price.vatIncluded' | 'checkout.price.noVat';
  vars: { rate: string; amount: string };
}

/** A VAT rate in percent in the locale's style ("19 %" in German, "19%" in English). */
export function formatRate(rate: number, tag: string): string {
  return formatNumber(rate / 100, tag, { style: 'percent', maximumFractionDigits: 1 });
}

/** A price's amounts as text: gross, VAT and net. */
export function priceTexts(price: Price, tag: string): { gross: string; vat: string; net: string; rate: string } {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: price.currency }, tag);
  return { gross: money(price.amountMinor), vat: money(price.vatMinor), net: money(price.netMinor), rate: formatRate(price.vatRate, tag) };
}

/** The line under every price: the VAT it includes, or that it carries none. */
export function vatLine(price: Price, tag: string): VatLine {
  const { vat, rate } = priceTexts(price, tag);
  return { key: price.vatRate > 0 ? 'checkout.price.vatIncluded' : 'checkout.price.noVat', vars: { rate, amount: vat } };
}

/** The gross price of one credit of a package, to compare packages ("0,099 €"): two to three decimals. */
export function perCreditPrice(price: Price, credits: number, tag: string): string {
  return formatNumber(price.amountMinor / credits / 100, tag, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
}
