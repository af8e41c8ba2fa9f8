/**
 * Search state of a category or place page: the filters, sort and page that the URL's query string
 * carries (so a filtered search is a shareable link), and the results of the last request. The
 * category's own filter is not part of this state: the API applies it from the category id.
 */
import { atom } from 'nanostores';
import type { Locale, RegionCode } from '../../regions/constants.ts';
import { searchEscorts } from '../lib/api/client/search.ts';
import type { SearchQuery, SearchResponse } from '../lib/api/search.ts';
import { setSearchRequestId } from './tracking.ts';

/** Sort orders a visitor can pick (`distance` only where the page has a place). */
export const SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

/** Multi-valued filters ("any of"), as the API names them. */
export const LIST_FILTERS = ['body_type', 'ethnicity', 'nationality', 'breast_size', 'hair_color'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The filters a visitor sets (SPEC §3 features and user fields). */
export interface Filters {
  gender?: string;
  age_min?: number;
  age_max?: number;
  body_type?: string[];
  ethnicity?: string[];
  nationality?: string[];
  breast_size?: string[];
  hair_color?: string[];
  /** Service ids, all required. */
  services?: number[];
  /** 1 hobby, 0 professional. */
  user_type?: 0 | 1;
  /** 0 model (incall), 1 escort (outcall). */
  meeting_location?: 0 | 1;
}

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
}

/** Results per page. */
export const PER_PAGE = 24;
/** The API pages up to 1000. */
export const MAX_PAGE = 1000;

export const DEFAULT_STATE: SearchState = { filters: {}, sort: 'recommended', page: 1 };

const intIn = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
};
const bit = (raw: string | null): 0 | 1 | undefined => (raw === '0' ? 0 : raw === '1' ? 1 : undefined);
const token = (v: string) => /^[a-z_]{1,40}$/.test(v);

/** Read the search state from a query string; unknown or malformed values are dropped. */
export function parseSearch(params: URLSearchParams): SearchState {
  const filters: Filters = {};
  const gender = params.get('gender');
  if (gender && token(gender)) filters.gender = gender;
  const ageMin = intIn(params.get('age_min'), 18, 100);
  const ageMax = intIn(params.get('age_max'), 18, 100);
  if (ageMin !== undefined) filters.age_min = ageMin;
  if (ageMax !== undefined && (ageMin === undefined || ageMax >= ageMin)) filters.age_max = ageMax;
  for (const key of LIST_FILTERS) {
    const values = [
      ...new Set(
        params
          .getAll(key)
          .flatMap((v) => v.split(','))
          .filter(token),
      ),
    ];
    if (values.length) filters[key] = values.sort();
  }
  const services = [
    ...new Set(
      params
        .getAll('services')
        .flatMap((v) => v.split(','))
        .map((v) => intIn(v, 1, 1000)),
    ),
  ]
    .filter((n): n is number => n !== undefined)
    .sort((a, b) => a - b);
  if (services.length) filters.services = services;
  const userType = bit(params.get('user_type'));
  if (userType !== undefined) filters.user_type = userType;
  const meeting = bit(params.get('meeting_location'));
  if (meeting !== undefined) filters.meeting_location = meeting;
  const sort = params.get('sort');
  return {
    filters,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'recommended',
    page: intIn(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** The query string of a state (defaults left out, so the plain page URL means the first page). */
export function searchQueryString(state: SearchState): string {
  const params = new URLSearchParams();
  const f = state.filters;
  if (f.gender) params.set('gender', f.gender);
  if (f.age_min !== undefined) params.set('age_min', String(f.age_min));
  if (f.age_max !== undefined) params.set('age_max', String(f.age_max));
  for (const key of LIST_FILTERS) for (const v of f[key] ?? []) params.append(key, v);
  for (const id of f.services ?? []) params.append('services', String(id));
  if (f.user_type !== undefined) params.set('user_type', String(f.user_type));
  if (f.meeting_location !== undefined) params.set('meeting_location', String(f.meeting_location));
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** How many filters are set (for the "Filters (3)" button). */
export function activeFilterCount(filters: Filters): number {
  return Object.values(filters).reduce<number>((n, v) => n + (Array.isArray(v) ? (v.length ? 1 : 0) : v === undefined ? 0 : 1), 0);
}

/** Whether two states ask for the same results. */
export function sameSearch(a: SearchState, b: SearchState): boolean {
  return searchQueryString(a) === searchQueryString(b);
}

/** The API query of a state on a page. */
export function searchQuery(scope: SearchScope, state: SearchState): SearchQuery {
  // Filter values come from the URL as words; the API checks them against its option lists (422 otherwise).
  const filters = state.filters as Omit<SearchQuery, 'region'>;
  return {
    region: scope.region,
    category: scope.category,
    place: scope.place,
    ...filters,
    sort: state.sort,
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

let controller: AbortController | undefined;

/**
 * Load the results of `state` (the latest call wins; an older answer arriving late is dropped).
 * A successful answer's request id goes to the tracking store (SPEC §4).
 */
export async function loadResults(scope: SearchScope, state: SearchState, locale: Locale): Promise<void> {
  controller?.abort();
  const mine = new AbortController();
  controller = mine;
  $searchState.set(state);
  const current = $searchResult.get();
  const previous = current.status === 'ready' ? current.data : current.status !== 'idle' ? current.previous : undefined;
  $searchResult.set({ status: 'loading', previous });
  const res = await searchEscorts(searchQuery(scope, state), { signal: mine.signal, locale });
  if (controller !== mine) return;
  controller = undefined;
  if (res.data) {
    $searchResult.set({ status: 'ready', data: res.data });
    setSearchRequestId(res.data.searchRequestId);
  } else {
    $searchResult.set({ status: 'error', message: res.message, previous });
  }
}
