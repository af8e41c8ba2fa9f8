/** The venue's own profile (types from ../venue.ts). */
import { request, type ApiResult } from '../http.ts';
import type { VenueProfile, VenueProfileBody } from '../venue.ts';

/** GET /users/venue-profile: every field the venue edits, with the dial codes. */
export function getVenueProfile(opts?: { signal?: AbortSignal }): Promise<ApiResult<{ results: VenueProfile }>> {
  return request('GET', '/users/venue-profile', opts);
}

/** PATCH /users/venue-profile: change the fields of the body (422 with the field errors). */
export function saveVenueProfile(body: VenueProfileBody): Promise<ApiResult<{ results: VenueProfile }>> {
  return request('PATCH', '/users/venue-profile', { body });
}
