/** Feature and service calls (SPEC §7) without the schema library; types from ../features.ts. */
import type { RegionCode } from '../../../../regions/constants.ts';
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { CountryCodesResponse, FeatureOptionsResponse, FeaturesV1Response, ServicesResponse } from '../features.ts';

/** Load the feature option lists (labels in the request locale). */
export function getFeatureOptions(query: { region?: RegionCode } = {}, opts?: RequestOptions): Promise<ApiResult<FeatureOptionsResponse>> {
  return request('GET', '/features/options/', { query, ...opts });
}

/** Load the v1 feature list. */
export function getFeaturesV1(opts?: RequestOptions): Promise<ApiResult<FeaturesV1Response>> {
  return request('GET', '/features', { ...opts, version: 'v1' });
}

/** Load the service catalogue (labels in the request locale; `region` picks the default locale). */
export function getServices(opts?: RequestOptions & { region?: RegionCode }): Promise<ApiResult<ServicesResponse>> {
  const { region, ...rest } = opts ?? {};
  return request('GET', '/services', { ...rest, query: region ? { region } : undefined });
}

/** Load the phone country codes. */
export function getCountryCodes(opts?: RequestOptions): Promise<ApiResult<CountryCodesResponse>> {
  return request('GET', '/country-codes/', opts);
}
