/** The server's own id of each request, next to the one logs and answers echo. */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * Set `serverRequestId`: the request id when the server made it, else a fresh one. `requestId()`
 * keeps a well-formed `x-request-id` the client sent (to trace its calls); audit records must not
 * carry an id the client chose.
 */
export const serverRequestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.get('requestId');
  c.set('serverRequestId', id && c.req.header('x-request-id') !== id ? id : randomUUID());
  await next();
};
