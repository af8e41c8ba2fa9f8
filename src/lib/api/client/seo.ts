/** SEO calls (SPEC §7 "SEO") without the schema library; types from ../seo.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type {
  LocationDataQuery,
  LocationDataResponse,
  RedirectQuery,
  RedirectResponse,
  ResolvePageQuery,
  ResolvePageResponse,
} from '../seo.ts';

/** Resolve what a catch-all path shows. */
export function resolvePageType(query: ResolvePageQuery, opts?: RequestOptions): Promise<ApiResult<ResolvePageResponse>> {
  return request('GET', '/seo/resolve-page-type', { query, ...opts });
}

/** Load a place page's location data. */
export function getLocationData(query: LocationDataQuery, opts?: RequestOptions): Promise<ApiResult<LocationDataResponse>> {
  return request('GET', '/seo/location-data', { query, ...opts });
}

/** Look up a redirect for a path. */
export function lookupRedirect(query: RedirectQuery, opts?: RequestOptions): Promise<ApiResult<RedirectResponse>> {
  return request('GET', '/seo/redirect', { query, ...opts });
}
