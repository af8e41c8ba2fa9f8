/**
 * The search of a category or place page: the filters, sort and page that the URL's query string
 * carries (so a filtered search is a shareable link), the gallery view of `#?gallerie=true`, the
 * results of the last request and the partner adverts between them, and the visitor's rounded
 * position while "near me" is on (never in the URL). The search island renders
 * these stores and calls the actions below; the category's own filter is not part of this state
 * (the API applies it from the category id).
 */
import { atom } from 'nanostores';
import type { Locale, RegionCode } from '../../regions/constants.ts';
import { getPartnerAdverts, searchEscorts } from '../lib/api/client/search.ts';
import { MAX_PAGE, PER_PAGE } from '../lib/api/paging.ts';
import { decodeFilters, encodeFilters, intIn } from '../lib/api/search-codec.ts';
import { DEFAULT_SORT, SORTS, type Filters, type Sort } from '../lib/api/search-filters.ts';
import type { PartnerAdvert, SearchQuery, SearchResponse } from '../lib/api/search.ts';
import { newRequestId, setSearchRequestId } from './tracking.ts';

export { MAX_PAGE, PER_PAGE, SORTS, type Filters, type Sort };

/** What the query string of a search page holds. */
export interface SearchState {
  filters: Filters;
  sort: Sort;
  page: number;
}

/** The page being searched: region, category and place (fixed for the page). */
export interface SearchScope {
  region: RegionCode;
  category: number;
  place?: string;
  /** Only escorts working on their own (the UK independent pages). */
  independent?: 1;
}

export const DEFAULT_STATE: SearchState = { filters: {}, sort: DEFAULT_SORT, page: 1 };

/** The visitor's position for "near me" (rounded in the browser before it gets here). */
export interface NearPoint {
  lat: number;
  lon: number;
}

/** How far around the visitor's position "near me" searches, in km. */
export const NEAR_RADIUS_KM = 50;

/** The hash that switches the gallery on (SPEC §2 "/escort/#?gallerie=true"). */
export const GALLERY_HASH = '#?gallerie=true';

/** Whether a URL hash asks for the gallery view. */
export function isGalleryHash(hash: string): boolean {
  return /[?&]gallerie=true\b/.test(hash);
}

/** Read the search state from a query string; each malformed or unknown parameter is dropped on its own. */
export function parseSearch(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  return {
    filters: decodeFilters(params),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : DEFAULT_SORT,
    page: intIn(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** The query string of a state (defaults left out, so the plain page URL means the first page). */
export function searchQueryString(state: SearchState): string {
  const params = encodeFilters(state.filters, new URLSearchParams());
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The URL of a state on the page at `pathname`, with the gallery hash when it is on. */
export function searchHref(pathname: string, state: SearchState, gallery: boolean): string {
  return `${pathname}${searchQueryString(state)}${gallery ? GALLERY_HASH : ''}`;
}

/** How many filters are set (for the "Filters (3)" button). */
export function activeFilterCount(filters: Filters): number {
  return Object.values(filters).reduce<number>((n, v) => n + (Array.isArray(v) ? (v.length ? 1 : 0) : v === undefined ? 0 : 1), 0);
}

/** The last page of `total` results (at least 1, at most the last page the API serves). */
export function lastPage(total: number, perPage: number = PER_PAGE): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / perPage)));
}

/** Whether two states ask for the same results. */
export function sameSearch(a: SearchState, b: SearchState): boolean {
  return searchQueryString(a) === searchQueryString(b);
}

/** The query parameters of "near me" on a page: the point and the radius, none on a page with a place. */
export function nearQuery(scope: SearchScope, near: NearPoint | null): { lat: number; lon: number; radius_km: number } | undefined {
  return near && !scope.place ? { lat: near.lat, lon: near.lon, radius_km: NEAR_RADIUS_KM } : undefined;
}

/**
 * The API query of a state on a page; `near` (pages without a place only) searches around the
 * visitor's position. Without a point to measure from, the distance sort falls back to the default.
 */
export function searchQuery(scope: SearchScope, state: SearchState, near: NearPoint | null = null): SearchQuery {
  const point = nearQuery(scope, near);
  return {
    region: scope.region,
    category: scope.category,
    place: scope.place,
    ...(scope.independent ? { independent: scope.independent } : {}),
    ...point,
    ...state.filters,
    sort: state.sort === 'distance' && !point && !scope.place ? DEFAULT_SORT : state.sort,
    page: state.page,
    per_page: PER_PAGE,
  };
}

/** Merge a filter change into a state: any change of filters or sort starts again at page 1. */
export function withFilters(state: SearchState, patch: Partial<Filters>): SearchState {
  const filters: Filters = { ...state.filters, ...patch };
  for (const key of Object.keys(filters) as (keyof Filters)[]) {
    const v = filters[key];
    if (v === undefined || (Array.isArray(v) && v.length === 0)) delete filters[key];
  }
  return { ...state, filters, page: 1 };
}

/** The results of the current state. */
export type SearchResult =
  | { status: 'idle' }
  | { status: 'loading'; previous?: SearchResponse }
  | { status: 'ready'; data: SearchResponse }
  | { status: 'error'; message: string; previous?: SearchResponse };

/** The visitor's current search (filters, sort, page). */
export const $searchState = atom<SearchState>(DEFAULT_STATE);
/** The answer to it. */
export const $searchResult = atom<SearchResult>({ status: 'idle' });
/** Whether the results show as the gallery. */
export const $gallery = atom(false);
/** Partner adverts placed between the results (empty until loaded, or when none could be). */
export const $adverts = atom<PartnerAdvert[]>([]);
/** The visitor's position while "near me" is on (never on a page with a place). */
export const $near = atom<NearPoint | null>(null);

let controller: AbortController | undefined;

/**
 * Load the results of `state` (the latest call wins; an older answer arriving late is dropped).
 * Each search gets a request id of its own, made here (the API's answer carries none, so caches
 * can share it): on success it goes to the tracking store (SPEC §4) and, with the search, to the tracker.
 */
export async function loadResults(scope: SearchScope, state: SearchState, locale: Locale): Promise<void> {
  controller?.abort();
  const mine = new AbortController();
  controller = mine;
  $searchState.set(state);
  const current = $searchResult.get();
  const previous = current.status === 'ready' ? current.data : current.status !== 'idle' ? current.previous : undefined;
  $searchResult.set({ status: 'loading', previous });
  const searchRequestId = newRequestId();
  const res = await searchEscorts(searchQuery(scope, state, $near.get()), { signal: mine.signal, locale });
  if (controller !== mine) return;
  controller = undefined;
  if (res.data) {
    $searchResult.set({ status: 'ready', data: res.data });
    setSearchRequestId(searchRequestId);
    // The search event (SPEC §7 "Tracking"), for the tracker to send once it has loaded.
    (globalThis.lmTrack ??= []).push({
      c: 'search',
      a: 'results',
      v: res.data.total,
      atr: { category: scope.category, place: scope.place, searchRequestId },
    });
  } else {
    $searchResult.set({ status: 'error', message: res.message, previous });
  }
}

/** Dating adverts of the place and live-cam adverts, alternating; empty when none could be loaded. */
export async function fetchAdverts(region: RegionCode, place: string | undefined): Promise<PartnerAdvert[]> {
  const [dating, cams] = await Promise.all([
    getPartnerAdverts('solad', region, { place, limit: 4 }),
    getPartnerAdverts('strip-chat', region, { limit: 4 }),
  ]);
  const a = dating.data?.results ?? [];
  const b = cams.data?.results ?? [];
  const out: PartnerAdvert[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) out.push(...[a[i], b[i]].filter((x): x is PartnerAdvert => x !== undefined));
  return out;
}

/** The browser location and history the search reads and writes (tests pass their own). */
export interface SearchLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  push(url: string): void;
  replace(url: string): void;
  /** Listen to back/forward and hash changes; returns the way to stop. */
  listen(onPop: () => void, onHash: () => void): () => void;
}

/** The window's location and history. */
export function windowLocation(): SearchLocation {
  return {
    get pathname() {
      return location.pathname;
    },
    get search() {
      return location.search;
    },
    get hash() {
      return location.hash;
    },
    push: (url) => history.pushState(null, '', url),
    replace: (url) => history.replaceState(null, '', url),
    listen: (onPop, onHash) => {
      addEventListener('popstate', onPop);
      addEventListener('hashchange', onHash);
      return () => {
        removeEventListener('popstate', onPop);
        removeEventListener('hashchange', onHash);
      };
    },
  };
}

/** What the search of one page needs to know. */
export interface SearchPage {
  scope: SearchScope;
  locale: Locale;
  /** The region hides adverts on the first page of results. */
  hideFirstPageAdverts: boolean;
  /** The visitor's "near me" position kept from earlier (ignored on a page with a place). */
  near?: NearPoint | null;
  location?: SearchLocation;
}

let page: (SearchPage & { location: SearchLocation }) | undefined;
let advertsRequested = false;
/** The scope the adverts belong to (a new locale keeps them; another page does not). */
let advertsScope = '';

function showAdverts(state: SearchState): boolean {
  return !!page && !(page.hideFirstPageAdverts && state.page === 1);
}

/** Load the adverts once, as soon as the current page may show them. */
function maybeLoadAdverts(state: SearchState): void {
  if (!page || advertsRequested || !showAdverts(state)) return;
  advertsRequested = true;
  const { region, place } = page.scope;
  void fetchAdverts(region, place).then((ads) => {
    if (ads.length) $adverts.set(ads);
    else advertsRequested = false;
  });
}

function search(state: SearchState): Promise<void> {
  if (!page) return Promise.resolve();
  maybeLoadAdverts(state);
  return loadResults(page.scope, state, page.locale);
}

/**
 * Take over the search of a page: read the URL (filters, page, gallery), load its results and
 * adverts, and follow back/forward. Returns the way to let go (the island's unmount).
 */
export function connectSearch(next: SearchPage): () => void {
  const location = next.location ?? windowLocation();
  page = { ...next, location };
  $near.set(next.scope.place ? null : (next.near ?? null));
  const scopeKey = JSON.stringify(next.scope);
  if (scopeKey !== advertsScope) {
    advertsScope = scopeKey;
    advertsRequested = false;
    $adverts.set([]);
  }
  const fromUrl = () => {
    $gallery.set(isGalleryHash(location.hash));
    void search(parseSearch(new URLSearchParams(location.search)));
  };
  fromUrl();
  const stop = location.listen(fromUrl, () => $gallery.set(isGalleryHash(location.hash)));
  return () => {
    stop();
    page = undefined;
  };
}

/** Go to a new state: a history entry of its own, then its results. */
export function navigateSearch(state: SearchState): Promise<void> {
  page?.location.push(searchHref(page.location.pathname, state, $gallery.get()));
  return search(state);
}

/** Change filters (back to page 1). */
export function changeFilters(patch: Partial<Filters>): Promise<void> {
  return navigateSearch(withFilters($searchState.get(), patch));
}

/** Clear every filter (back to page 1). */
export function resetFilters(): Promise<void> {
  return navigateSearch({ ...$searchState.get(), filters: {}, page: 1 });
}

/** Change the sort order (back to page 1). */
export function changeSort(sort: Sort): Promise<void> {
  return navigateSearch({ ...$searchState.get(), sort, page: 1 });
}

/** Go to a page of results. */
export function goToPage(n: number): Promise<void> {
  return navigateSearch({ ...$searchState.get(), page: n });
}

/**
 * Search around the visitor's position, nearest first (back to page 1); null turns "near me" off
 * again and leaves the distance sort. Pages with a place search around the place already.
 */
export function setNear(point: NearPoint | null): Promise<void> {
  if (!page || page.scope.place) return Promise.resolve();
  $near.set(point);
  const state = $searchState.get();
  const sort: Sort = point ? 'distance' : state.sort === 'distance' ? DEFAULT_SORT : state.sort;
  return navigateSearch({ ...state, sort, page: 1 });
}

/** Ask again for the current state (after an error). */
export function retrySearch(): Promise<void> {
  return search($searchState.get());
}

/** Switch the gallery view on or off (the same history entry: the hash changes, not the search). */
export function setGallery(on: boolean): void {
  $gallery.set(on);
  page?.location.replace(searchHref(page.location.pathname, $searchState.get(), on));
}

/** The URL of a page of the current search (the pagination's links). */
export function pageHref(n: number): string {
  return searchHref(page?.location.pathname ?? '', { ...$searchState.get(), page: n }, $gallery.get());
}
