/**
 * One profile's whole record (SPEC §7 "admin profile data"): `GET /admin/profiles/{id}` for every
 * admin level and support (canModerate, with the second factor), the audit entries in it only for
 * the roles that read the audit log; `GET /admin/profiles/{id}/audit?before=` pages on through the
 * older entries (canViewAuditLog). Guards run before validation, so a caller without the right
 * learns nothing about the id.
 */
import { Hono } from 'hono';
import { recordAuditQuerySchema } from '../../lib/api/admin-profile.ts';
import { moderationIdSchema } from '../../lib/api/moderation.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { requirePermission } from '../http/guards.ts';
import { validParams, validQuery } from '../http/validate.ts';
import { profileAudit, profileRecord, type AdminProfileDeps } from '../services/admin-profile.ts';

/** The admin profile record routes. */
export function adminProfileRoutes(deps: AppDeps) {
  const d: AdminProfileDeps = { db: deps.db, regions: deps.regions };
  const app = new Hono<AppEnv>({ strict: false });
  const id = validParams(moderationIdSchema);

  app.get('/admin/profiles/:id', requirePermission('canModerate'), id, async (c) =>
    answer(c, await profileRecord(d, c.get('user')!, c.req.valid('param').id)),
  );
  app.get('/admin/profiles/:id/audit', requirePermission('canViewAuditLog'), id, validQuery(recordAuditQuerySchema), async (c) =>
    answer(c, await profileAudit(d, c.req.valid('param').id, c.req.valid('query').before)),
  );
  return app;
}
