/**
 * Site paths and regions: the first path segment names the region when it is one of the region
 * prefixes ("/at/sex/" is Austria's "/sex/"); anything else belongs to Germany (no prefix).
 */
import { REGION_CODES, type Region, type RegionCode } from '../../../regions/schema.ts';

/** The region of a site path and the path below its prefix (always starting with "/"). */
export function splitRegionPath(regions: Record<RegionCode, Region>, path: string): { region: RegionCode; rest: string } {
  for (const code of REGION_CODES) {
    const prefix = regions[code].prefix;
    if (!prefix) continue;
    if (path === prefix || path.startsWith(`${prefix}/`)) return { region: code, rest: path.slice(prefix.length) || '/' };
  }
  const fallback = REGION_CODES.find((c) => regions[c].prefix === '') ?? 'de';
  return { region: fallback, rest: path };
}

/** A path without query or fragment, with a trailing slash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  return bare.endsWith('/') ? bare : `${bare}/`;
}
