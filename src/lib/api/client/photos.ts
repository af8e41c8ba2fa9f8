/** The escort's own photos (SPEC §7 "Photos"); types from ../photos.ts. */
import { request, type ApiResult } from '../http.ts';
import { postMultipart, type UploadProgress } from './upload.ts';
import { PHOTO_FIELD } from '../limits.ts';
import type { OwnPhotosResponse, PhotoUploadResponse } from '../photos.ts';

/** GET /users/photos/. */
export function getPhotos(opts?: { signal?: AbortSignal }): Promise<ApiResult<OwnPhotosResponse>> {
  return request('GET', '/users/photos/', opts);
}

/** DELETE /users/photos/ (SPEC §3 `photoIds: [{ id }]`). */
export function deletePhotos(ids: readonly number[]): Promise<ApiResult<OwnPhotosResponse>> {
  return request('DELETE', '/users/photos/', { body: { photoIds: ids.map((id) => ({ id })) } });
}

/** PUT /users/photos/order: every own photo id in the new order. */
export function reorderPhotos(ids: readonly number[]): Promise<ApiResult<OwnPhotosResponse>> {
  return request('PUT', '/users/photos/order', { body: { photoIds: [...ids] } });
}

/** PUT /users/photos/{id}/main. */
export function setMainPhoto(id: number): Promise<ApiResult<OwnPhotosResponse>> {
  return request('PUT', `/users/photos/${id}/main`, { body: {} });
}

export type { UploadProgress } from './upload.ts';

/**
 * POST /users/photos/ (multipart, the files in `photos`). In a browser it reports upload progress
 * through XMLHttpRequest; elsewhere it falls back to fetch without progress.
 */
export function uploadPhotos(
  files: readonly Blob[],
  opts: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<ApiResult<PhotoUploadResponse>> {
  const form = new FormData();
  for (const file of files) form.append(PHOTO_FIELD, file, file instanceof File ? file.name : 'photo');
  return postMultipart('/users/photos/', form, opts);
}
