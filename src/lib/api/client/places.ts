/**
 * Place and address lookups (SPEC §7 GET /search/location/ and /search/addresses/) for the profile
 * forms; apart from the listing search so each loads only with the islands that use it.
 */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { AddressesQuery, AddressesResponse, LocationQuery, LocationResponse } from '../search.ts';

/** Place autocomplete or nearest places. */
export function searchLocation(query: LocationQuery, opts?: RequestOptions): Promise<ApiResult<LocationResponse>> {
  return request('GET', '/search/location/', { query, ...opts });
}

/** Address suggestions. */
export function searchAddresses(query: AddressesQuery, opts?: RequestOptions): Promise<ApiResult<AddressesResponse>> {
  return request('GET', '/search/addresses/', { query, ...opts });
}
