/**
 * Admin impersonation (SPEC §2 "/users/impersonate/{secret}/{userId}", §7 GET /users/verify-admin):
 * an admin asks for a single-use ticket, opens the impersonation URL (the ticket is its path
 * secret), the page verifies it and starts the impersonated session; stopping returns to the
 * admin's own session. Every start and stop is written to the audit log.
 */
import { Hono, type Context } from 'hono';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { impersonationQuerySchema, impersonationTicketBodySchema, type VerifyAdminResults } from '../../lib/api/auth.ts';
import { can, isAdmin } from '../../lib/permissions.ts';
import { requireUser } from '../app.ts';
import type { Accounts } from '../auth/accounts.ts';
import { logImpersonation } from '../auth/audit.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { prefixOf, refused, revokeToken, startSession } from '../auth/respond.ts';
import { consumeSecret, findLiveSecret, issueSecret } from '../auth/secret-store.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { requireJson, unprocessable, validJson, validQuery } from '../http/validate.ts';

export function adminRoutes(deps: AppDeps, accounts: Accounts) {
  const { db, clock, regions } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  /** The signed-in admin who may impersonate (not while impersonating someone already). */
  const admin = (c: Context<AppEnv>) => {
    const user = c.get('user');
    return user && !user.impersonatorId && can(user.roles, 'canImpersonate') ? user : undefined;
  };
  const forbidden = (c: Context) => c.json({ message: AUTH_MESSAGES.forbidden }, 403);
  const rolesOf = async (id: number) =>
    (await db.selectFrom('user_roles').select('role_id').where('user_id', '=', id).orderBy('role_id').execute()).map((r) => ({
      id: r.role_id,
    }));

  /** The live ticket of `secret` issued to `adminId` for `userId`. */
  const ticket = async (adminId: number, secret: string, userId: number) => {
    const row = await findLiveSecret(db, 'impersonate', { token: secret }, clock.now());
    return row && row.user_id === adminId && row.target_user_id === userId ? row : undefined;
  };

  app.post('/users/impersonation-tickets', requireUser, requireJson, validJson(impersonationTicketBodySchema), async (c) => {
    const me = admin(c);
    if (!me) return forbidden(c);
    const body = c.req.valid('json');
    let q = db.selectFrom('users').select(['id', 'username']);
    q = body.userId !== undefined ? q.where('id', '=', body.userId) : q.where('email', '=', body.email!);
    const target = await q.executeTakeFirst();
    if (!target) return notFoundJson(c);
    // Nobody signs in as an admin or as themselves: that would widen or hide an admin's rights.
    if (target.id === me.id || isAdmin(await rolesOf(target.id))) return unprocessable(c, { userId: [AUTH_MESSAGES.impersonationRefused] });
    const issued = await issueSecret(db, { purpose: 'impersonate', userId: me.id, targetUserId: target.id, link: true, now: clock.now() });
    return c.json({ results: { secret: issued.token!, userId: target.id } }, 201);
  });

  app.get('/users/verify-admin', requireUser, validQuery(impersonationQuerySchema), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.impersonatePerAddress, accounts.clientAddress(c)));
    if (limited) return limited;
    const me = admin(c);
    if (!me) return forbidden(c);
    const { secret, userId } = c.req.valid('query');
    if (!(await ticket(me.id, secret, userId))) return notFoundJson(c);
    const [target, self] = await Promise.all([
      db.selectFrom('users').select(['id', 'username']).where('id', '=', userId).executeTakeFirst(),
      db.selectFrom('users').select(['id', 'username']).where('id', '=', me.id).executeTakeFirst(),
    ]);
    if (!target || !self) return notFoundJson(c);
    const results: VerifyAdminResults = {
      impersonationData: { userId: target.id, username: target.username, roles: await rolesOf(target.id) },
      adminDetails: { id: self.id, username: self.username, roles: await rolesOf(self.id) },
    };
    return c.json({ results });
  });

  app.post('/users/impersonate', requireUser, requireJson, validJson(impersonationQuerySchema), async (c) => {
    const limited = refused(c, accounts.limiter.hit(LIMITS.impersonatePerAddress, accounts.clientAddress(c)));
    if (limited) return limited;
    const me = admin(c);
    if (!me) return forbidden(c);
    const { secret, userId } = c.req.valid('json');
    const now = clock.now();
    const row = await ticket(me.id, secret, userId);
    if (!row || !(await consumeSecret(db, row.id, now))) return notFoundJson(c);
    const [target, self] = await Promise.all([
      db.selectFrom('users').select(['id', 'region']).where('id', '=', userId).executeTakeFirst(),
      db.selectFrom('users').select(['token_version']).where('id', '=', me.id).executeTakeFirst(),
    ]);
    if (!target || !self) return notFoundJson(c);
    if (me.jti && me.expiresAt) await revokeToken(db, me.jti, me.id, me.expiresAt, now);
    const results = await startSession(c, deps, accounts, target.id, {
      redirect: `${prefixOf(regions, target.region)}/users/account/`,
      impersonator: { id: me.id, version: self.token_version },
    });
    await logImpersonation(db, c, accounts, { action: 'start', adminId: me.id, userId: target.id, at: now });
    return c.json({ results });
  });

  app.post('/users/impersonate/stop', requireUser, requireJson, async (c) => {
    const user = c.get('user')!;
    if (!user.impersonatorId) return unprocessable(c, { _: [AUTH_MESSAGES.notImpersonating] }, AUTH_MESSAGES.notImpersonating);
    const now = clock.now();
    if (user.jti && user.expiresAt) await revokeToken(db, user.jti, user.id, user.expiresAt, now);
    await logImpersonation(db, c, accounts, { action: 'stop', adminId: user.impersonatorId, userId: user.id, at: now });
    const adminRow = await db.selectFrom('users').select('region').where('id', '=', user.impersonatorId).executeTakeFirst();
    const results = await startSession(c, deps, accounts, user.impersonatorId, {
      redirect: `${prefixOf(regions, adminRow?.region ?? 'de')}/users/account/`,
    });
    return c.json({ results });
  });

  return app;
}
