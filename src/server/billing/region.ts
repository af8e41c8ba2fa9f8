/**
 * One rule for money, from the product list to the receipt: the signed-in account's region decides
 * the currency and the VAT (money is booked in that region's ledger accounts), whichever edition
 * the page belongs to; a visitor without an account (or whose account has no region) sees the
 * prices of `?region=`, else of the page that asked (`x-origin-url`, by its path prefix), else
 * Germany. The edition a page belongs to is also where the buyer comes back to after paying.
 */
import type { Context } from 'hono';
import { REGION_CODES, type Region, type RegionCode } from '../../../regions/schema.ts';
import type { Pricing } from '../../lib/api/billing.ts';
import type { AppEnv } from '../context.ts';
import { regionOf } from '../db/queries/accounts.ts';
import { splitRegionPath } from '../http/paths.ts';
import type { PaymentDeps } from './payments.ts';

const isRegionCode = (value: unknown): value is RegionCode =>
  typeof value === 'string' && (REGION_CODES as readonly string[]).includes(value);

/** The edition of the page that sent the request (`x-origin-url`, by its path prefix); undefined without one. */
export function requestEdition(c: Context<AppEnv>, regions: Record<RegionCode, Region>): RegionCode | undefined {
  const origin = c.req.header('x-origin-url');
  if (!origin) return undefined;
  try {
    return splitRegionPath(regions, new URL(origin, 'http://origin.invalid').pathname).region;
  } catch {
    // Not a URL: no edition.
    return undefined;
  }
}

/** The rule as the pages state it: whose region, its currency and VAT rate. */
export function pricingOf(region: Region, basis: Pricing['basis']): Pricing {
  return { region: region.code, basis, currency: region.currency, vatRate: region.vat };
}

/** The pricing of a request: the account's region, else the asked or asking edition's. */
export async function requestPricing(c: Context<AppEnv>, deps: Pick<PaymentDeps, 'db' | 'regions'>): Promise<Pricing> {
  const user = c.get('user');
  if (user) {
    const own = await regionOf(deps.db, user.id);
    if (own) return pricingOf(deps.regions[own], 'account');
  }
  const asked = c.req.query('region');
  const region = isRegionCode(asked) ? asked : (requestEdition(c, deps.regions) ?? 'de');
  return pricingOf(deps.regions[region], 'edition');
}

/** The edition stored with an order (`meta.edition`), if it names one. */
export function editionOfMeta(meta: Record<string, unknown>): RegionCode | undefined {
  return isRegionCode(meta.edition) ? meta.edition : undefined;
}
