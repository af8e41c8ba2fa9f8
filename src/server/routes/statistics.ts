/** GET /admin/statistics?days=30: searches, places, categories and partner-advert clicks (admin area, read only). */
import { Hono } from 'hono';
import { statisticsQuerySchema } from '../../lib/api/tracking.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireAdmin } from '../http/guards.ts';
import { validQuery } from '../http/validate.ts';
import { statistics } from '../tracking/statistics.ts';

export function statisticsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/admin/statistics', requireAdmin, validQuery(statisticsQuerySchema), async (c) =>
    c.json({ results: await statistics(deps, c.req.valid('query').days) }),
  );
  return app;
}
