/**
 * What can be bought (SPEC §7 "Products and prices"): credit packages and the VIP plan for money,
 * premium (VIP days) for credits. Prices are gross (VAT included) "charm" prices per currency; the
 * VAT inside them comes from the region table (`vat`), so the buyer pays the same shelf price in
 * every region of a currency and the net revenue differs by the region's rate.
 */
import type { Region } from '../../../regions/schema.ts';
import type { CreditPackage, Price, Product, ProductType } from '../../lib/api/billing.ts';
import type { Currency } from '../../lib/api/common.ts';

/** Gross amounts in minor units per currency. */
type Prices = Readonly<Record<Currency, number>>;

/** A credit package: credits delivered (bonus included) for a money price. */
interface PackageDef {
  id: string;
  credits: number;
  bonusCredits: number;
  gross: Prices;
  popular: boolean;
}

/** A product of the VIP kind: days of VIP for money (recurring) or for credits. */
interface VipDef {
  id: string;
  days: number;
}

/**
 * Gross money per credit, per currency, when credits are sold to a guest (guest checkout) and the
 * base rate the packages' bonus is measured against: 1 credit = 10 cents, 9 pence, 16 AUD cents.
 */
export const CREDIT_RATE_MINOR: Readonly<Record<Currency, number>> = { EUR: 10, GBP: 9, AUD: 16 };

/** The credit packages, smallest first; the bonus grows with the size. */
export const CREDIT_PACKAGES: readonly PackageDef[] = [
  { id: 'credits-100', credits: 100, bonusCredits: 0, gross: { EUR: 999, GBP: 899, AUD: 1699 }, popular: false },
  { id: 'credits-250', credits: 260, bonusCredits: 10, gross: { EUR: 2499, GBP: 2199, AUD: 3999 }, popular: false },
  { id: 'credits-500', credits: 550, bonusCredits: 50, gross: { EUR: 4999, GBP: 4499, AUD: 7999 }, popular: true },
  { id: 'credits-1000', credits: 1150, bonusCredits: 150, gross: { EUR: 9999, GBP: 8999, AUD: 15999 }, popular: false },
];

/** The VIP plan: 30 days for money, renewed every period until cancelled. */
export const VIP_PLAN: VipDef & { gross: Prices } = { id: 'vip-monthly', days: 30, gross: { EUR: 2999, GBP: 2499, AUD: 4999 } };

/** Premium: VIP days paid with credits (no renewal). */
export const PREMIUM_PRODUCTS: readonly (VipDef & { credits: number })[] = [
  { id: 'premium-7', days: 7, credits: 90 },
  { id: 'premium-30', days: 30, credits: 300 },
];

/** VAT contained in a gross amount at `rate` percent, rounded half up to the minor unit. */
export function vatOf(grossMinor: number, rate: number): number {
  return Math.round((grossMinor * rate) / (100 + rate));
}

/** The price of a gross amount in a region: its currency, VAT rate, VAT and net. */
export function priceIn(region: Region, grossMinor: number): Price {
  const vatMinor = vatOf(grossMinor, region.vat);
  return { amountMinor: grossMinor, currency: region.currency, vatRate: region.vat, vatMinor, netMinor: grossMinor - vatMinor };
}

/** The money price of `credits` credits sold at the region's credit rate (guest checkout). */
export function creditsPrice(region: Region, credits: number): Price {
  return priceIn(region, credits * CREDIT_RATE_MINOR[region.currency]);
}

/** The credit packages with the region's prices. */
export function creditPackagesIn(region: Region): CreditPackage[] {
  return CREDIT_PACKAGES.map((p) => ({
    id: p.id,
    credits: p.credits,
    bonusCredits: p.bonusCredits,
    price: priceIn(region, p.gross[region.currency]),
    popular: p.popular,
  }));
}

/** The products of a type with the region's prices. */
export function productsIn(region: Region, type: ProductType): Product[] {
  switch (type) {
    case 'credits':
      return creditPackagesIn(region).map((p) => ({
        id: p.id,
        type,
        credits: p.credits,
        durationDays: null,
        price: p.price,
        priceCredits: null,
        recurring: false,
      }));
    case 'vip':
      return [
        {
          id: VIP_PLAN.id,
          type,
          credits: null,
          durationDays: VIP_PLAN.days,
          price: priceIn(region, VIP_PLAN.gross[region.currency]),
          priceCredits: null,
          recurring: true,
        },
      ];
    case 'premium':
      return PREMIUM_PRODUCTS.map((p) => ({
        id: p.id,
        type,
        credits: null,
        durationDays: p.days,
        price: null,
        priceCredits: p.credits,
        recurring: false,
      }));
  }
}

/** What a money order of `productId` is: its purpose, gross price and credits; undefined when unknown. */
export function orderable(
  region: Region,
  productId: string,
): { purpose: 'credits' | 'vip'; price: Price; credits: number | null; days: number | null } | undefined {
  const pack = CREDIT_PACKAGES.find((p) => p.id === productId);
  if (pack) return { purpose: 'credits', price: priceIn(region, pack.gross[region.currency]), credits: pack.credits, days: null };
  if (productId === VIP_PLAN.id)
    return { purpose: 'vip', price: priceIn(region, VIP_PLAN.gross[region.currency]), credits: null, days: VIP_PLAN.days };
  return undefined;
}

/** A premium product by id. */
export function premiumProduct(productId: string): (VipDef & { credits: number }) | undefined {
  return PREMIUM_PRODUCTS.find((p) => p.id === productId);
}
