/**
 * SEO lookups (SPEC §7 "SEO"): what a catch-all path shows, the location data of a place page,
 * and the redirect lookup every navigation makes.
 */
import type { z } from 'zod';
import { t } from '../../../i18n/index.ts';
import type { Locale, Region } from '../../../regions/schema.ts';
import { DEFAULT_PAGE_KEY, type LocationData, type locationDataQuerySchema, type PageState } from '../../lib/api/seo.ts';
import { getArticles, type Article } from '../../lib/content/catalog.ts';
import { cmsPages } from '../../lib/routing/cms.ts';
import { regionPath } from '../../lib/routing/paths.ts';
import { contractProfileType } from '../db/queries/cards.ts';
import { countListings, findCategory, listingsAt, resolveSearch } from '../db/queries/search.ts';
import { publishedProfileType, redirectFor } from '../db/queries/seo.ts';
import { normalisePath, splitRegionPath } from '../http/paths.ts';
import { isoDay } from '../time.ts';
import type { ReadDeps } from './deps.ts';
import { invalid, ok, type Outcome } from './outcome.ts';
import { placeSummary } from './places.ts';

const contentPaths = new Map<Region, { articles: readonly Article[]; paths: Set<string> }>();

/** The paths of a region's content pages (index, tag and article pages) for the current catalog. */
function contentPathsOf(region: Region): Set<string> {
  const articles = getArticles();
  let entry = contentPaths.get(region);
  if (!entry || entry.articles !== articles) {
    entry = { articles, paths: new Set(cmsPages(region, articles).map((p) => p.path)) };
    contentPaths.set(region, entry);
  }
  return entry.paths;
}

/**
 * CMS page keys of a region: the home page, its popular-search pages and the pages of its content
 * sections (the section indexes, tag pages and articles of the content folder; src/lib/routing/cms.ts).
 */
function cmsKey(region: Region, rest: string): string | null {
  if (rest === '/') return 'home';
  if (contentPathsOf(region).has(regionPath(region, rest))) return rest.slice(1, -1);
  for (const p of region.popularSearches) if (rest === p.path) return rest.slice(1, -1);
  return null;
}

/** What a site path shows: a search (category, place), a profile, a CMS page or nothing. */
export async function resolvePageType(deps: ReadDeps, path: string): Promise<PageState> {
  const { regions, places } = deps;
  const { region: code, rest } = splitRegionPath(regions, normalisePath(path));
  const region = regions[code];
  const state = (s: Partial<PageState> & Pick<PageState, 'pageType' | 'pageKey'>): PageState => ({
    profileType: null,
    region: code,
    categoryId: null,
    placeSlug: null,
    profileId: null,
    ...s,
  });

  const exact = region.categories.find((cat) => cat.url === rest);
  if (exact) return state({ pageType: 'search', pageKey: DEFAULT_PAGE_KEY, categoryId: exact.id });

  // Category × place: the longest category url the path starts with, then one place segment.
  const withPlace = region.categories
    .filter((cat) => rest.startsWith(cat.url))
    .sort((a, b) => b.url.length - a.url.length)
    .map((cat) => ({ cat, slug: rest.slice(cat.url.length, -1) }))
    .find(({ slug }) => /^[a-z0-9-]+$/.test(slug) && places.bySlug(code, slug));
  if (withPlace) return state({ pageType: 'search', pageKey: withPlace.slug, categoryId: withPlace.cat.id, placeSlug: withPlace.slug });

  if (region.independent && rest.startsWith(region.independent.path)) {
    const slug = rest.slice(region.independent.path.length, -1);
    const def = findCategory(region, undefined);
    if (slug === '' || places.bySlug(code, slug))
      return state({ pageType: 'search', pageKey: slug || DEFAULT_PAGE_KEY, categoryId: def?.id ?? null, placeSlug: slug || null });
  }

  const profile = /^\/users\/(\d{1,15})\/$/.exec(rest);
  if (profile) {
    const id = Number(profile[1]);
    const type = await publishedProfileType(deps.db, id);
    if (type) return state({ pageType: 'profile', pageKey: 'profile', profileType: contractProfileType(type), profileId: id });
    return state({ pageType: 'notFound', pageKey: 'not-found' });
  }

  const key = cmsKey(region, rest);
  if (key) return state({ pageType: 'cms', pageKey: key });
  return state({ pageType: 'notFound', pageKey: 'not-found' });
}

/** A place page's data: the place, its state, nearby places with listings, the count and SEO texts. */
export async function locationData(
  deps: ReadDeps,
  q: z.output<typeof locationDataQuerySchema>,
  locale: Locale,
): Promise<Outcome<LocationData>> {
  const { db, places, regions } = deps;
  const region = regions[q.region];
  const category = findCategory(region, q.category);
  if (!category) return invalid({ category: [`no category ${String(q.category)} in region ${q.region}`] });
  const place = places.bySlug(q.region, q.place);
  if (!place) return invalid({ place: [`no place "${q.place}" in region ${q.region}`] });
  const state = place.kind === 'state' ? null : (places.byId(place.stateId) ?? null);

  const candidates = places.nearest(q.region, place.lat, place.lon, 40, (p) => p.kind === 'place' && p.id !== place.id);
  const nearby = [];
  for (const cand of candidates) {
    if (nearby.length >= 8) break;
    if ((await listingsAt(db, cand.place)) > 0) nearby.push(await placeSummary(db, places, cand.place, cand.km));
  }
  const total = await countListings(
    db,
    resolveSearch(region, places, { region: q.region, category: category.id, place: place.slug }, isoDay(deps.clock.now())),
  );
  const vars = {
    category: t(locale, category.label),
    place: place.name,
    state: state?.name ?? t(locale, region.country),
    country: t(locale, region.country),
    inCountry: t(locale, `country.in.${region.code}`),
    site: t(locale, 'site.name'),
  };
  return ok({
    place: await placeSummary(db, places, place),
    state: state ? await placeSummary(db, places, state) : null,
    nearby,
    category: { id: category.id, url: category.url, label: vars.category },
    total,
    seo: { title: t(locale, 'seo.place.title', vars), metaDescription: t(locale, 'seo.place.description', vars) },
    path: `${region.prefix}${category.url}${place.slug}/`,
  });
}

/** The redirect stored for a site path, with region prefixes applied; null when there is none. */
export async function redirectLookup(deps: Pick<ReadDeps, 'db' | 'regions'>, path: string) {
  const { regions } = deps;
  const { region: code, rest } = splitRegionPath(regions, normalisePath(path));
  const row = await redirectFor(deps.db, code, rest);
  if (!row) return null;
  const absolute = /^https?:\/\//i.test(row.to_path);
  return {
    from: `${regions[code].prefix}${rest}`,
    to: absolute ? row.to_path : `${regions[code].prefix}${row.to_path}`,
    status: row.status_code,
    absolute,
  };
}
