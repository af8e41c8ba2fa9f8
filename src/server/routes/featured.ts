/** GET /featured-profiles (SPEC §3 "Featured profiles response"): the home page's listings. */
import { Hono } from 'hono';
import { featuredQuerySchema } from '../../lib/api/search.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { validQuery } from '../http/validate.ts';
import { featuredProfiles } from '../services/search.ts';

export function featuredRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/featured-profiles', validQuery(featuredQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json(await featuredProfiles(deps, q, requestLocale(c, deps.regions[q.region])));
  });

  return app;
}
