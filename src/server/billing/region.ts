/**
 * The region whose prices a request sees: the signed-in user's region, else `?region=`, else the
 * region of the page that asked (`x-origin-url`, by its path prefix), else Germany.
 */
import type { Context } from 'hono';
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';
import type { AppEnv } from '../context.ts';
import { regionOf } from '../db/queries/accounts.ts';
import { splitRegionPath } from '../http/paths.ts';
import type { PaymentDeps } from './payments.ts';

/** The pricing region of a request. */
export async function requestRegion(c: Context<AppEnv>, deps: PaymentDeps): Promise<RegionCode> {
  const user = c.get('user');
  if (user) {
    const own = await regionOf(deps.db, user.id);
    if (own) return own;
  }
  const asked = c.req.query('region');
  if (asked && (REGION_CODES as readonly string[]).includes(asked)) return asked as RegionCode;
  const origin = c.req.header('x-origin-url');
  if (origin) {
    try {
      return splitRegionPath(deps.regions, new URL(origin, 'http://origin.invalid').pathname).region;
    } catch {
      // Not a URL: fall back.
    }
  }
  return 'de';
}
