/** Profile calls (SPEC §7 "Profile") without the schema library; types from ../profiles.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type {
  BuildProfileKeysQuery,
  BuildProfileKeysResponse,
  BuildProfilesQuery,
  BuildProfilesResponse,
  PublicProfileResponse,
  PunterProfileResponse,
  ReportBody,
  ReportResponse,
} from '../profiles.ts';

/** Load a published escort or venue profile (any public profile type by id). */
export function getPublicProfile(id: number, opts?: RequestOptions): Promise<ApiResult<PublicProfileResponse>> {
  return request('GET', `/users/${id}`, opts);
}

/** Load an AI companion profile. */
export function getEscortAiProfile(id: number, opts?: RequestOptions): Promise<ApiResult<PublicProfileResponse>> {
  return request('GET', `/users/profile/escort-ai/${id}`, opts);
}

/** Load a punter's public page. */
export function getPunterProfile(id: number, opts?: RequestOptions): Promise<ApiResult<PunterProfileResponse>> {
  return request('GET', `/users/profile/punter/${id}`, opts);
}

/** Report a profile to support. */
export function reportProfile(body: ReportBody, opts?: RequestOptions): Promise<ApiResult<ReportResponse>> {
  return request('POST', '/users/profile/report', { body, ...opts });
}

/** POST /users/{id}/contact-click: count a use of a profile's contact button for its owner's dashboard. */
export function recordContactClick(profileId: number): Promise<ApiResult<undefined>> {
  return request('POST', `/users/${profileId}/contact-click`, { body: {} });
}

/** GET /build/profiles: a page of the published profiles for the site build (its own machine or BUILD_API_TOKEN). */
export function getBuildProfiles(query: BuildProfilesQuery, opts?: RequestOptions): Promise<ApiResult<BuildProfilesResponse>> {
  return request('GET', '/build/profiles', { query, ...opts });
}

/** The keys of the listed profiles' pages, a page at a time (the site build). */
export function getBuildProfileKeys(query: BuildProfileKeysQuery, opts?: RequestOptions): Promise<ApiResult<BuildProfileKeysResponse>> {
  return request('GET', '/build/profile-keys', { query, ...opts });
}
