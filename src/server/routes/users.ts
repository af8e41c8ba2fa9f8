/**
 * The signed-in user's own account: GET /users/me (SPEC §3 "User"), PATCH /users/me (username),
 * PUT /users/password/ (password change: every other session of the user ends).
 */
import { Hono } from 'hono';
import { accountUpdateBodySchema, passwordChangeBodySchema } from '../../lib/api/users.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { callerOf, signedInCaller } from '../http/caller.ts';
import { unauthenticated } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { requireJson, validJson } from '../http/validate.ts';
import { changePassword, currentUser, renameUser } from '../services/account.ts';
import type { AuthDeps } from '../services/deps.ts';

export function userRoutes(deps: AppDeps, accounts: Accounts) {
  const d: AuthDeps = { db: deps.db, clock: deps.clock, regions: deps.regions, accounts };
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/users/me', async (c) => {
    const user = await currentUser(d, callerOf(c, accounts));
    return user ? c.json({ results: user }) : unauthenticated(c);
  });

  app.patch('/users/me', requireUser, requireJson, validJson(accountUpdateBodySchema), async (c) =>
    answer(c, await renameUser(d, c.get('user')!, c.req.valid('json').username)),
  );

  app.put('/users/password', requireUser, requireJson, validJson(passwordChangeBodySchema), async (c) =>
    answer(c, await changePassword(d, signedInCaller(c, accounts), c.req.valid('json'))),
  );

  return app;
}
