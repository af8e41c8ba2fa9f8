/** The escort's own photos (SPEC §7 "Photos"); types from ../photos.ts. */
import { callTarget, request, toResult, type ApiResult } from '../http.ts';
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

/** Progress of an upload: bytes sent of the request body. */
export type UploadProgress = (sent: number, total: number) => void;

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
  const { url, headers } = callTarget('/users/photos/');
  if (typeof XMLHttpRequest === 'undefined') {
    return fetch(url, { method: 'POST', body: form, headers, credentials: 'include', signal: opts.signal }).then(
      async (res) => toResult<PhotoUploadResponse>(res.status, res.statusText, await res.json().catch(() => undefined)),
      () => ({ status: 0, errors: {}, message: 'network error' }),
    );
  }
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => resolve(toResult<PhotoUploadResponse>(xhr.status, xhr.statusText, xhr.response as unknown));
    xhr.onerror = () => resolve({ status: 0, errors: {}, message: 'network error' });
    xhr.onabort = () => resolve({ status: 0, errors: {}, message: 'aborted' });
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
