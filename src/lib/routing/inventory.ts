/**
 * The page inventory: every page of every region, derived from the region tables and places.
 * Routes, sitemap, hreflang and the built-site check all read this one list.
 */
import {
  LEGAL_DOC_IDS,
  type Category,
  type LegalDocId,
  type Locale,
  type Place,
  type Region,
  type RegionCode,
} from '../../../regions/schema.ts';
import type { PublicProfile } from '../api/profiles.ts';
import { LOCALE_SHELL_PREFIX, offeredLocales } from '../locale.ts';
import { APP_ROUTES, expandRoute, type Access } from './app-routes.ts';
import type { LayoutName } from '../../layouts/layouts.ts';
import type { Article } from '../content/catalog.ts';
import type { SectionId } from '../content/schema.ts';
import { articlePath, cmsPages, type CmsView } from './cms.ts';
import { distanceKm, nearestNeighbours } from './geo.ts';
import { placePath, regionPath } from './paths.ts';

interface Base {
  /** Full site path with region prefix and trailing slash. */
  path: string;
  region: RegionCode;
  /** Indexable pages are in the sitemap and carry hreflang; app shells and 404s are not. */
  indexable: boolean;
}
export type PageEntry = Base &
  (
    | { kind: 'home' }
    | { kind: 'category'; categoryId: number }
    | { kind: 'place'; categoryId: number; place: string }
    | { kind: 'popular'; index: number }
    | { kind: 'independent'; state?: string }
    | { kind: 'notFound' }
    | { kind: 'legal'; doc: LegalDocId }
    | { kind: 'cms'; section: SectionId; cms: CmsView }
    /**
     * A published escort, venue or AI profile (src/lib/routing/listings.ts). `profile` is there when
     * the build fetched it (a page it renders); a kept page has only its key (`profilePayload` gets it).
     */
    | { kind: 'profile'; id: number; profile?: PublicProfile }
    | {
        kind: 'app';
        routeId: string;
        layout: LayoutName;
        access: Access;
        shell: boolean;
        pattern: string;
        /**
         * Set on the copies pre-rendered in another offered locale, at a hidden path
         * ("/_locale/en/users/login/") the server serves at the normal path when the locale cookie
         * asks for it (docs/decisions.md "Languages"); unset on the edition-language shell.
         */
        locale?: Locale;
      }
  );
export type PageKind = PageEntry['kind'];

/** What the inventory is built from. */
export interface SiteInput {
  regions: Partial<Record<RegionCode, Region>>;
  places: Partial<Record<RegionCode, Place[]>>;
  /**
   * Listings of each search page (path → total) when the build had an API. A search page with none
   * is `noindex,follow` and left out of the sitemap (DESIGN §4); pages without a number stay indexable.
   */
  listingTotals?: ReadonlyMap<string, number>;
  /** The articles of the content sections (src/lib/content/catalog.ts), newest first. */
  articles?: readonly Article[];
}

/** Region data with lookups, computed once per build. */
export interface RegionModel {
  region: Region;
  places: Place[];
  placeBySlug: Map<string, Place>;
  categoryById: Map<number, Category>;
  defaultCategory: Category;
  /**
   * Near-by links, nearest first: for a town its 8 nearest towns (states and districts excluded);
   * for a district its city and then its city's other districts.
   */
  nearest: Map<string, string[]>;
  /** Districts of each city, most populous first. */
  districtsOf: Map<string, Place[]>;
  /** Towns of each state, most populous first. */
  placesOfState: Map<string, Place[]>;
  states: Place[];
  /** The region's articles of the content sections, newest first. */
  articles: readonly Article[];
}

/** How many nearby places a place page links to. */
export const NEARBY_COUNT = 8;

/** Build the lookups of one region. */
export function regionModel(region: Region, places: Place[], articles: readonly Article[] = []): RegionModel {
  const placeBySlug = new Map(places.map((p) => [p.slug, p]));
  const towns = places.filter((p) => p.kind === 'place');
  const neighbours = nearestNeighbours(towns, NEARBY_COUNT);
  const nearest = new Map<string, string[]>();
  towns.forEach((p, i) =>
    nearest.set(
      p.slug,
      neighbours[i]!.map((j) => towns[j]!.slug),
    ),
  );
  const districtsOf = new Map<string, Place[]>();
  for (const d of places) {
    if (d.kind !== 'district' || !d.parent) continue;
    const list = districtsOf.get(d.parent);
    if (list) list.push(d);
    else districtsOf.set(d.parent, [d]);
  }
  for (const [parent, list] of districtsOf) {
    list.sort((a, b) => b.population - a.population || a.slug.localeCompare(b.slug));
    for (const d of list) {
      const siblings = list
        .filter((x) => x !== d)
        .map((x) => ({ slug: x.slug, km: distanceKm(d, x) }))
        .sort((a, b) => a.km - b.km || a.slug.localeCompare(b.slug))
        .slice(0, NEARBY_COUNT - 1)
        .map((x) => x.slug);
      nearest.set(d.slug, [parent, ...siblings]);
    }
  }
  const placesOfState = new Map<string, Place[]>();
  for (const p of towns) {
    const list = placesOfState.get(p.state);
    if (list) list.push(p);
    else placesOfState.set(p.state, [p]);
  }
  for (const list of placesOfState.values()) list.sort((a, b) => b.population - a.population || a.slug.localeCompare(b.slug));
  const defaultCategory = region.categories.find((c) => c.default)!;
  return {
    region,
    places,
    placeBySlug,
    categoryById: new Map(region.categories.map((c) => [c.id, c])),
    defaultCategory,
    nearest,
    districtsOf,
    placesOfState,
    states: places.filter((p) => p.kind === 'state'),
    articles: articles.filter((a) => a.region === region.code),
  };
}

/** The place slugs a category has pages for. */
export function categoryPlaces(model: RegionModel, category: Category): string[] {
  if (category.placePages === 'none') return [];
  if (category.placePages === 'all') return model.places.map((p) => p.slug);
  return category.placePages.filter((s) => model.placeBySlug.has(s));
}

const placeSets = new WeakMap<Category, ReadonlySet<string>>();

/** The place slugs a category has pages for, as a set computed once per category (pages ask per render). */
export function categoryPlaceSet(model: RegionModel, category: Category): ReadonlySet<string> {
  let set = placeSets.get(category);
  if (!set) {
    set = new Set(categoryPlaces(model, category));
    placeSets.set(category, set);
  }
  return set;
}

/** Categories with a page for this place, in table order. */
export function categoriesOfPlace(model: RegionModel, slug: string): Category[] {
  return model.region.categories.filter((c) => c.placePages === 'all' || (Array.isArray(c.placePages) && c.placePages.includes(slug)));
}

/** Every page of one region (with the region's articles among `articles`). */
export function regionPages(model: RegionModel, articles: readonly Article[] = model.articles): PageEntry[] {
  const { region } = model;
  const code = region.code;
  const p = (path: string) => regionPath(region, path);
  const pages: PageEntry[] = [{ kind: 'home', path: p('/'), region: code, indexable: true }];
  for (const c of region.categories) {
    pages.push({ kind: 'category', categoryId: c.id, path: p(c.url), region: code, indexable: true });
    for (const slug of categoryPlaces(model, c)) {
      pages.push({ kind: 'place', categoryId: c.id, place: slug, path: p(placePath(c.url, slug)), region: code, indexable: true });
    }
  }
  region.popularSearches.forEach((ps, index) => {
    pages.push({ kind: 'popular', index, path: p(ps.path), region: code, indexable: true });
  });
  if (region.independent) {
    pages.push({ kind: 'independent', path: p(region.independent.path), region: code, indexable: true });
    for (const state of region.independent.states) {
      pages.push({ kind: 'independent', state, path: p(`${region.independent.path}${state}/`), region: code, indexable: true });
    }
  }
  for (const doc of LEGAL_DOC_IDS) pages.push({ kind: 'legal', doc, path: p(region.legal.paths[doc]), region: code, indexable: true });
  for (const c of cmsPages(region, articles)) pages.push({ kind: 'cms', ...c, region: code });
  pages.push({ kind: 'notFound', path: code === 'de' ? '/404/' : p('/404/'), region: code, indexable: false });
  const otherLocales = offeredLocales(region).filter((l) => l !== region.defaultLocale);
  for (const r of APP_ROUTES) {
    for (const v of expandRoute(r)) {
      const app = { kind: 'app', routeId: r.id, layout: r.layout, access: r.access, shell: v.shell, pattern: p(r.path) } as const;
      pages.push({ ...app, path: p(v.path), region: code, indexable: false });
      for (const locale of otherLocales)
        pages.push({ ...app, locale, path: localeShellPath(locale, p(v.path)), region: code, indexable: false });
    }
  }
  return pages;
}

/** The hidden path of an app shell pre-rendered in a locale other than its edition's. */
export function localeShellPath(locale: Locale, path: string): string {
  return `${LOCALE_SHELL_PREFIX}${locale}${path}`;
}

/** A built site: the models of the regions in the build and all their pages. */
export interface SiteModel {
  models: Partial<Record<RegionCode, RegionModel>>;
  pages: PageEntry[];
  byPath: Map<string, PageEntry>;
  /** The article of each article page, by path. */
  articles?: Map<string, Article>;
}

/** The search pages (a category, or a category at a place) of a list of pages. */
export function isSearchPage(page: PageEntry): page is Extract<PageEntry, { kind: 'category' | 'place' }> {
  return page.kind === 'category' || page.kind === 'place';
}

/**
 * The category the independent-escort pages list from: the one their path lies beneath
 * ("/escort/independent/" lists escorts of "/escort/"), else the region's default.
 */
export function independentCategory(model: RegionModel): Category {
  const path = model.region.independent?.path ?? '';
  const within = model.region.categories.filter((c) => path.startsWith(c.url) && path !== c.url && !c.filter.venue && !c.filter.is_ai);
  return within.sort((a, b) => b.url.length - a.url.length)[0] ?? model.defaultCategory;
}

/** Pages that show listings: the search pages and the UK independent-escort pages. */
export function hasListings(page: PageEntry): boolean {
  return isSearchPage(page) || page.kind === 'independent';
}

/** Build the site model for the given regions; fails on a duplicate path. */
export function buildSite(input: SiteInput): SiteModel {
  const models: Partial<Record<RegionCode, RegionModel>> = {};
  const pages: PageEntry[] = [];
  for (const [code, region] of Object.entries(input.regions) as [RegionCode, Region][]) {
    const model = regionModel(region, input.places[code] ?? [], input.articles);
    models[code] = model;
    pages.push(...regionPages(model, model.articles));
  }
  const byPath = new Map<string, PageEntry>();
  for (const page of pages) {
    const prior = byPath.get(page.path);
    if (prior)
      throw new Error(
        `two pages claim ${page.path}: a ${prior.kind} and a ${page.kind} page (region ${page.region}); rename a category url or place slug`,
      );
    byPath.set(page.path, page);
  }
  const articles = new Map<string, Article>();
  for (const a of input.articles ?? []) {
    const model = models[a.region];
    if (!model) continue;
    if (!model.region.contentLinks.some((l) => l.section === a.section))
      throw new Error(`content/${a.id}.md: region ${a.region} has no ${a.section} section (regions/${a.region}/region.ts, contentLinks)`);
    articles.set(articlePath(model.region, a), a);
  }
  const site = { models, pages, byPath, articles };
  return input.listingTotals ? applyListingTotals(site, input.listingTotals) : site;
}

/**
 * The site with listing totals applied: a page of listings without any is `noindex,follow` and
 * leaves the sitemap (DESIGN §4); pages without a number stay as they are. The region models are
 * shared, so this costs one pass over the pages.
 */
export function applyListingTotals(site: SiteModel, listingTotals: ReadonlyMap<string, number>): SiteModel {
  const pages = site.pages.map((page) => (hasListings(page) && listingTotals.get(page.path) === 0 ? { ...page, indexable: false } : page));
  return { models: site.models, pages, byPath: new Map(pages.map((page) => [page.path, page])), articles: site.articles };
}

/** A profile page's entry: its id, region and path, and the profile when the build fetched it. */
export interface ProfilePageInput {
  id: number;
  region: RegionCode;
  path: string;
  profile?: PublicProfile;
}

/** The page input of a fetched profile. */
export function profileInput(profile: PublicProfile): ProfilePageInput {
  return { id: profile.id, region: profile.region, path: profile.path, profile };
}

/** The profile page of a published profile: its own path in its region, indexable. */
export function profilePage(profile: ProfilePageInput): PageEntry {
  return { kind: 'profile', id: profile.id, profile: profile.profile, path: profile.path, region: profile.region, indexable: true };
}

/** The profile a profile page renders (the build fetches it before the page renders: src/components/Page.astro). */
export function profilePayload(page: Extract<PageEntry, { kind: 'profile' }>): PublicProfile {
  if (!page.profile) throw new Error(`${page.path}: the profile was not fetched before its page rendered`);
  return page.profile;
}

/**
 * The site with a page for each of `profiles` (the build fetched them: src/lib/routing/listings.ts);
 * a profile whose path another page already has is left to the profile shell.
 */
export function applyProfiles(site: SiteModel, profiles: Iterable<ProfilePageInput>): SiteModel {
  const byPath = new Map(site.byPath);
  const pages = [...site.pages];
  for (const profile of profiles) {
    if (!site.models[profile.region] || byPath.has(profile.path)) continue;
    const page = profilePage(profile);
    pages.push(page);
    byPath.set(page.path, page);
  }
  return { models: site.models, pages, byPath, articles: site.articles };
}
