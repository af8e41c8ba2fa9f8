/**
 * Listings in the static HTML. When the build can reach an API (`BUILD_API_ORIGIN`), it fetches the
 * first page of every search page before any page renders: in batches of 100 queries
 * (`POST /search/escorts/batch`) with a few requests in flight, so 30,000 pages cost a couple of
 * seconds and no page waits on the network while it renders. The API serves the batch search to
 * its own machine only, or to a build sending `BUILD_API_TOKEN`. The result lives on `globalThis`
 * because the integration that fetches and the bundled pages that read it are separate module
 * instances in one process.
 */
import type { RegionCode } from '../../../regions/constants.ts';
import { countEscorts, getFeaturedProfiles, searchEscortsBatch } from '../api/client/search.ts';
import type { ApiResult } from '../api/http.ts';
import { PER_PAGE } from '../api/paging.ts';
import type { FeaturedResponse, SearchQuery, SearchResponse } from '../api/search.ts';

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
  /** The first page of each search page, by site path (pages the API refused are missing). */
  pages: ReadonlyMap<string, SearchResponse>;
  /** The home page's featured profiles, by region. */
  featured: ReadonlyMap<RegionCode, FeaturedResponse>;
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

/** Listing totals by path (what decides whether a search page is indexable). */
export function listingTotals(listings: BuildListings | null | undefined): ReadonlyMap<string, number> | undefined {
  if (!listings) return undefined;
  return new Map([...listings.pages].map(([path, res]) => [path, res.total]));
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
  const batches: ListingTarget[][] = [];
  for (let i = 0; i < targets.length; i += BATCH_SIZE) batches.push(targets.slice(i, i + BATCH_SIZE));
  const pages = new Map<string, SearchResponse>();
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
  const featured = new Map<RegionCode, FeaturedResponse>();
  await mapLimit(regions, CONCURRENCY, async (region) => {
    const res = await getFeaturedProfiles(
      { region, limit: FEATURED_COUNT },
      { origin, headers: buildHeaders(), signal: AbortSignal.timeout(60_000) },
    );
    featured.set(region, dataOf(res, `${origin} featured profiles`));
  });
  return { origin, pages, featured, refused };
}

/**
 * Fill the build's listings once: from BUILD_API_ORIGIN when it is set and answers, else record
 * that this build has none (pages then show the island's skeleton and stay indexable).
 */
export async function loadBuildListings(
  targets: () => readonly ListingTarget[],
  regions: readonly RegionCode[],
  log: Logger,
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
  const { refused, ...listings } = await fetchListings(origin, list, regions);
  const withListings = [...listings.pages.values()].filter((r) => r.total > 0).length;
  log.info(
    `fetched the first page of ${listings.pages.size} search pages from ${origin} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${withListings} with listings, ${listings.pages.size - withListings} empty (noindex)` +
      (refused ? `, ${refused} refused by the API (rendered without listings)` : ''),
  );
  return (slot.value = listings);
}

/** Forget the build's listings (tests, and builds run twice in one process). */
export function resetBuildListings(value?: BuildListings | null): void {
  slot.value = value;
}
