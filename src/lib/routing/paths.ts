/** URL helpers for region-prefixed, trailing-slash site paths. */
import type { Region } from '../../../regions/schema.ts';

/** Join a region prefix and a site path: ("/at", "/sex/") → "/at/sex/"; ("", "/") → "/". */
export function regionPath(region: Pick<Region, 'prefix'>, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const hashAt = path.indexOf('#');
  const fragment = hashAt < 0 ? '' : path.slice(hashAt);
  const bare = hashAt < 0 ? path : path.slice(0, hashAt);
  const withSlash = bare.endsWith('/') ? bare : `${bare}/`;
  return `${region.prefix}${withSlash.startsWith('/') ? withSlash : `/${withSlash}`}${fragment}`;
}

/** Absolute URL of a site path under the configured site origin. */
export function absoluteUrl(site: string, path: string): string {
  return new URL(path, site.endsWith('/') ? site : `${site}/`).href;
}

/** The path of a category × place page: ("/sex/", "koeln") → "/sex/koeln/". */
export function placePath(categoryUrl: string, placeSlug: string): string {
  return `${categoryUrl}${placeSlug}/`;
}

/** Is this an external (absolute http/https) link? */
export function isExternal(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** Append utm_source and utm_medium=referral to an outbound link (SPEC §9). */
export function withUtm(url: string, source: string): string {
  const u = new URL(url);
  u.searchParams.set('utm_source', source);
  u.searchParams.set('utm_medium', 'referral');
  return u.href;
}
