/**
 * The signed-in user's own account: GET /users/me (SPEC §3 "User"), PATCH /users/me (username),
 * PUT /users/password/ (password change: every other session of the user ends).
 */
import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { SERVER_MESSAGES } from '../../lib/api/form-errors.ts';
import { accountUpdateBodySchema, passwordChangeBodySchema } from '../../lib/api/users.ts';
import { requireUser } from '../app.ts';
import type { Accounts } from '../auth/accounts.ts';
import { clearSessionCookies, sessionToken } from '../auth/cookies.ts';
import { isGuessable } from '../auth/passwords.ts';
import { LIMITS } from '../auth/rate-limit.ts';
import { refused, revokeToken, startSession } from '../auth/respond.ts';
import { accountById, loadUser } from '../auth/user-store.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { unauthenticated } from '../http/errors.ts';
import { requireJson, unprocessable, validJson } from '../http/validate.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';

export function userRoutes(deps: AppDeps, accounts: Accounts) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/users/me', async (c) => {
    const session = c.get('user');
    const user = session ? await loadUser(db, session.id, clock.now(), session.impersonatorId) : undefined;
    if (!user) {
      // SPEC §4: when loading the user returns nothing, the token cookie is cleared.
      if (sessionToken(c)) clearSessionCookies(c);
      return unauthenticated(c);
    }
    return c.json({ results: user });
  });

  app.patch('/users/me', requireUser, requireJson, validJson(accountUpdateBodySchema), async (c) => {
    const session = c.get('user')!;
    const { username } = c.req.valid('json');
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .where('id', '!=', session.id)
      .executeTakeFirst();
    if (taken) return unprocessable(c, { username: [SERVER_MESSAGES.isUsernameTaken] }, SERVER_MESSAGES.isUsernameTaken);
    try {
      await db.updateTable('users').set({ username, updated_at: clock.now().toISOString() }).where('id', '=', session.id).execute();
    } catch {
      return unprocessable(c, { username: [SERVER_MESSAGES.isUsernameTaken] }, SERVER_MESSAGES.isUsernameTaken);
    }
    return c.json({ results: (await loadUser(db, session.id, clock.now(), session.impersonatorId))! });
  });

  app.put('/users/password', requireUser, requireJson, validJson(passwordChangeBodySchema), async (c) => {
    const session = c.get('user')!;
    // An admin signed in as someone must not learn or change their password.
    if (session.impersonatorId) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
    const limited = refused(c, accounts.limiter.hit(LIMITS.loginPerAccount, `u:${session.id}`));
    if (limited) return limited;
    const body = c.req.valid('json');
    const account = await accountById(db, session.id);
    if (!account?.password_hash || !(await verifyPassword(body.currentPassword, account.password_hash))) {
      return unprocessable(c, { currentPassword: [AUTH_MESSAGES.currentPassword] });
    }
    if (isGuessable(body.password, [account.email, account.phone, account.username]))
      return unprocessable(c, { password: [AUTH_MESSAGES.passwordCommon] });
    const now = clock.now();
    const passwordHash = await hashPassword(body.password);
    await db
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now.toISOString() }))
      .where('id', '=', session.id)
      .execute();
    if (session.jti && session.expiresAt) await revokeToken(db, session.jti, session.id, session.expiresAt, now);
    // This browser stays signed in with a token of the new version.
    return c.json({ results: await startSession(c, deps, accounts, session.id, { redirect: null }) });
  });

  return app;
}
