/**
 * Admin impersonation (SPEC §2 "/users/impersonate/{secret}/{userId}", §7 GET /users/verify-admin):
 * an admin asks for a single-use ticket, opens the impersonation URL (the ticket is its path
 * secret), the page verifies it and starts the impersonated session (IMPERSONATION_MINUTES long,
 * 60 by default). Stopping ends that session: the admin signs in again, with the second factor (the
 * impersonation cookie never turns back into an admin session). Every start and stop is written to
 * the audit log (DESIGN §9) with the server's own request id, and every ticket, start and stop is a
 * security event; writes made while impersonating are audited by src/server/http/impersonation-audit.ts.
 * A refused attempt (an admin or oneself as the target, a ticket that is unknown, used or another
 * admin's, an attempt from inside an impersonation) is written to both logs too: `refused` with the
 * reason in the impersonation log, `impersonation.refused` among the security events.
 */
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import type { SessionResult, VerifyAdminResults } from '../../lib/api/auth.ts';
import type { SecurityEventType } from '../../lib/api/admin.ts';
import { isAdmin } from '../../lib/permissions.ts';
import type { SessionUser } from '../context.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { consumeSecret, findLiveSecret, issueSecret } from '../auth/secret-store.ts';
import { regionOf, roleIdsOf, tokenVersionOf, userByIdOrEmail, userNameOf } from '../db/queries/accounts.ts';
import { insertImpersonationEntry } from '../db/queries/audit.ts';
import { appendAudit } from './audit.ts';
import type { Caller } from './caller.ts';
import type { AuthDeps } from './deps.ts';
import { created, invalid, limited, notFound, ok, type Outcome } from './outcome.ts';
import { endSession, prefixOf, revokeCallerSession, startSession } from './sessions.ts';

/** A signed-in caller. */
type Signed = Caller & { user: SessionUser };

const rolesOf = async (deps: AuthDeps, id: number) => (await roleIdsOf(deps.db, id)).map((r) => ({ id: r }));

/** The live ticket of `secret` issued to `adminId` for `userId`. */
async function ticketOf(deps: AuthDeps, adminId: number, secret: string, userId: number) {
  const row = await findLiveSecret(deps.db, 'impersonate', { token: secret }, deps.clock.now());
  return row && row.user_id === adminId && row.target_user_id === userId ? row : undefined;
}

/** Write a start or stop to the audit log and the security event log. */
export async function audit(deps: AuthDeps, caller: Caller, action: 'start' | 'stop', adminId: number, userId: number, at: Date) {
  await insertImpersonationEntry(deps.db, {
    action,
    adminId,
    userId,
    ip: caller.ip,
    userAgent: caller.userAgent,
    requestId: caller.requestId,
    at,
  });
  await event(deps, caller, action === 'start' ? 'impersonation.start' : 'impersonation.stop', adminId, userId);
  // Signing in as a user is an admin action: it joins the hash-chained audit log too.
  await deps.db
    .transaction()
    .execute((trx) => appendAudit(trx, { actorId: adminId, action: `impersonation.${action}`, targetType: 'user', targetId: userId, at }));
}

/** A security event of an impersonation step. */
function event(deps: AuthDeps, caller: Caller, type: SecurityEventType, adminId: number, userId: number) {
  return deps.accounts.events.record({ type, userId, actorId: adminId, ip: caller.ip, requestId: caller.requestId });
}

/** Why an impersonation attempt was refused. */
export type RefusalReason = 'admin-target' | 'self' | 'invalid-ticket' | 'nested';

/** Write a refused attempt to the impersonation log (when the user exists) and the security event log. */
export async function recordRefusal(
  deps: Pick<AuthDeps, 'db' | 'accounts' | 'clock'>,
  caller: Pick<Caller, 'ip' | 'userAgent' | 'requestId'>,
  adminId: number,
  userId: number,
  reason: RefusalReason,
): Promise<void> {
  if (await userNameOf(deps.db, userId))
    await insertImpersonationEntry(deps.db, {
      action: 'refused',
      adminId,
      userId,
      ip: caller.ip,
      userAgent: caller.userAgent,
      requestId: caller.requestId,
      at: deps.clock.now(),
      reason,
    });
  await deps.accounts.events.record({
    type: 'impersonation.refused',
    userId,
    actorId: adminId,
    ip: caller.ip,
    requestId: caller.requestId,
    details: { reason },
  });
}

/** A single-use ticket to sign in as the user with this id or e-mail. */
export async function issueTicket(
  deps: AuthDeps,
  caller: Signed,
  target: { userId?: number; email?: string },
): Promise<Outcome<{ secret: string; userId: number }>> {
  const me = caller.user;
  const user = await userByIdOrEmail(deps.db, target);
  if (!user) return notFound();
  // Nobody signs in as an admin or as themselves: that would widen or hide an admin's rights.
  if (user.id === me.id || isAdmin(await rolesOf(deps, user.id))) {
    await recordRefusal(deps, caller, me.id, user.id, user.id === me.id ? 'self' : 'admin-target');
    return invalid({ userId: [AUTH_MESSAGES.impersonationRefused] });
  }
  const issued = await issueSecret(deps.db, {
    purpose: 'impersonate',
    userId: me.id,
    targetUserId: user.id,
    link: true,
    now: deps.clock.now(),
  });
  await event(deps, caller, 'impersonation.ticket', me.id, user.id);
  return created({ secret: issued.token!, userId: user.id });
}

/** What the impersonation page shows before starting: the user and the admin, with their roles. */
export async function verifyTicket(deps: AuthDeps, caller: Signed, secret: string, userId: number): Promise<Outcome<VerifyAdminResults>> {
  const me = caller.user;
  if (!(await ticketOf(deps, me.id, secret, userId))) return notFound();
  const [target, self] = await Promise.all([userNameOf(deps.db, userId), userNameOf(deps.db, me.id)]);
  if (!target || !self) return notFound();
  return ok({
    impersonationData: { userId: target.id, username: target.username, roles: await rolesOf(deps, target.id) },
    adminDetails: { id: self.id, username: self.username, roles: await rolesOf(deps, self.id) },
  });
}

/** Use the ticket: the admin's session ends and one as the user starts. */
export async function startImpersonation(
  deps: AuthDeps,
  caller: Signed,
  secret: string,
  userId: number,
): Promise<Outcome<SessionResult | undefined>> {
  const me = caller.user;
  const now = deps.clock.now();
  const row = await ticketOf(deps, me.id, secret, userId);
  if (!row || !(await consumeSecret(deps.db, row.id, now))) {
    await recordRefusal(deps, caller, me.id, userId, 'invalid-ticket');
    return notFound();
  }
  const [region, version] = await Promise.all([regionOf(deps.db, userId), tokenVersionOf(deps.db, me.id)]);
  if (region === undefined || version === undefined) return notFound();
  await revokeCallerSession(deps, caller);
  const results = await startSession(deps, caller, userId, {
    redirect: `${prefixOf(deps.regions, region)}/users/account/`,
    impersonator: { id: me.id, version },
  });
  await audit(deps, caller, 'start', me.id, userId, now);
  return ok(results);
}

/**
 * End an impersonation: the session ends and the cookies go; the admin signs in again (password and
 * second factor) on the login page the answer points to.
 */
export async function stopImpersonation(deps: AuthDeps, caller: Signed): Promise<Outcome<{ redirect: string }>> {
  const user = caller.user;
  if (!user.impersonatorId) return invalid({ _: [AUTH_MESSAGES.notImpersonating] }, AUTH_MESSAGES.notImpersonating);
  await endSession(deps, caller);
  await audit(deps, caller, 'stop', user.impersonatorId, user.id, deps.clock.now());
  const region = await regionOf(deps.db, user.impersonatorId);
  return ok({ redirect: `${prefixOf(deps.regions, region ?? 'de')}/users/login/` });
}

/** Limit impersonation attempts per client address. */
export async function impersonationLimit(deps: AuthDeps, caller: Caller) {
  return limited(await deps.accounts.limiter.hit(LIMITS.impersonatePerAddress, caller.ip));
}
