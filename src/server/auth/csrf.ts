/**
 * Cross-site request refusal for state-changing API calls. The session cookie is SameSite=Lax and
 * the account endpoints require a JSON body (a cross-site form cannot send one without a CORS
 * preflight); on top, a POST/PUT/PATCH/DELETE whose Origin is another site (or, without Origin,
 * whose Sec-Fetch-Site says cross-site) is refused with 403.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/** Middleware: allow same-origin requests and the listed site origins (CORS_ORIGINS, PUBLIC_SITE_URL). */
export function sameSiteOnly(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin) {
      const sameHost = hostOf(origin) === new URL(c.req.url).host;
      if (!sameHost && !allowed.has(origin)) return c.json({ message: 'Cross-site request refused.' }, 403);
    } else if (c.req.header('sec-fetch-site') === 'cross-site') {
      return c.json({ message: 'Cross-site request refused.' }, 403);
    }
    return next();
  };
}
