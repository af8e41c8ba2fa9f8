/**
 * Who may reach the endpoints that are not for visitors: the demo outbox (every reset link and
 * code the server "sent") is for whoever started the server; the batch search is for the site
 * build. Both are judged by the socket (src/server/http/client-address.ts), never by a header a
 * client writes, or by a secret the operator holds.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { isPublicOrigin, type AccountSettings } from '../auth/settings.ts';
import type { AppEnv } from '../context.ts';
import { isLocalRequest } from './client-address.ts';
import { notFoundJson } from './errors.ts';

/** Compare a given secret with the expected one in constant time (hashes: equal lengths). */
function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the demo outbox exists at all: asked for, not in production mode, no public site URL. */
export function outboxEnabled(settings: Pick<AccountSettings, 'demoOutbox' | 'siteUrl'>, production: boolean): boolean {
  return settings.demoOutbox && !isPublicOrigin(settings.siteUrl) && !production;
}

/** The outbox key a request carries (`?key=` of the outbox page, or the `x-outbox-key` header). */
function outboxKeyOf(c: Context): string | undefined {
  return c.req.header('x-outbox-key') ?? c.req.query('key');
}

/**
 * Middleware: the demo outbox answers only while enabled, and then only this machine's own
 * requests or those carrying the key printed at start; everyone else gets a plain 404.
 */
export function outboxAccess(settings: AccountSettings, production: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!outboxEnabled(settings, production) || !(isLocalRequest(c) || sameSecret(outboxKeyOf(c), settings.outboxKey)))
      return notFoundJson(c);
    await next();
  };
}

/** Whether a request comes from the site build: this machine, or the bearer of BUILD_API_TOKEN. */
export function isBuildRequest(c: Context, buildToken: string | undefined): boolean {
  if (isLocalRequest(c)) return true;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return sameSecret(bearer, buildToken);
}
