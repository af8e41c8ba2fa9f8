/**
 * GET /featured-profiles (SPEC §3 "Featured profiles response"): the home page's listings. Gold
 * listings of the region first, then the best ranked verified ones, one per place so the home
 * page shows the whole region.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { featuredQuerySchema, type FeaturedResponse } from '../../lib/api/search.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { loadCards } from '../db/queries/cards.ts';
import { KIND, regionCode } from '../db/search-index.ts';
import { requestLocale } from '../http/locale.ts';
import { validQuery } from '../http/validate.ts';
import { isoDay } from '../time.ts';

export function featuredRoutes(deps: AppDeps) {
  const { db, places, regions, clock } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/featured-profiles', validQuery(featuredQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const region = regions[q.region];
    // Candidates in rank order (gold, then verified, then photos and recency); one per place first.
    const rows = await db
      .selectFrom('profile_search as s')
      .select(['s.profile_id as id', 's.place_id as placeId'])
      .where('s.region', '=', regionCode(q.region))
      .where('s.kind', '=', KIND.person)
      .orderBy('s.rank', 'desc')
      .limit(q.limit * 20)
      .execute();
    const seenPlaces = new Set<number | null>();
    const ids: number[] = [];
    for (const r of rows) {
      if (ids.length >= q.limit) break;
      if (seenPlaces.has(r.placeId)) continue;
      seenPlaces.add(r.placeId);
      ids.push(r.id);
    }
    for (const r of rows) {
      if (ids.length >= q.limit) break;
      if (!ids.includes(r.id)) ids.push(r.id);
    }
    const now = clock.now();
    const results = await loadCards(db, ids, { regions, places, locale: requestLocale(c, region), today: isoDay(now), now });
    const body: FeaturedResponse = { results, homepageResultsId: randomUUID() };
    return c.json(body);
  });

  return app;
}
