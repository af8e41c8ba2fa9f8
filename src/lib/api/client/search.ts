/**
 * Search calls (SPEC §7 "Search") without the schema library, so browser islands stay small: the
 * types come from the contract in ../search.ts and are erased at build time.
 */
import type { RegionCode } from '../../../../regions/constants.ts';
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type {
  FeaturedQuery,
  FeaturedResponse,
  PageKeysBody,
  PageKeysResponse,
  Partner,
  PartnerQuery,
  PartnerResponse,
  SearchBatchBody,
  SearchBatchResponse,
  SearchCountQuery,
  SearchCountResponse,
  SearchQuery,
  SearchResponse,
} from '../search.ts';

/** Search listings. */
export function searchEscorts(query: SearchQuery, opts?: RequestOptions): Promise<ApiResult<SearchResponse>> {
  return request('GET', '/search/escorts/', { query, ...opts });
}

/** Several listing searches in one request (answers in the order of the queries). */
export function searchEscortsBatch(body: SearchBatchBody, opts?: RequestOptions): Promise<ApiResult<SearchBatchResponse>> {
  return request('POST', '/search/escorts/batch', { body, ...opts });
}

/** The keys of search pages' listings (the site build: which pages to render again). */
export function getPageKeys(body: PageKeysBody, opts?: RequestOptions): Promise<ApiResult<PageKeysResponse>> {
  return request('POST', '/build/page-keys', { body, ...opts });
}

/** Count listings for the same filters (for "show N results" buttons). */
export function countEscorts(query: SearchCountQuery, opts?: RequestOptions): Promise<ApiResult<SearchCountResponse>> {
  return request('GET', '/search/escorts/count', { query, ...opts });
}

/** Partner adverts for a region (and place). */
export function getPartnerAdverts(
  partner: Partner,
  region: RegionCode,
  query: PartnerQuery = {},
  opts?: RequestOptions,
): Promise<ApiResult<PartnerResponse>> {
  return request('GET', `/search/partner/${partner}/${region}/`, { query, ...opts });
}

/** The home page's featured profiles. */
export function getFeaturedProfiles(query: FeaturedQuery, opts?: RequestOptions): Promise<ApiResult<FeaturedResponse>> {
  return request('GET', '/featured-profiles', { query, ...opts });
}
