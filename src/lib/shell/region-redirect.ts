/**
 * Region-redirect flags (SPEC §3 cookies, §4 "A flag records whether the user comes from an
 * explicit region"). A first visit to the Germany edition's home from a browser set to another
 * edition's language (de-AT, en-GB, en-AU, it) goes once to that edition's home. Never again after
 * that (`regionRedirected`), and never for a visitor who chose an edition (`explicitRegion`): one
 * who opened a page under a region prefix (/uk/…) or picked a country in the footer switcher.
 */
import Cookies from 'js-cookie';
import type { RegionCode } from '../../../regions/constants.ts';

/** Cookie: the edition the visitor was sent to once. */
export const REGION_REDIRECTED_COOKIE = 'regionRedirected';
/** Cookie: the edition the visitor chose. */
export const EXPLICIT_REGION_COOKIE = 'explicitRegion';

/**
 * Browser languages (lower case) that name an edition other than Germany's; the region tables'
 * hreflang values, plus bare "it" (a test keeps this in step with regions/).
 */
export const EDITION_LANGUAGES: Readonly<Record<string, Exclude<RegionCode, 'de'>>> = {
  'de-at': 'at',
  'en-gb': 'uk',
  'en-au': 'au',
  'it-it': 'it',
  it: 'it',
};

/** What the decision reads. */
export interface RegionVisit {
  region: RegionCode;
  pathname: string;
  languages: readonly string[];
  redirected: string | undefined;
  explicit: string | undefined;
}

/** The edition's home to send the visitor to, or undefined to stay. */
export function regionRedirectTarget(visit: RegionVisit): string | undefined {
  if (visit.region !== 'de' || visit.pathname !== '/' || visit.redirected || visit.explicit) return undefined;
  for (const language of visit.languages) {
    const region = EDITION_LANGUAGES[language.trim().toLowerCase()];
    if (region) return `/${region}/`;
  }
  return undefined;
}

/** The region a path's prefix names explicitly ("/uk/escort/" → "uk"), or undefined for Germany's unprefixed paths. */
export function explicitRegionOf(pathname: string): Exclude<RegionCode, 'de'> | undefined {
  const code = /^\/(at|uk|au|it)(\/|$)/.exec(pathname)?.[1];
  return code as Exclude<RegionCode, 'de'> | undefined;
}

const COOKIE = { expires: 365, path: '/', sameSite: 'lax' } as const;

/** Record the visitor's explicit choice of an edition. */
export function rememberExplicitRegion(region: RegionCode): void {
  Cookies.set(EXPLICIT_REGION_COOKIE, region, { ...COOKIE, secure: location.protocol === 'https:' });
}

/**
 * On page load: record an explicit region, or send a first visitor to their edition once.
 * Returns the target when the page is being redirected.
 */
export function applyRegionRedirect(region: RegionCode): string | undefined {
  const prefixed = explicitRegionOf(location.pathname);
  if (prefixed) rememberExplicitRegion(prefixed);
  const target = regionRedirectTarget({
    region,
    pathname: location.pathname,
    languages: navigator.languages,
    redirected: Cookies.get(REGION_REDIRECTED_COOKIE),
    explicit: Cookies.get(EXPLICIT_REGION_COOKIE),
  });
  if (!target) return undefined;
  Cookies.set(REGION_REDIRECTED_COOKIE, target.slice(1, -1), { ...COOKIE, secure: location.protocol === 'https:' });
  location.replace(target);
  return target;
}
