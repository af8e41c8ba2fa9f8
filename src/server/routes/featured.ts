/**
 * GET /featured-profiles (SPEC §3 "Featured profiles response"): the home page's listings, a
 * cacheable read (http/cache.ts) like the listing search.
 */
import { Hono } from 'hono';
import { featuredQuerySchema } from '../../lib/api/search.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { CACHE_POLICIES, cacheableJson } from '../http/cache.ts';
import { requestLocale } from '../http/locale.ts';
import { validQuery } from '../http/validate.ts';
import { featuredProfiles } from '../services/search.ts';

export function featuredRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/featured-profiles', validQuery(featuredQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const body = await featuredProfiles(deps, q, requestLocale(c, deps.regions[q.region]));
    // `homepageResultsId` labels this copy of the list for tracking; a copy a cache revalidates
    // keeps its label, so the tag stands for the cards alone.
    return cacheableJson(c, body, CACHE_POLICIES.listings, { tagOf: body.results });
  });

  return app;
}
