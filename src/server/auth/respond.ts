/**
 * Answers and steps the account routes share: 429 with Retry-After, starting and ending sessions,
 * links for messages, the region prefix of a user's pages.
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { SessionResult } from '../../lib/api/auth.ts';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { DB } from '../db/types.ts';
import type { Accounts } from './accounts.ts';
import { clearSessionCookies, setSessionCookies } from './cookies.ts';
import type { LimitResult } from './rate-limit.ts';
import { loadUser } from './user-store.ts';

/** 429 with the seconds to wait, in the body and in Retry-After. */
export function tooMany(c: Context, retryAfter: number, message: string = AUTH_MESSAGES.tooManyAttempts) {
  c.header('Retry-After', String(retryAfter));
  return c.json({ message, retryAfter }, 429);
}

/** The 429 answer of a refused limit check, or undefined when the hit was allowed. */
export function refused(c: Context, result: LimitResult) {
  return result.ok ? undefined : tooMany(c, result.retryAfter);
}

/** Where a user's pages live: the region prefix ("" for Germany, "/at" ...). */
export function prefixOf(regions: Record<RegionCode, Region>, region: RegionCode): string {
  return regions[region].prefix;
}

/** An absolute link to a site path (PUBLIC_SITE_URL, else this request's origin). */
export function siteLink(c: Context, accounts: Accounts, path: string): string {
  const origin = accounts.settings.siteUrl ?? new URL(c.req.url).origin;
  return `${origin}${path}`;
}

/** Sign a session for `userId`, set the cookies and describe it for the answer. */
export async function startSession(
  c: Context<AppEnv>,
  deps: AppDeps,
  accounts: Accounts,
  userId: number,
  o: { redirect: string | null; impersonator?: { id: number; version: number } },
): Promise<SessionResult | undefined> {
  const now = deps.clock.now();
  const row = await deps.db.selectFrom('users').select(['token_version', 'username']).where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const { token, claims } = await accounts.tokens.sign(
    { userId, version: row.token_version, impersonator: o.impersonator },
    now,
    accounts.settings.sessionSeconds,
  );
  setSessionCookies(c, token, claims.exp, now, {
    trustProxy: accounts.settings.trustProxy,
    secureCookies: accounts.settings.secureCookies,
    impersonating: o.impersonator ? row.username : undefined,
  });
  const user = await loadUser(deps.db, userId, now, o.impersonator?.id);
  return user ? { token: true, user, redirect: o.redirect } : undefined;
}

/** Put a session token on the deny list until it would have expired anyway. */
export async function revokeToken(db: Kysely<DB>, jti: string, userId: number | null, exp: number, now: Date): Promise<void> {
  const expiresAt = new Date(exp * 1000).toISOString();
  await db
    .insertInto('revoked_sessions')
    .values({ jti, user_id: userId, expires_at: expiresAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.deleteFrom('revoked_sessions').where('expires_at', '<', now.toISOString()).execute();
}

/** End the request's session (if any) and clear its cookies. */
export async function endSession(c: Context<AppEnv>, deps: AppDeps): Promise<void> {
  const user = c.get('user');
  if (user?.jti && user.expiresAt) await revokeToken(deps.db, user.jti, user.id, user.expiresAt, deps.clock.now());
  clearSessionCookies(c);
}
