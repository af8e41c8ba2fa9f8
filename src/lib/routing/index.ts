/**
 * The site as built: all regions' models (hreflang always spans every region, so a one-region build
 * links to the others exactly as the full build does) and the pages of the regions selected by the
 * REGION environment variable (all when unset).
 */
import { places, regions } from '../../../regions/index.ts';
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';
import { getArticles } from '../content/catalog.ts';
import { buildAlternates, type Alternate } from './hreflang.ts';
import {
  applyListingTotals,
  applyProfiles,
  buildSite,
  independentCategory,
  isSearchPage,
  type PageEntry,
  type ProfilePageInput,
  type SiteModel,
} from './inventory.ts';
import { regionPath } from './paths.ts';
import { buildListings, listingTotals, type BuildListings, type ListingTarget } from './listings.ts';
import { pageKeys } from './page-keys.ts';

/** Regions selected for this build; throws on an unknown code so a typo cannot build nothing. */
export function selectedRegions(env: string | undefined = process.env.REGION): RegionCode[] {
  if (!env) return [...REGION_CODES];
  const codes = env.split(',').map((s) => s.trim().toLowerCase());
  for (const c of codes) {
    if (!(REGION_CODES as readonly string[]).includes(c))
      throw new Error(`REGION=${env}: unknown region "${c}"; use one of ${REGION_CODES.join(', ')}`);
  }
  return codes as RegionCode[];
}

/** The configured public origin of the site (absolute canonicals, sitemap). */
export function siteUrl(env: string | undefined = process.env.PUBLIC_SITE_URL): string {
  return env && /^https?:\/\//.test(env) ? env.replace(/\/+$/, '') : 'http://localhost:4321';
}

interface Built {
  site: SiteModel;
  alternates: Map<string, Alternate[]>;
  built: PageEntry[];
  selected: RegionCode[];
  /** The listings the model was computed with (null: the build has no API). */
  listings: BuildListings | null | undefined;
  /** The key of each built page, by path (computed on first use: src/lib/routing/page-keys.ts). */
  keys?: Map<string, string>;
}
let cached: Built | undefined;
let base: SiteModel | undefined;

/**
 * The model of the build's listings, shared by every copy of this module in the build's process:
 * the integrations load one, the pre-rendering bundle carries another, and each would compute the
 * same model again (about a second for the demo's regions). Kept only with listings, so a process
 * without a build (tests, the server) computes its own.
 */
const shared = ((globalThis as Record<symbol, { built?: Built } | undefined>)[Symbol.for('lustmap.builtSite')] ??= {});

function sameRegions(a: readonly RegionCode[], b: readonly RegionCode[]): boolean {
  return a.length === b.length && a.every((code, i) => code === b[i]);
}

/** The inventory from the region tables alone (computed once per process). */
function baseSite(): SiteModel {
  return (base ??= buildSite({ regions, places, articles: getArticles() }));
}

/**
 * The site model, computed once per process (again once the build's listings arrive: they decide
 * which search pages are indexable, and with them the hreflang clusters and the sitemaps).
 */
export function getSite(): Built {
  const listings = buildListings();
  if (cached && cached.listings === listings) return cached;
  const selected = selectedRegions();
  const other = shared.built;
  if (listings && other?.listings === listings && sameRegions(other.selected, selected)) return (cached = other);
  const totals = listingTotals(listings);
  const listed = totals ? applyListingTotals(baseSite(), totals) : baseSite();
  const site = listings?.profileKeys?.size ? applyProfiles(listed, profileEntries(listings)) : listed;
  const built = site.pages.filter((p) => selected.includes(p.region));
  cached = { site, alternates: buildAlternates(site), built, selected, listings };
  if (listings) shared.built = cached;
  return cached;
}

/** The profile pages of the build: each profile's id, region and path, and the profile when it was fetched. */
function profileEntries(listings: BuildListings): ProfilePageInput[] {
  return [...listings.profileKeys!].map(([id, k]) => ({
    id,
    region: k.region,
    path: regionPath(regions[k.region], `/users/${id}/`),
    profile: listings.profiles?.get(id),
  }));
}

/** The key of each page this build renders, by path (Astro keeps a page whose key and template did not change). */
export function builtPageKeys(): ReadonlyMap<string, string> {
  const built = getSite();
  return (built.keys ??= pageKeys(built.built, built));
}

/**
 * The pages whose first page of listings the build fetches: every search page and independent-escort
 * page of the regions built, and the category pages of the others (hreflang spans every region,
 * and an empty category page leaves its cluster).
 */
export function listingTargets(): ListingTarget[] {
  const selected = selectedRegions();
  const site = baseSite();
  return site.pages.flatMap((p): ListingTarget[] => {
    if (isSearchPage(p) && (selected.includes(p.region) || p.kind === 'category'))
      return [{ path: p.path, region: p.region, categoryId: p.categoryId, ...(p.kind === 'place' ? { place: p.place } : {}) }];
    if (p.kind === 'independent' && selected.includes(p.region)) {
      const category = independentCategory(site.models[p.region]!);
      return [{ path: p.path, region: p.region, categoryId: category.id, ...(p.state ? { place: p.state } : {}), independent: true }];
    }
    return [];
  });
}

export type { PageEntry, SiteModel, Alternate };
