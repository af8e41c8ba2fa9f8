/**
 * SEO endpoints (SPEC §7 "SEO"): what a catch-all path shows, location data of a place page, and
 * the redirect lookup every navigation makes.
 */
import { Hono } from 'hono';
import { locationDataQuerySchema, redirectQuerySchema, resolvePageQuerySchema } from '../../lib/api/seo.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { publicCache, requestLocale } from '../http/locale.ts';
import { validQuery } from '../http/validate.ts';
import { failed } from '../services/outcome.ts';
import { locationData, redirectLookup, resolvePageType } from '../services/seo.ts';

export function seoRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/seo/resolve-page-type', validQuery(resolvePageQuerySchema), async (c) => {
    const results = await resolvePageType(deps, c.req.valid('query').path);
    publicCache(c, 60);
    return c.json({ results });
  });

  app.get('/seo/location-data', validQuery(locationDataQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const result = await locationData(deps, q, requestLocale(c, deps.regions[q.region]));
    if (!failed(result)) publicCache(c, 60, true);
    return answer(c, result);
  });

  app.get('/seo/redirect', validQuery(redirectQuerySchema), async (c) => {
    const results = await redirectLookup(deps, c.req.valid('query').path);
    publicCache(c, 300);
    return c.json({ results });
  });

  return app;
}
