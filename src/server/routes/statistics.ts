/**
 * The admin statistics (admin area, read only): GET /admin/statistics?days=30 (searches, places,
 * categories and partner-advert clicks) and GET /admin/statistics/rebuilds (the last background
 * rebuilds of the site).
 */
import { Hono } from 'hono';
import { SITE_REBUILDS_SHOWN, statisticsQuerySchema } from '../../lib/api/tracking.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireAdmin } from '../http/guards.ts';
import { validQuery } from '../http/validate.ts';
import { siteRebuilds } from '../site/rebuild-record.ts';
import { statistics } from '../tracking/statistics.ts';

export function statisticsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/admin/statistics', requireAdmin, validQuery(statisticsQuerySchema), async (c) =>
    c.json({ results: await statistics(deps, c.req.valid('query').days) }),
  );
  app.get('/admin/statistics/rebuilds', requireAdmin, async (c) => c.json({ results: await siteRebuilds(deps.db, SITE_REBUILDS_SHOWN) }));
  return app;
}
