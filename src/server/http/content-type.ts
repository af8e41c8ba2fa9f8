/**
 * State-changing API calls carry JSON. A browser sends `text/plain`, form and multipart bodies
 * cross-site without asking first; insisting on `application/json` makes every write one it must
 * ask for (a CORS preflight), on top of the Origin check of src/server/auth/csrf.ts.
 */
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context.ts';

/** The answer's message. */
export const JSON_REQUIRED = 'Send the request with Content-Type: application/json.';

/** Methods that change state. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths (below /api) that take another body: signed provider webhooks (their signature covers the
 * raw body), and the tracking calls, which `navigator.sendBeacon` sends as text/plain (the route
 * checks the type itself; a tracking event changes no one's data).
 */
export const NON_JSON_PATHS: readonly RegExp[] = [/^\/api\/v2\/webhooks\//, /^\/api\/v2\/[eps]\/?$/];

/**
 * Multipart uploads, by method and path: only these take multipart/form-data. The Origin check of
 * src/server/auth/csrf.ts still applies (a cross-site form may send multipart without a preflight).
 */
export const MULTIPART_ROUTES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/v2\/users\/photos\/?$/ },
  { method: 'POST', path: /^\/api\/v2\/users\/galleries\/\d{1,15}\/items\/?$/ },
  { method: 'POST', path: /^\/api\/v2\/users\/conversations\/\d{1,15}\/messages\/attachments\/?$/ },
];

const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/** Whether the request is a multipart upload to a route that takes one. */
export function isMultipartUpload(c: Parameters<MiddlewareHandler>[0]): boolean {
  if (!MULTIPART_TYPE.test(c.req.header('content-type') ?? '')) return false;
  const path = new URL(c.req.url).pathname;
  return MULTIPART_ROUTES.some((r) => r.method === c.req.method && r.path.test(path));
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** Whether a route of this method serves the path (middleware and the 404 fallback are registered for ALL). */
const routed = (c: Parameters<MiddlewareHandler>[0]) => matchedRoutes(c).some((r) => r.method !== 'ALL');

/**
 * Middleware: refuse a write without a JSON content type with 415, before any route reads it
 * (a path or method no route serves still gets its 404).
 */
export const jsonWritesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (WRITES.has(c.req.method) && !JSON_TYPE.test(c.req.header('content-type') ?? '') && routed(c)) {
    const path = new URL(c.req.url).pathname;
    if (!NON_JSON_PATHS.some((p) => p.test(path)) && !isMultipartUpload(c))
      return c.json({ message: JSON_REQUIRED, errors: { body: ['must be JSON'] } }, 415);
  }
  await next();
};
