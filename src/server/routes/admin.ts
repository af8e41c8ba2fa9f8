/**
 * Admin impersonation (SPEC §2 "/users/impersonate/{secret}/{userId}", §7 GET /users/verify-admin):
 * tickets, checking one, starting and stopping. The flow is src/server/services/impersonation.ts.
 * And the admin area's logs (every admin level, support included, with the second factor):
 * GET /admin/security-events, GET /admin/impersonation-log and GET /admin/mail-failures (e-mails the
 * receiving server refused or that never got through). The moderation area and its audit log
 * are ./moderation.ts, mounted here.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { impersonationLogQuerySchema, mailFailuresQuerySchema, securityEventsQuerySchema } from '../../lib/api/admin.ts';
import { impersonationQuerySchema, impersonationTicketBodySchema } from '../../lib/api/auth.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { answer, failure } from '../http/answer.ts';
import { callerOf, signedInCaller } from '../http/caller.ts';
import { requireAdmin, requirePermission, requireUser } from '../http/guards.ts';
import { requireJson, validJson, validQuery } from '../http/validate.ts';
import { moderationRoutes } from './moderation.ts';
import { impersonationLogPage, mailFailurePage, securityEventPage } from '../services/admin-logs.ts';
import type { AuthDeps } from '../services/deps.ts';
import { impersonationLimit, issueTicket, startImpersonation, stopImpersonation, verifyTicket } from '../services/impersonation.ts';

export function adminRoutes(deps: MediaAppDeps, accounts: Accounts) {
  const d: AuthDeps = { db: deps.db, clock: deps.clock, regions: deps.regions, accounts };
  const app = new Hono<AppEnv>({ strict: false });
  /** An admin who may impersonate, in their own session (not while impersonating someone already). */
  const mayImpersonate = requirePermission('canImpersonate', { ownSession: true });
  /** Impersonation attempts per client address (counted before the rights are checked). */
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const refused = await impersonationLimit(d, callerOf(c, accounts));
    if (refused) return failure(c, refused);
    await next();
  };

  app.post('/users/impersonation-tickets', requireUser, requireJson, validJson(impersonationTicketBodySchema), mayImpersonate, async (c) =>
    answer(c, await issueTicket(d, signedInCaller(c, accounts), c.req.valid('json'))),
  );

  app.get('/users/verify-admin', requireUser, validQuery(impersonationQuerySchema), limit, mayImpersonate, async (c) => {
    const { secret, userId } = c.req.valid('query');
    return answer(c, await verifyTicket(d, signedInCaller(c, accounts), secret, userId));
  });

  app.post('/users/impersonate', requireUser, requireJson, validJson(impersonationQuerySchema), limit, mayImpersonate, async (c) => {
    const { secret, userId } = c.req.valid('json');
    return answer(c, await startImpersonation(d, signedInCaller(c, accounts), secret, userId));
  });

  app.post('/users/impersonate/stop', requireUser, requireJson, async (c) =>
    answer(c, await stopImpersonation(d, signedInCaller(c, accounts))),
  );

  app.get('/admin/security-events', requireAdmin, validQuery(securityEventsQuerySchema), async (c) =>
    answer(c, await securityEventPage(deps.db, c.req.valid('query'))),
  );

  app.get('/admin/impersonation-log', requireAdmin, validQuery(impersonationLogQuerySchema), async (c) =>
    answer(c, await impersonationLogPage(deps.db, c.req.valid('query'))),
  );

  app.get('/admin/mail-failures', requireAdmin, validQuery(mailFailuresQuerySchema), async (c) =>
    answer(c, await mailFailurePage(deps.db, c.req.valid('query'))),
  );

  app.route('/', moderationRoutes(deps));
  return app;
}
