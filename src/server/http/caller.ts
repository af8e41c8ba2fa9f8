/** The service-side view of a request (src/server/services/caller.ts) built from a Hono context. */
import type { Context } from 'hono';
import type { Accounts } from '../auth/accounts.ts';
import { clearSessionCookies, sessionToken, setSessionCookies } from '../auth/cookies.ts';
import type { AppEnv, SessionUser } from '../context.ts';
import { localOrigin } from './client-address.ts';
import type { Caller } from '../services/caller.ts';

/** The caller of a request: its user, address, locale, origin and session cookies. */
export function callerOf(c: Context<AppEnv>, accounts: Accounts): Caller {
  const { trustProxy, secureCookies } = accounts.settings;
  return {
    user: c.get('user'),
    ip: accounts.clientAddress(c),
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    // The server's own id: audit records never carry one the client chose.
    requestId: c.get('serverRequestId') ?? null,
    requestedLocale: c.req.header('x-locale'),
    origin: accounts.settings.siteUrl ?? localOrigin(c),
    cookies: {
      set: (token, exp, now, impersonating) => setSessionCookies(c, token, exp, now, { trustProxy, secureCookies, impersonating }),
      clear: () => clearSessionCookies(c),
      sent: () => sessionToken(c) !== undefined,
    },
  };
}

/** The caller of a request behind `requireUser` (its user is known to be there). */
export function signedInCaller(c: Context<AppEnv>, accounts: Accounts): Caller & { user: SessionUser } {
  const caller = callerOf(c, accounts);
  if (!caller.user) throw new Error('signedInCaller used on a route without requireUser');
  return { ...caller, user: caller.user };
}
