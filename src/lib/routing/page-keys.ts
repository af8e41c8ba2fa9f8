/**
 * The key of every page a build renders (Astro's incremental build, `cacheKey` of the catch-all
 * route): a page whose key and template are both unchanged since the last build is kept byte for
 * byte; any other is rendered again. A key is a digest of everything the page shows that does not
 * come from the code (Astro tracks the code itself by the page's module graph):
 *
 * - search pages (category, place, independent): the key of their listings from the API (it changes
 *   when any listed card changes, a listing comes or goes, an age or a "new" badge turns over), and
 *   with it the total that decides whether the page is indexable;
 * - profile pages: the key of the profile from the API (its search row's revision, which every
 *   write to what the page shows raises, its age and "new" badge, its reviews, a venue's escorts)
 *   and the option labels of its region;
 * - home pages: their featured profiles;
 * - content pages: the articles of their region;
 * - every page: whether it is indexable and its hreflang alternates (a category page in another
 *   edition gaining or losing its listings changes them), and whether the build had an API.
 */
import { createHash } from 'node:crypto';
import type { RegionCode } from '../../../regions/schema.ts';
import type { Alternate } from './hreflang.ts';
import type { PageEntry, SiteModel } from './inventory.ts';
import type { BuildListings } from './listings.ts';

/** A short digest of a text. */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** What the keys are computed from. */
export interface KeyInputs {
  site: SiteModel;
  alternates: ReadonlyMap<string, Alternate[]>;
  /** The build's listings (null: the build has no API; undefined: not fetched). */
  listings: BuildListings | null | undefined;
}

/** The data part of one page's key (before the digest). */
function dataOf(page: PageEntry, inputs: KeyInputs, regionDigests: Map<string, string>): string {
  const { listings } = inputs;
  const perRegion = (name: string, region: RegionCode, compute: () => string) => {
    const k = `${name}:${region}`;
    let v = regionDigests.get(k);
    if (v === undefined) regionDigests.set(k, (v = compute()));
    return v;
  };
  switch (page.kind) {
    case 'category':
    case 'place':
    case 'independent':
      return `listings:${listings ? (listings.keys?.get(page.path)?.key ?? 'refused') : 'none'}`;
    case 'profile':
      return `profile:${listings?.profileKeys?.get(page.id)?.key ?? 'none'}:${perRegion('options', page.region, () =>
        digest(JSON.stringify(listings?.options?.get(page.region) ?? null)),
      )}`;
    case 'home':
      // The featured cards; their results id is new at every request and says nothing the page shows.
      return `featured:${perRegion('featured', page.region, () => digest(JSON.stringify(listings?.featured.get(page.region)?.results ?? null)))}`;
    case 'cms':
      return `articles:${perRegion('articles', page.region, () => digest(JSON.stringify(inputs.site.models[page.region]?.articles ?? [])))}`;
    default:
      return page.kind;
  }
}

/** The key of each page of `pages`, by path. */
export function pageKeys(pages: readonly PageEntry[], inputs: KeyInputs): Map<string, string> {
  const regionDigests = new Map<string, string>();
  const api = inputs.listings ? 'api' : 'no-api';
  const keys = new Map<string, string>();
  for (const page of pages) {
    const alternates = inputs.alternates.get(page.path);
    const text = `${api}|${page.indexable ? 'index' : 'noindex'}|${dataOf(page, inputs, regionDigests)}|${alternates ? JSON.stringify(alternates) : ''}`;
    keys.set(page.path, digest(text));
  }
  return keys;
}
