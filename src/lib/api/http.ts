/**
 * The fetch core every client function uses (SPEC §7, §8). It runs in browsers and in Node: plain
 * `fetch`, no Node imports. Every call sends credentials, JSON headers, `x-locale` and
 * `x-origin-url`, and resolves to `{ data }` or `{ errors, status }`; it never throws for an HTTP
 * or network failure, so islands handle one shape.
 */
import type { Locale } from '../../../regions/schema.ts';
import type { FieldErrors } from './common.ts';

/** A failed call: field errors (SPEC §8), status (0 when the network failed) and the message. */
export interface ApiFailure {
  data?: undefined;
  errors: FieldErrors;
  status: number;
  message: string;
}

/** A successful call. */
export interface ApiSuccess<T> {
  data: T;
  errors?: undefined;
  status: number;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Where and how the client talks to the API. */
export interface ApiConfig {
  /** Origin of the API ("" means the page's own origin). */
  origin: string;
  /** The active locale, read on every call. */
  locale: () => Locale | undefined;
  /** The page URL sent as `x-origin-url`. */
  originUrl: () => string | undefined;
  fetch: typeof fetch;
  /** Called when an answer is 401 (the session is gone); the session store clears itself. */
  onUnauthorized?: () => void;
  /** Headers added to every call (a manager editing an escort's profile sends `x-act-for`). */
  headers?: () => Record<string, string>;
}

const config: ApiConfig = {
  origin: '',
  locale: () => undefined,
  originUrl: () => (typeof location === 'undefined' ? undefined : location.href),
  fetch: (...args) => globalThis.fetch(...args),
};

/** Change the API origin, locale source or fetch (tests point it at a server). */
export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next);
}

/** Options every client function accepts. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the configured locale for this call. */
  locale?: Locale;
  /** Overrides the configured API origin for this call (the build asks its API this way). */
  origin?: string;
  /** Extra request headers (the build's bearer token). */
  headers?: Record<string, string>;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Serialise a query object: arrays repeat the key, empty values are left out. */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

interface CallOptions extends RequestOptions {
  query?: object;
  body?: unknown;
  /** `/api/v2` unless an endpoint lives under v1 (SPEC §7 "GET /api/v1/features") or at the site root ("root"). */
  version?: 'v1' | 'v2' | 'root';
}

/** The URL and headers of a call, for transports other than `fetch` (an upload with progress). */
export function callTarget(
  path: string,
  opts: Pick<CallOptions, 'version' | 'origin' | 'locale' | 'headers'> = {},
): { url: string; headers: Record<string, string> } {
  const base = opts.version === 'root' ? '' : `/api/${opts.version ?? 'v2'}`;
  const headers: Record<string, string> = { accept: 'application/json', ...config.headers?.(), ...opts.headers };
  const locale = opts.locale ?? config.locale();
  if (locale) headers['x-locale'] = locale;
  const originUrl = config.originUrl();
  if (originUrl) headers['x-origin-url'] = originUrl;
  return { url: `${opts.origin ?? config.origin}${base}${path}`, headers };
}

/** Normalise a finished call's status and parsed body into an `ApiResult` (as `request` does). */
export function toResult<T>(status: number, statusText: string, body: unknown): ApiResult<T> {
  // A 204 has no body: `body` is undefined then.
  if (status >= 200 && status < 300) return { data: body as T, status };
  if (status === 401) config.onUnauthorized?.();
  const err = (body ?? {}) as { message?: unknown; errors?: unknown };
  return {
    status,
    message: typeof err.message === 'string' ? err.message : statusText,
    errors: isFieldErrors(err.errors) ? err.errors : {},
  };
}

/** Call `path` below `/api/<version>` and normalise the answer. */
export async function request<T>(method: string, path: string, opts: CallOptions = {}): Promise<ApiResult<T>> {
  const target = callTarget(path, opts);
  const url = `${target.url}${toQueryString(opts.query as Record<string, QueryValue>)}`;
  const headers = target.headers;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await config.fetch(url, {
      method,
      headers,
      credentials: 'include',
      // JSON.stringify(undefined) is undefined: no body.
      body: JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    const aborted = err instanceof Error && err.name === 'AbortError';
    return { status: 0, errors: {}, message: aborted ? 'aborted' : 'network error' };
  }

  let body: unknown;
  try {
    body = await res.json();
  } catch {
    // No JSON (a 204, or a proxy's HTML page): the status speaks alone.
  }
  return toResult<T>(res.status, res.statusText, body);
}

function isFieldErrors(v: unknown): v is FieldErrors {
  return typeof v === 'object' && v !== null && Object.values(v).every((m) => Array.isArray(m) && m.every((s) => typeof s === 'string'));
}
