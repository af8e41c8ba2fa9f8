/**
 * The moderation area (every admin level and support; support reads only, with the second factor):
 * GET /admin/queue, POST /admin/profiles/{id}/approve|quarantine|unpublish, POST /admin/photos/{id}/approve,
 * DELETE /admin/photos/{id},
 * GET /admin/reports, POST /admin/reports/{id}/resolve, GET /admin/conversation-reports,
 * POST /admin/conversation-reports/{id}/resolve, GET /admin/reviews, DELETE /users/reviews/{id}/,
 * GET /admin/users, PUT /admin/users/{id}/quarantine|roles, GET /admin/appeals,
 * POST /admin/appeals/{id}/decide, GET /admin/audit. And the affected user's side:
 * GET /users/restrictions, POST /users/restrictions/{id}/appeal. Guards run before validation,
 * so a caller without the right learns nothing about the body.
 */
import { Hono, type Context } from 'hono';
import {
  adminPageQuerySchema,
  appealBodySchema,
  appealDecisionBodySchema,
  appealsQuerySchema,
  moderationIdSchema,
  reportsQuerySchema,
  resolveReportBodySchema,
  statementBodySchema,
  userQuarantineBodySchema,
  userRolesBodySchema,
  userSearchQuerySchema,
} from '../../lib/api/moderation.ts';
import { conversationReportsQuerySchema, resolveConversationReportBodySchema } from '../../lib/api/messages.ts';
import type { AppEnv, MediaAppDeps } from '../context.ts';
import { answer } from '../http/answer.ts';
import { requirePermission, requireUser } from '../http/guards.ts';
import { requestLocale } from '../http/locale.ts';
import { requireJson, validJson, validParams, validQuery } from '../http/validate.ts';
import {
  adminReviews,
  appealRestriction,
  appeals,
  approvePhoto,
  approveProfile,
  auditLog,
  decideAppeal,
  deleteReview,
  myRestrictions,
  quarantineProfile,
  queue,
  removePhoto,
  reports,
  resolveReport,
  searchUsers,
  setAccountQuarantine,
  setUserRoles,
  unpublishByAdmin,
  type Actor,
  type ModerationDeps,
} from '../services/moderation.ts';
import { conversationReports, resolveConversationReport } from '../services/messaging-safety.ts';

/** The signed-in admin (the guards ran). */
const actorOf = (c: Context<AppEnv>): Actor => {
  const user = c.get('user')!;
  return { id: user.id, roles: user.roles };
};

export function moderationRoutes(deps: MediaAppDeps) {
  const d: ModerationDeps = {
    db: deps.db,
    clock: deps.clock,
    regions: deps.regions,
    places: deps.places,
    media: deps.media,
    broadcast: deps.broadcast,
    log: deps.log,
  };
  const app = new Hono<AppEnv>({ strict: false });
  const read = requirePermission('canModerate');
  const write = requirePermission('canModerateWrite', { ownSession: true });
  const users = requirePermission('canManageUsers', { ownSession: true });
  const id = validParams(moderationIdSchema);

  app.get('/admin/queue', read, validQuery(adminPageQuerySchema), async (c) => c.json(await queue(d, c.req.valid('query').page)));
  app.post('/admin/profiles/:id/approve', write, id, async (c) =>
    answer(c, await approveProfile(d, actorOf(c), c.req.valid('param').id, requestLocale(c))),
  );
  app.post('/admin/profiles/:id/quarantine', write, id, requireJson, validJson(statementBodySchema), async (c) =>
    answer(c, await quarantineProfile(d, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.post('/admin/profiles/:id/unpublish', write, id, requireJson, validJson(statementBodySchema), async (c) =>
    answer(c, await unpublishByAdmin(d, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.post('/admin/photos/:id/approve', write, id, async (c) => answer(c, await approvePhoto(d, actorOf(c), c.req.valid('param').id)));
  app.delete('/admin/photos/:id', write, id, requireJson, validJson(statementBodySchema), async (c) =>
    answer(c, await removePhoto(d, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  app.get('/admin/reports', read, validQuery(reportsQuerySchema), async (c) => c.json(await reports(d, c.req.valid('query'))));
  app.post('/admin/reports/:id/resolve', write, id, requireJson, validJson(resolveReportBodySchema), async (c) =>
    answer(c, await resolveReport(d, actorOf(c), c.req.valid('param').id, c.req.valid('json').note)),
  );

  // Reported conversations, with the messages before each report.
  app.get('/admin/conversation-reports', read, validQuery(conversationReportsQuerySchema), async (c) =>
    c.json(await conversationReports(d, c.req.valid('query'))),
  );
  app.post('/admin/conversation-reports/:id/resolve', write, id, requireJson, validJson(resolveConversationReportBodySchema), async (c) =>
    answer(c, await resolveConversationReport(d, actorOf(c).id, c.req.valid('param').id, c.req.valid('json').note)),
  );

  app.get('/admin/reviews', read, validQuery(adminPageQuerySchema), async (c) => c.json(await adminReviews(d, c.req.valid('query').page)));
  app.delete(
    '/users/reviews/:id{[0-9]+}',
    requirePermission('canDeleteReviewsAll', { ownSession: true }),
    id,
    requireJson,
    validJson(statementBodySchema),
    async (c) => answer(c, await deleteReview(d, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  app.get('/admin/users', read, validQuery(userSearchQuerySchema), async (c) => answer(c, await searchUsers(d, c.req.valid('query').q)));
  app.put('/admin/users/:id/quarantine', users, id, requireJson, validJson(userQuarantineBodySchema), async (c) =>
    answer(c, await setAccountQuarantine(d, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.put('/admin/users/:id/roles', users, id, requireJson, validJson(userRolesBodySchema), async (c) =>
    answer(c, await setUserRoles(d, actorOf(c), c.req.valid('param').id, c.req.valid('json').roles)),
  );

  app.get('/admin/appeals', read, validQuery(appealsQuerySchema), async (c) => c.json(await appeals(d, c.req.valid('query'))));
  app.post('/admin/appeals/:id/decide', write, id, requireJson, validJson(appealDecisionBodySchema), async (c) =>
    answer(c, await decideAppeal(d, actorOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  app.get('/admin/audit', requirePermission('canViewAuditLog'), validQuery(adminPageQuerySchema), async (c) =>
    c.json(await auditLog(d, c.req.valid('query').page)),
  );

  app.get('/users/restrictions', requireUser, async (c) => answer(c, await myRestrictions(d, c.get('user')!.id)));
  app.post('/users/restrictions/:id/appeal', requireUser, id, requireJson, validJson(appealBodySchema), async (c) =>
    answer(c, await appealRestriction(d, c.get('user')!.id, c.req.valid('param').id, c.req.valid('json').text)),
  );

  return app;
}
