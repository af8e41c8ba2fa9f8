/**
 * The second factor of admin and support accounts: enrolling an authenticator and the second step
 * of a sign-in. The flow is src/server/services/mfa.ts.
 */
import { Hono } from 'hono';
import { secondFactorBodySchema } from '../../lib/api/auth.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { signedInCaller } from '../http/caller.ts';
import { requireUser } from '../http/guards.ts';
import { requireJson, validJson } from '../http/validate.ts';
import type { AuthDeps } from '../services/deps.ts';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from '../services/mfa.ts';

export function mfaRoutes(deps: AppDeps, accounts: Accounts) {
  const d: AuthDeps = { db: deps.db, clock: deps.clock, regions: deps.regions, accounts };
  const app = new Hono<AppEnv>({ strict: false });

  app.post('/users/mfa/enrol', requireUser, requireJson, async (c) => answer(c, await startEnrolment(d, signedInCaller(c, accounts))));

  app.post('/users/mfa/enrol/confirm', requireUser, requireJson, validJson(secondFactorBodySchema), async (c) =>
    answer(c, await confirmEnrolment(d, signedInCaller(c, accounts), c.req.valid('json').code)),
  );

  app.post('/users/mfa/verify', requireUser, requireJson, validJson(secondFactorBodySchema), async (c) =>
    answer(c, await verifySecondFactor(d, signedInCaller(c, accounts), c.req.valid('json').code)),
  );

  return app;
}
