/**
 * Error answers. Client mistakes get 4xx JSON; anything unexpected is logged with the request id
 * and answered with a generic 500 body (no message or stack of the error leaves the server).
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Logger } from '../context.ts';
import { TransactionConflict } from '../db/transactions.ts';
import { DemoPartOff } from '../demo-mode.ts';
import { serverError } from './error-page.ts';
import { INVALID_MESSAGE } from './validate.ts';

/** 404 for API paths. */
export function notFoundJson(c: Context) {
  return c.json({ message: 'Not Found' }, 404);
}

/** 401 when a route needs a session and there is none. */
export function unauthenticated(c: Context) {
  return c.json({ message: 'Unauthenticated.' }, 401);
}

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => notFoundJson(c);

/** The app's error handler. */
export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    // A demo part asked for in production: the feature is unavailable until its real provider is configured.
    if (err instanceof DemoPartOff) return c.json({ message: err.message }, 503);
    // Concurrent writes of the same thing kept conflicting (PostgreSQL): nothing was applied, and
    // the same request a moment later goes through.
    if (err instanceof TransactionConflict) {
      log.error('transaction conflict', { requestId: c.get('requestId'), path: new URL(c.req.url).pathname, error: err.message });
      c.header('Retry-After', '1');
      return c.json({ message: 'Too many changes at once: nothing was saved. Try again in a moment.' }, 503);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      // Hono's JSON validator raises 400 for a body that is not JSON: report it like other bad input.
      if (status === 400) return c.json({ message: INVALID_MESSAGE, errors: { body: [err.message || 'Malformed request body'] } }, 422);
      if (status >= 500) {
        log.error('http exception', { requestId: c.get('requestId'), status, error: err.message });
        return serverError(c);
      }
      return c.json({ message: err.message || 'Request refused' }, status);
    }
    log.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return serverError(c);
  };
}
