/**
 * Listings in the static HTML. When the build can reach an API (`BUILD_API_ORIGIN`), it first asks
 * for the key and total of every search page's listings (`POST /build/page-keys`, 2,000 pages a
 * request): the totals decide which pages are indexable, the keys which pages must be rendered
 * again (src/lib/routing/page-keys.ts). Then it fetches the first page of results of those pages
 * only, before any page renders, in batches of 100 queries (`POST /search/escorts/batch`) with a
 * few requests in flight, so no page waits on the network while it renders; a page rendered for
 * another reason fetches its own (`listingFor`). With them come the keys of the published profiles'
 * pages (`GET /build/profile-keys`, 10,000 a page), in the search's order (PROFILE_PAGES_MAX caps
 * them when set); the profiles themselves (`GET /build/profiles?ids=`, 500 a request) only for the
 * pages the build renders; and the feature-option labels of each region's language. The
 * API serves the batch search and the profile list to its own machine only, or to a build sending
 * `BUILD_API_TOKEN`. The result lives on `globalThis`
 * because the integration that fetches and the bundled pages that read it are separate module
 * instances in one process.
 */
import type { Locale, RegionCode } from '../../../regions/constants.ts';
import { getFeatureOptions } from '../api/client/features.ts';
import { getBuildProfileKeys, getBuildProfiles } from '../api/client/profiles.ts';
import { countEscorts, getFeaturedProfiles, getPageKeys, searchEscortsBatch } from '../api/client/search.ts';
import type { FeatureOptionsResponse } from '../api/features.ts';
import type { ApiResult } from '../api/http.ts';
import { PER_PAGE } from '../api/paging.ts';
import { BUILD_PROFILE_KEYS_MAX, BUILD_PROFILES_MAX, type PublicProfile } from '../api/profiles.ts';
import { PAGE_KEYS_MAX, type FeaturedResponse, type SearchQuery, type SearchResponse } from '../api/search.ts';

/** A search page whose first page of results the build fetches. */
export interface ListingTarget {
  path: string;
  region: RegionCode;
  categoryId: number;
  place?: string;
  /** Only escorts working on their own (the UK independent pages). */
  independent?: true;
}

/** What the build knows about listings. */
export interface BuildListings {
  /** The API the listings came from. */
  origin: string;
  /** The first page of each search page fetched so far, by site path (pages the API refused are missing). */
  pages: Map<string, SearchResponse>;
  /** The key and total of every search page's listings (POST /build/page-keys), by site path. */
  keys?: ReadonlyMap<string, { total: number; key: string }>;
  /** The search pages whose listings the build may fetch, by site path. */
  targets?: ReadonlyMap<string, ListingTarget>;
  /** The home page's featured profiles, by region. */
  featured: ReadonlyMap<RegionCode, FeaturedResponse>;
  /** The profiles fetched so far (those whose pages the build renders), by id. */
  profiles?: ReadonlyMap<number, PublicProfile>;
  /** The profiles the build has pages for, by id, in the search's order (at most PROFILE_PAGES_MAX): their region and page key. */
  profileKeys?: ReadonlyMap<number, ProfileKey>;
  /** Published profiles the API listed (the ones past the cap are served by the profile shell). */
  profilesPublished?: number;
  /** The feature-option labels each region's profile pages show, in the region's language. */
  options?: ReadonlyMap<RegionCode, FeatureOptions>;
}

/** A profile page's key (GET /build/profile-keys). */
export interface ProfileKey {
  region: RegionCode;
  key: string;
}

/** Feature option lists by feature name (GET /features/options/). */
export type FeatureOptions = FeatureOptionsResponse['results'];

/** The cap on pre-rendered profile pages from the environment: unset, every published profile gets its page; 0: none at all. */
export function profilePagesMax(env: string | undefined = process.env.PROFILE_PAGES_MAX): number {
  if (env === undefined || env.trim() === '') return Number.POSITIVE_INFINITY;
  const n = Number(env);
  if (!Number.isInteger(n) || n < 0) throw new Error(`PROFILE_PAGES_MAX=${env}: give a whole number of profile pages (0 for none)`);
  return n;
}

/** Cards on the first page of a search page (the search island's page size). */
export const FIRST_PAGE_SIZE = PER_PAGE;
/** Featured profiles on the home page. */
export const FEATURED_COUNT = 8;
/** Queries per batch request, and batch requests in flight. */
const BATCH_SIZE = 100;
const CONCURRENCY = 3;

type Logger = { info(message: string): void; warn(message: string): void };

interface Slot {
  /** undefined: not fetched (no build, or before the fetch); null: the build has no API. */
  value?: BuildListings | null;
}
const slot = ((globalThis as Record<symbol, Slot | undefined>)[Symbol.for('lustmap.buildListings')] ??= {});

/** The settled listings of this build: undefined before fetching, null without an API. */
export function buildListings(): BuildListings | null | undefined {
  return slot.value;
}

/** The first page of results of a search page, when the build fetched one. */
export function buildListing(path: string): SearchResponse | undefined {
  return slot.value?.pages.get(path);
}

/** The featured profiles of a region's home page, when the build fetched them. */
export function buildFeatured(region: RegionCode): FeaturedResponse | undefined {
  return slot.value?.featured.get(region);
}

/** A profile the build renders a page for. */
export function buildProfile(id: number): PublicProfile | undefined {
  return slot.value?.profiles?.get(id);
}

/** The feature-option labels of a region's profile pages, when the build fetched them. */
export function buildFeatureOptions(region: RegionCode): FeatureOptions | undefined {
  return slot.value?.options?.get(region);
}

/** Listing totals by path (what decides whether a search page is indexable): from the page keys, else the fetched pages. */
export function listingTotals(listings: BuildListings | null | undefined): ReadonlyMap<string, number> | undefined {
  if (!listings) return undefined;
  if (listings.keys) return new Map([...listings.keys].map(([path, k]) => [path, k.total]));
  return new Map([...listings.pages].map(([path, res]) => [path, res.total]));
}

/**
 * The first page of results of a search page: the one fetched before rendering, else fetched now
 * (a page the keys did not mark, rendered again because its template changed). Undefined when the
 * build has no API or the page is no search page.
 */
export async function listingFor(path: string): Promise<SearchResponse | undefined> {
  const listings = slot.value;
  const ready = listings?.pages.get(path);
  if (ready || !listings) return ready;
  const target = listings.targets?.get(path);
  if (!target) return undefined;
  await fetchListingPages(listings, [target]);
  return listings.pages.get(path);
}

/** The API origin from the environment, without a trailing slash (undefined when unset). */
export function apiOrigin(env: string | undefined = process.env.BUILD_API_ORIGIN): string | undefined {
  const value = env?.trim().replace(/\/+$/, '');
  if (!value) return undefined;
  if (!/^https?:\/\/[^/]+$/.test(value)) throw new Error(`BUILD_API_ORIGIN=${env}: give an origin such as http://127.0.0.1:4321`);
  return value;
}

/** The search query of a target's first page. */
export function targetQuery(t: ListingTarget): SearchQuery {
  return {
    region: t.region,
    category: t.categoryId,
    ...(t.place ? { place: t.place } : {}),
    ...(t.independent ? { independent: 1 } : {}),
    per_page: FIRST_PAGE_SIZE,
  };
}

/** Headers of the build's API calls: BUILD_API_TOKEN as bearer token when set (an API on another machine asks for it). */
export function buildHeaders(token: string | undefined = process.env.BUILD_API_TOKEN): Record<string, string> {
  return { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** The data of an answer, or an error naming what failed. */
function dataOf<T>(res: ApiResult<T>, what: string): T {
  if (!res.errors) return res.data;
  throw new Error(`${what} answered ${res.status || res.message}`);
}

/** Call `fn` up to `attempts` times until it does not throw. */
async function retried<T>(attempts: number, fn: () => Promise<T>): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
    }
  }
  throw last instanceof Error ? last : new Error(String(last));
}

/** Whether the API answers at all (a short timeout: a build without an API must not hang). */
export async function reachable(origin: string): Promise<boolean> {
  const res = await countEscorts({ region: 'de' }, { origin, headers: buildHeaders(), signal: AbortSignal.timeout(3000) });
  return res.status >= 200 && res.status < 300;
}

/** Run `fn` over `items` with at most `limit` calls in flight. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Fetch the first page of every target and the featured profiles of `regions` from `origin`. */
export async function fetchListings(
  origin: string,
  targets: readonly ListingTarget[],
  regions: readonly RegionCode[],
): Promise<BuildListings & { refused: number }> {
  const listings: BuildListings = { origin, pages: new Map(), featured: await fetchFeatured(origin, regions) };
  const refused = await fetchListingPages(listings, targets);
  return { ...listings, refused };
}

/** The key and total of every target's listings, by path (targets the API refused are missing). */
export async function fetchPageKeys(
  origin: string,
  targets: readonly ListingTarget[],
): Promise<Map<string, { total: number; key: string }>> {
  const chunks: ListingTarget[][] = [];
  for (let i = 0; i < targets.length; i += PAGE_KEYS_MAX) chunks.push(targets.slice(i, i + PAGE_KEYS_MAX));
  const keys = new Map<string, { total: number; key: string }>();
  await mapLimit(chunks, CONCURRENCY, async (chunk) => {
    const res = await retried(2, async () =>
      dataOf(
        await getPageKeys({ queries: chunk.map(targetQuery) }, { origin, headers: buildHeaders(), signal: AbortSignal.timeout(60_000) }),
        `${origin} page keys`,
      ),
    );
    res.results.forEach((item, i) => {
      if (item) keys.set(chunk[i]!.path, item);
    });
  });
  return keys;
}

/** The home page's featured profiles of each of `regions`. */
export async function fetchFeatured(origin: string, regions: readonly RegionCode[]): Promise<Map<RegionCode, FeaturedResponse>> {
  const featured = new Map<RegionCode, FeaturedResponse>();
  await mapLimit(regions, CONCURRENCY, async (region) => {
    const res = await getFeaturedProfiles(
      { region, limit: FEATURED_COUNT },
      { origin, headers: buildHeaders(), signal: AbortSignal.timeout(60_000) },
    );
    featured.set(region, dataOf(res, `${origin} featured profiles`));
  });
  return featured;
}

/** Fetch the first page of results of `targets` into `listings.pages`; returns how many the API refused. */
export async function fetchListingPages(listings: BuildListings, targets: readonly ListingTarget[]): Promise<number> {
  const { origin, pages } = listings;
  const batches: ListingTarget[][] = [];
  for (let i = 0; i < targets.length; i += BATCH_SIZE) batches.push(targets.slice(i, i + BATCH_SIZE));
  let refused = 0;
  await mapLimit(batches, CONCURRENCY, async (batch) => {
    const res = await retried(2, async () =>
      dataOf(
        await searchEscortsBatch(
          { queries: batch.map(targetQuery) },
          { origin, headers: buildHeaders(), signal: AbortSignal.timeout(60_000) },
        ),
        `${origin} search batch`,
      ),
    );
    res.results.forEach((item, i) => {
      if (item.status === 200) pages.set(batch[i]!.path, item.body);
      else refused++;
    });
  });
  return refused;
}

/**
 * The keys of every published profile's page (10,000 a page after another: the cursor is the last
 * id of the page), the `max` first in the search's order, and the option labels of each region in
 * its language.
 */
export async function fetchProfiles(
  origin: string,
  locales: Readonly<Partial<Record<RegionCode, Locale>>>,
  max: number,
): Promise<{ keys: Map<number, ProfileKey>; published: number; options: Map<RegionCode, FeatureOptions> }> {
  const all: { id: number; region: RegionCode; key: string; rank: number }[] = [];
  const options = new Map<RegionCode, FeatureOptions>();
  const opts = { origin, headers: buildHeaders(), signal: AbortSignal.timeout(120_000) };
  const labels = mapLimit(Object.entries(locales) as [RegionCode, Locale][], CONCURRENCY, async ([region, locale]) => {
    const res = await getFeatureOptions({ region }, { ...opts, locale });
    options.set(region, dataOf(res, `${origin} feature options`).results);
  });
  if (max > 0) {
    let after: number | null = 0;
    while (after !== null) {
      const cursor: number = after;
      const page = await retried(2, async () =>
        dataOf(await getBuildProfileKeys({ after: cursor, limit: BUILD_PROFILE_KEYS_MAX }, opts), `${origin} build profile keys`),
      );
      all.push(...page.results);
      after = page.next;
    }
  }
  await labels;
  // A one-region build renders the pages of its regions only, and the cap counts those.
  const built = all.filter((p) => p.region in locales).sort((a, b) => b.rank - a.rank || b.id - a.id);
  return {
    keys: new Map(built.slice(0, max).map((p) => [p.id, { region: p.region, key: p.key }])),
    published: built.length,
    options,
  };
}

/** Fetch the profiles `ids` (500 a request); the published ones are in the map returned. */
export async function fetchProfilePayloads(origin: string, ids: readonly number[]): Promise<Map<number, PublicProfile>> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += BUILD_PROFILES_MAX) chunks.push(ids.slice(i, i + BUILD_PROFILES_MAX));
  const out = new Map<number, PublicProfile>();
  const opts = { origin, headers: buildHeaders(), signal: AbortSignal.timeout(120_000) };
  await mapLimit(chunks, CONCURRENCY, async (chunk) => {
    const page = await retried(2, async () => dataOf(await getBuildProfiles({ ids: chunk.join(',') }, opts), `${origin} build profiles`));
    for (const profile of page.results) out.set(profile.id, profile);
  });
  return out;
}

/**
 * Fetch the profiles of the profile pages `wanted` says the build renders (the others keep their
 * pages). A new listings object: the site model is computed again with them. Returns how many.
 */
export async function prefetchProfiles(wanted: (id: number) => boolean, log: Logger): Promise<number> {
  const listings = slot.value;
  if (!listings?.profileKeys) return 0;
  const started = performance.now();
  const ids = [...listings.profileKeys.keys()].filter((id) => wanted(id) && !listings.profiles?.has(id));
  if (ids.length === 0) return 0;
  const fetched = await fetchProfilePayloads(listings.origin, ids);
  slot.value = { ...listings, profiles: new Map([...(listings.profiles ?? []), ...fetched]) };
  log.info(`fetched ${fetched.size} profiles to render in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return fetched.size;
}

/** The profile a profile page renders: fetched before rendering, else now (a page rendered for another reason). */
export async function profileFor(id: number): Promise<PublicProfile | undefined> {
  const listings = slot.value;
  const ready = listings?.profiles?.get(id);
  if (ready || !listings) return ready;
  const fetched = await fetchProfilePayloads(listings.origin, [id]);
  const profile = fetched.get(id);
  // Kept in the same map object: the site model computed with it stays valid.
  if (profile) (listings.profiles as Map<number, PublicProfile> | undefined)?.set(id, profile);
  return profile;
}

/**
 * Fill the build's listings once: from BUILD_API_ORIGIN when it is set and answers, else record
 * that this build has none (pages then show the island's skeleton and stay indexable). What it
 * fetches: the key and total of every search page, the featured profiles, and the profiles with
 * their option labels; the first pages of results follow with `prefetchListings`, for the pages
 * the build renders.
 */
export async function loadBuildListings(
  targets: () => readonly ListingTarget[],
  regions: readonly RegionCode[],
  log: Logger,
  /** The language of each built region's pages (the profile pages' option labels); none: no profile pages. */
  locales: Readonly<Partial<Record<RegionCode, Locale>>> = {},
): Promise<BuildListings | null> {
  if (slot.value !== undefined) return slot.value;
  const origin = apiOrigin();
  if (!origin) {
    log.info('BUILD_API_ORIGIN is not set: search pages render without listings');
    return (slot.value = null);
  }
  if (!(await reachable(origin))) {
    log.warn(`BUILD_API_ORIGIN=${origin} does not answer: search pages render without listings`);
    return (slot.value = null);
  }
  const started = performance.now();
  const list = targets();
  const [keys, featured, profiles] = await Promise.all([
    fetchPageKeys(origin, list),
    fetchFeatured(origin, regions),
    Object.keys(locales).length ? fetchProfiles(origin, locales, profilePagesMax()) : undefined,
  ]);
  const listings: BuildListings = {
    origin,
    pages: new Map(),
    featured,
    keys,
    targets: new Map(list.map((t) => [t.path, t])),
    ...(profiles
      ? { profiles: new Map(), profileKeys: profiles.keys, profilesPublished: profiles.published, options: profiles.options }
      : {}),
  };
  const withListings = [...keys.values()].filter((k) => k.total > 0).length;
  log.info(
    `fetched the keys of ${keys.size} search pages from ${origin} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${withListings} with listings, ${keys.size - withListings} empty (noindex)` +
      (list.length > keys.size ? `, ${list.length - keys.size} refused by the API (rendered without listings)` : ''),
  );
  if (profiles)
    log.info(
      `fetched the keys of ${profiles.published} published profiles: ${profiles.keys.size} get a page of their own` +
        (profiles.published > profiles.keys.size ? ` (PROFILE_PAGES_MAX; the rest are served by the profile shell)` : ''),
    );
  return (slot.value = listings);
}

/** Fetch the first page of results of the search pages `wanted` says the build renders; returns how many. */
export async function prefetchListings(wanted: (path: string) => boolean, log: Logger): Promise<number> {
  const listings = slot.value;
  if (!listings?.targets) return 0;
  const started = performance.now();
  const list = [...listings.targets.values()].filter((t) => wanted(t.path) && !listings.pages.has(t.path));
  const refused = await fetchListingPages(listings, list);
  log.info(
    `fetched the first page of ${list.length} search pages to render in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (refused ? ` (${refused} refused by the API: rendered without listings)` : ''),
  );
  return list.length;
}

/**
 * Profiles the fetched listings show that have no page in this build (published after the build
 * read the profiles, before it read the listings): fetch them and give them pages too, so no page
 * of the build links a profile whose own page it lacks. Returns how many were added.
 */
export async function addListedProfiles(log: Logger): Promise<number> {
  const listings = slot.value;
  const keys = listings?.profileKeys;
  if (!listings || !keys || (listings.profilesPublished ?? 0) > keys.size) return 0;
  const missing = new Set<number>();
  for (const page of listings.pages.values()) for (const card of page.results) if (!keys.has(card.id)) missing.add(card.id);
  for (const featured of listings.featured.values()) for (const card of featured.results) if (!keys.has(card.id)) missing.add(card.id);
  if (missing.size === 0) return 0;
  const fetched = [...(await fetchProfilePayloads(listings.origin, [...missing])).values()].filter((p) => listings.options?.has(p.region));
  if (fetched.length > 0) {
    // A new listings object: the site model (and with it the pages and their keys) is computed again.
    // Their keys are new to this build, so their pages render.
    slot.value = {
      ...listings,
      profileKeys: new Map([
        ...keys,
        ...fetched.map((p): [number, ProfileKey] => [p.id, { region: p.region, key: `fetched:${p.id}:${Date.now()}` }]),
      ]),
      profiles: new Map([...(listings.profiles ?? []), ...fetched.map((p): [number, PublicProfile] => [p.id, p])]),
      profilesPublished: (listings.profilesPublished ?? 0) + fetched.length,
    };
    log.info(`${fetched.length} profiles published while the build read the listings get their pages too`);
  }
  return fetched.length;
}

/** Forget the build's listings (tests, and builds run twice in one process). */
export function resetBuildListings(value?: BuildListings | null): void {
  slot.value = value;
}
