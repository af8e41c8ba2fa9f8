/**
 * Sessions: signing one for a user (cookies set, the user's view returned), ending one (its token
 * on the deny list until it would have expired), and the signed-in user's view (SPEC §3 "User").
 */
import type { Kysely } from 'kysely';
import type { SessionResult } from '../../lib/api/auth.ts';
import type { User } from '../../lib/api/users.ts';
import { isAdmin } from '../../lib/permissions.ts';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import { roleIdsOf, sessionFieldsOf, userNameOf, userViewRow } from '../db/queries/accounts.ts';
import { revokeSession } from '../db/queries/sessions.ts';
import type { DB } from '../db/types.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';

/** Where a user's pages live: the region prefix ("" for Germany, "/at" ...). */
export function prefixOf(regions: Record<RegionCode, Region>, region: RegionCode): string {
  return regions[region].prefix;
}

/** An absolute link to a site path (PUBLIC_SITE_URL, else this server's own address; never the Host header). */
export function siteLink(deps: AuthDeps, caller: Pick<Caller, 'origin'>, path: string): string {
  return `${deps.accounts.settings.siteUrl ?? caller.origin}${path}`;
}

/** The signed-in user's view (SPEC §3 "User (current)" and the account page's fields). */
export async function loadUser(db: Kysely<DB>, id: number, now: Date, impersonatorId?: number | null): Promise<User | undefined> {
  const row = await userViewRow(db, id);
  if (!row) return undefined;
  const roles = await roleIdsOf(db, id);
  const impersonator = impersonatorId ? await userNameOf(db, impersonatorId) : undefined;
  return {
    id: row.id,
    roles: roles.map((r) => ({ id: r })),
    managerId: row.manager_id,
    isQuarantined: row.is_quarantined === 1,
    vipValidTill: row.vip_valid_till,
    username: row.username,
    email: row.email,
    phone: row.phone,
    emailVerified: row.email_verified_at !== null,
    phoneVerified: row.phone_verified_at !== null,
    region: row.region,
    locale: row.locale,
    isVip: row.vip_valid_till !== null && Date.parse(row.vip_valid_till) > now.getTime(),
    isAdminImpersonating: !!impersonator,
    impersonator: impersonator ? { id: impersonator.id, username: impersonator.username } : null,
    createdAt: row.created_at,
  };
}

/** How long an admin's session lasts before its second step is done (it has no admin rights). */
export const PENDING_SECOND_FACTOR_SECONDS = 15 * 60;

export interface SessionOptions {
  redirect: string | null;
  /** An admin signing in as this user (the session lasts IMPERSONATION_MINUTES). */
  impersonator?: { id: number; version: number };
  /** The sign-in was confirmed with the second factor. */
  mfa?: boolean;
}

/**
 * Sign a session for `userId`, set the cookies and describe it for the answer. An admin or support
 * account signed in without its second factor gets a short session without admin rights and the
 * step still to do (`secondFactor`).
 */
export async function startSession(deps: AuthDeps, caller: Caller, userId: number, o: SessionOptions): Promise<SessionResult | undefined> {
  const now = deps.clock.now();
  const row = await sessionFieldsOf(deps.db, userId);
  if (!row) return undefined;
  const { settings } = deps.accounts;
  const admin = !o.impersonator && isAdmin(await roleIdsOf(deps.db, userId));
  const pending = admin && !o.mfa;
  const lifetime = o.impersonator
    ? Math.min(settings.impersonationSeconds, settings.sessionSeconds)
    : pending
      ? Math.min(PENDING_SECOND_FACTOR_SECONDS, settings.sessionSeconds)
      : settings.sessionSeconds;
  const { token, claims } = await deps.accounts.tokens.sign(
    { userId, version: row.token_version, impersonator: o.impersonator, mfa: admin && o.mfa === true },
    now,
    lifetime,
  );
  caller.cookies.set(token, claims.exp, now, o.impersonator ? row.username : undefined);
  const user = await loadUser(deps.db, userId, now, o.impersonator?.id);
  if (!user) return undefined;
  const result: SessionResult = { token: true, user, redirect: o.redirect };
  if (pending) result.secondFactor = row.totp_enabled_at ? 'verify' : 'enrol';
  return result;
}

/** Put a session token on the deny list until it would have expired anyway. */
export function revokeToken(db: Kysely<DB>, jti: string, userId: number | null, exp: number, now: Date): Promise<void> {
  return revokeSession(db, jti, userId, new Date(exp * 1000), now);
}

/** Revoke the caller's session token, if the session has one. */
export async function revokeCallerSession(deps: Pick<AuthDeps, 'db' | 'clock'>, caller: Caller): Promise<void> {
  const user = caller.user;
  if (user?.jti && user.expiresAt) await revokeToken(deps.db, user.jti, user.id, user.expiresAt, deps.clock.now());
}

/** End the caller's session (if any) and clear its cookies. */
export async function endSession(deps: Pick<AuthDeps, 'db' | 'clock'>, caller: Caller): Promise<void> {
  await revokeCallerSession(deps, caller);
  caller.cookies.clear();
}
