/** A profile's explicit photos for an adult who unlocked them (types from ../explicit-photos.ts). */
import { request, type ApiResult } from '../http.ts';
import type { ExplicitPhotosResponse } from '../explicit-photos.ts';

/** GET /users/{id}/explicit-photos: 200 with the photos, 403 until age verification and the explicit switch. */
export function getExplicitPhotos(profileId: number): Promise<ApiResult<ExplicitPhotosResponse>> {
  return request('GET', `/users/${profileId}/explicit-photos`);
}
