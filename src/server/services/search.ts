/**
 * The listing search (SPEC §7 "Search"): one search or many in a request, the count, the home
 * page's featured listings and partner adverts.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type featuredQuerySchema,
  type FeaturedResponse,
  type PartnerAdvert,
  type partnerParamSchema,
  type partnerQuerySchema,
  type searchCountQuerySchema,
  type SearchParams,
  type SearchResponse,
} from '../../lib/api/search.ts';
import type { Locale } from '../../../regions/schema.ts';
import { partnerAdverts } from '../db/queries/adverts.ts';
import { loadCards } from '../db/queries/cards.ts';
import {
  countListings,
  pageOfListings,
  rankedListings,
  resolveSearch,
  SearchInputError,
  type ResolvedSearch,
} from '../db/queries/search.ts';
import { searchIndexVersion } from '../db/search-index.ts';
import { advertImageUrl } from '../media/urls.ts';
import { isoDay } from '../time.ts';
import type { ReadDeps } from './deps.ts';
import { invalid, ok, type Failure, type Outcome } from './outcome.ts';
import { searchCaches, type VersionedCache } from './search-cache.ts';

/**
 * Asked before a search or count is computed (not when the cache holds its answer): a failure
 * (the client's search budget spent) refuses it. Answers held cost next to nothing, so only
 * computing spends the budget.
 */
export type AdmitComputation = () => Promise<Failure | undefined>;

const admitAll: AdmitComputation = () => Promise.resolve(undefined);

/** The value `cache` holds for `key` at `version`; else, once `admit` lets it, the one `compute` makes. */
async function heldOrAdmitted<T>(
  cache: VersionedCache<T>,
  at: { key: string; version: number; nowMs: number },
  admit: AdmitComputation,
  compute: () => Promise<T>,
): Promise<Outcome<T>> {
  const held = cache.held(at.key, at.version, at.nowMs);
  if (held) return ok(await held);
  const refused = await admit();
  return refused ?? ok(await cache.get(at.key, at.version, at.nowMs, compute));
}

/** One listing search: the page of cards, or the field and message of a 422, or `admit`'s refusal. */
export async function runSearch(
  deps: ReadDeps,
  q: SearchParams,
  locale: Locale | undefined,
  admit: AdmitComputation = admitAll,
): Promise<Outcome<SearchResponse>> {
  const { db, places, regions } = deps;
  const region = regions[q.region];
  const now = deps.clock.now();
  const today = isoDay(now);
  let resolved: ResolvedSearch;
  try {
    resolved = resolveSearch(region, places, q, today, now);
  } catch (err) {
    if (err instanceof SearchInputError) return invalid({ [err.field]: [err.message] });
    throw err;
  }
  const caches = searchCaches(db);
  const version = await searchIndexVersion(db);
  const lang = locale ?? region.defaultLocale;
  const key = `${lang}|${today}|${JSON.stringify(q)}`;
  return (await heldOrAdmitted(caches.answers, { key, version, nowMs: now.getTime() }, admit, () =>
    searchPage(deps, q, resolved, { locale: lang, now, today, version }),
  )) as Outcome<SearchResponse>;
}

/** The key of a search's filters: the query without its sort and page. */
function filtersKey(q: Record<string, unknown>, today: string): string {
  const { sort: _sort, page: _page, per_page: _perPage, ...filters } = q;
  return `${today}|${JSON.stringify(filters)}`;
}

/** The page of cards a resolved search finds, with the total. */
async function searchPage(
  deps: ReadDeps,
  q: SearchParams,
  resolved: ResolvedSearch,
  at: { locale: Locale; now: Date; today: string; version: number },
): Promise<SearchResponse> {
  const { db, places, regions } = deps;
  const rows = await pageOfListings(db, resolved, q.sort, q.page, q.per_page);
  // A short page tells the total without counting (a short first page even when it is empty).
  const short = rows.length < q.per_page && (rows.length > 0 || q.page === 1);
  const total = short
    ? (q.page - 1) * q.per_page + rows.length
    : await searchCaches(db).counts.get(filtersKey(q, at.today), at.version, at.now.getTime(), () => countListings(db, resolved));
  // Distances from a state's centre mean nothing to a visitor: cards show them from a point or a town.
  const point = resolved.place?.kind === 'state' && q.lat === undefined ? undefined : resolved.point;
  const results = await loadCards(
    db,
    rows.map((r) => r.id),
    { regions, places, locale: at.locale, today: at.today, now: at.now, preferredServices: resolved.serviceIds, point },
    true,
  );
  return { results, total, page: q.page, perPage: q.per_page };
}

/** Many searches in one request (the site build pre-renders the first page of every search page). */
export async function runSearches(
  deps: ReadDeps,
  queries: readonly SearchParams[],
  locale: Locale | undefined,
): Promise<Outcome<SearchResponse>[]> {
  const results: Outcome<SearchResponse>[] = [];
  // One after another: the searches share the one database connection anyway.
  for (const q of queries) results.push(await runSearch(deps, q, locale));
  return results;
}

/** How many listings a search finds. */
export async function countSearch(
  deps: ReadDeps,
  q: z.output<typeof searchCountQuerySchema>,
  admit: AdmitComputation = admitAll,
): Promise<Outcome<number>> {
  try {
    const now = deps.clock.now();
    const today = isoDay(now);
    const resolved = resolveSearch(deps.regions[q.region], deps.places, q, today, now);
    const version = await searchIndexVersion(deps.db);
    return await heldOrAdmitted(searchCaches(deps.db).counts, { key: filtersKey(q, today), version, nowMs: now.getTime() }, admit, () =>
      countListings(deps.db, resolved),
    );
  } catch (err) {
    if (err instanceof SearchInputError) return invalid({ [err.field]: [err.message] });
    throw err;
  }
}

/**
 * The home page's listings (SPEC §3 "Featured profiles response"): Gold listings of the region
 * first, then the best ranked verified ones, one per place so the home page shows the whole region.
 */
export async function featuredProfiles(deps: ReadDeps, q: z.output<typeof featuredQuerySchema>, locale: Locale): Promise<FeaturedResponse> {
  const { db, places, regions } = deps;
  // Candidates in rank order (gold, then verified, then photos and recency); one per place first.
  const rows = await rankedListings(db, q.region, q.limit * 20);
  const seenPlaces = new Set<number | null>();
  const ids: number[] = [];
  for (const r of rows) {
    if (ids.length >= q.limit) break;
    if (seenPlaces.has(r.placeId)) continue;
    seenPlaces.add(r.placeId);
    ids.push(r.id);
  }
  for (const r of rows) {
    if (ids.length >= q.limit) break;
    if (!ids.includes(r.id)) ids.push(r.id);
  }
  const now = deps.clock.now();
  const results = await loadCards(db, ids, { regions, places, locale, today: isoDay(now), now });
  return { results, homepageResultsId: randomUUID() };
}

/** A partner's adverts for a region (those of the place first). */
export async function partnerAdvertsFor(
  deps: ReadDeps,
  p: z.output<typeof partnerParamSchema>,
  q: z.output<typeof partnerQuerySchema>,
): Promise<Outcome<PartnerAdvert[]>> {
  const place = q.place ? deps.places.bySlug(p.region, q.place) : undefined;
  if (q.place && !place) return invalid({ place: [`no place "${q.place}" in region ${p.region}`] });
  const rows = await partnerAdverts(deps.db, p.partner, p.region, place?.id, q.limit);
  return ok(
    rows.map((r) => ({
      id: r.id,
      partner: r.partner,
      title: r.title,
      subtitle: r.subtitle,
      image: { url: advertImageUrl(r.id), width: 600, height: 800 },
      url: r.target_url,
      isLive: r.is_live === 1,
    })),
  );
}
