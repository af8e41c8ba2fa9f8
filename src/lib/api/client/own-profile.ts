/** The escort's own profile: editor reads, publish, prices, availability, dashboard (types from ../own-profile.ts). */
import { request, type ApiResult } from '../http.ts';
import type { PublishResult } from '../onboarding.ts';
import type { Availability, AvailabilityBody, DashboardData, OwnProfile, Prices, PricesBody, ProfileResources } from '../own-profile.ts';

/** GET /users/profile: the own profile, every field. */
export function getOwnProfile(opts?: { signal?: AbortSignal }): Promise<ApiResult<{ results: OwnProfile }>> {
  return request('GET', '/users/profile', opts);
}

/** GET /users/profile/resources/: option lists, services, dial codes, durations. */
export function getProfileResources(opts?: { signal?: AbortSignal }): Promise<ApiResult<{ results: ProfileResources }>> {
  return request('GET', '/users/profile/resources/', opts);
}

/** GET /users/profile/dashboard-data: views and contact clicks of the last 30 days. */
export function getDashboardData(opts?: { signal?: AbortSignal }): Promise<ApiResult<{ results: DashboardData }>> {
  return request('GET', '/users/profile/dashboard-data', opts);
}

/** PUT /users/profile/publish/ (422 with the missing parts, 403 `notPermitted`). */
export function publishProfile(): Promise<ApiResult<{ results: PublishResult }>> {
  return request('PUT', '/users/profile/publish/', { body: { profile_published: true } });
}

/** PUT /users/profile/unpublish/. */
export function unpublishProfile(): Promise<ApiResult<{ results: PublishResult }>> {
  return request('PUT', '/users/profile/unpublish/', { body: { profile_published: false } });
}

/** GET /prices/. */
export function getPrices(): Promise<ApiResult<{ results: Prices }>> {
  return request('GET', '/prices/');
}

/** PUT /prices/: replace the price list. */
export function savePrices(body: PricesBody): Promise<ApiResult<{ results: Prices }>> {
  return request('PUT', '/prices/', { body });
}

/** GET /prices/time-slots/: the durations a price line may have. */
export function getPriceTimeSlots(): Promise<ApiResult<{ results: number[] }>> {
  return request('GET', '/prices/time-slots/');
}

/** GET /users/availability/. */
export function getAvailability(): Promise<ApiResult<{ results: Availability }>> {
  return request('GET', '/users/availability/');
}

/** POST /users/availability/: weekly hours and the "available now" switch. */
export function saveAvailability(body: AvailabilityBody): Promise<ApiResult<{ results: Availability }>> {
  return request('POST', '/users/availability/', { body });
}
