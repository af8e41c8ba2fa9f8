/**
 * Multipart uploads (photos, gallery items): in a browser through XMLHttpRequest, which reports
 * upload progress; elsewhere through fetch without progress. Answers like every other call.
 */
import { callTarget, toResult, type ApiResult } from '../http.ts';

/** Progress of an upload: bytes sent of the request body. */
export type UploadProgress = (sent: number, total: number) => void;

/** POST `form` to the API path `path`. */
export function postMultipart<T>(
  path: string,
  form: FormData,
  opts: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const { url, headers } = callTarget(path);
  if (typeof XMLHttpRequest === 'undefined') {
    return fetch(url, { method: 'POST', body: form, headers, credentials: 'include', signal: opts.signal }).then(
      async (res) => toResult<T>(res.status, res.statusText, await res.json().catch(() => undefined)),
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
    xhr.onload = () => resolve(toResult<T>(xhr.status, xhr.statusText, xhr.response as unknown));
    xhr.onerror = () => resolve({ status: 0, errors: {}, message: 'network error' });
    xhr.onabort = () => resolve({ status: 0, errors: {}, message: 'aborted' });
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
