/**
 * Public profile reads (SPEC §2 "/users/{userId}", §7 "Profile", "Reviews") and the report form.
 */
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/api/common.ts';
import { reportBodySchema } from '../../lib/api/profiles.ts';
import { reviewsQuerySchema, type ReviewsResponse } from '../../lib/api/reviews.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { loadPublicProfile, loadPunterProfile, ratingOf, type ProfileContext } from '../db/queries/profiles.ts';
import { loadReviews } from '../db/queries/reviews.ts';
import { notFoundJson } from '../http/errors.ts';
import { headerLocale, publicCache } from '../http/locale.ts';
import { requireJson, unprocessable, validJson, validParams, validQuery } from '../http/validate.ts';
import { isoDay } from '../time.ts';

export function profileRoutes(deps: AppDeps) {
  const { db, places, regions, clock } = deps;
  const app = new Hono<AppEnv>({ strict: false });

  const context = (c: Parameters<typeof headerLocale>[0]): ProfileContext => {
    const now = clock.now();
    return { regions, places, locale: headerLocale(c), today: isoDay(now), now };
  };

  app.get('/users/profile/escort-ai/:id', validParams(idParamSchema), async (c) => {
    const profile = await loadPublicProfile(db, c.req.valid('param').id, context(c), ['escort_ai']);
    if (!profile) return notFoundJson(c);
    publicCache(c, 60, true);
    return c.json({ results: profile });
  });

  app.get('/users/profile/punter/:id', validParams(idParamSchema), async (c) => {
    const profile = await loadPunterProfile(db, c.req.valid('param').id, context(c));
    if (!profile) return notFoundJson(c);
    publicCache(c, 60);
    return c.json({ results: profile });
  });

  app.post('/users/profile/report', requireJson, validJson(reportBodySchema), async (c) => {
    const body = c.req.valid('json');
    const target = await db
      .selectFrom('profiles')
      .select('user_id')
      .where('user_id', '=', body.profileId)
      .where('published', '=', 1)
      .executeTakeFirst();
    if (!target) return unprocessable(c, { profileId: ['The selected profile is invalid.'] });
    const row = await db
      .insertInto('profile_reports')
      .values({
        profile_id: body.profileId,
        reporter_id: c.get('user')?.id ?? null,
        reason: body.reason,
        message: body.message || null,
        contact_email: body.email ?? null,
        request_id: c.get('requestId'),
        resolved_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ results: { id: row.id, status: 'received' as const } }, 201);
  });

  app.get('/users/:id{[0-9]+}/reviews', validParams(idParamSchema), validQuery(reviewsQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const profile = await db
      .selectFrom('profiles')
      .select('user_id')
      .where('user_id', '=', id)
      .where('published', '=', 1)
      .where('profile_type', 'in', ['escort', 'venue'])
      .executeTakeFirst();
    if (!profile) return notFoundJson(c);
    const [{ results, total }, rating] = await Promise.all([loadReviews(db, id, q.page, q.per_page), ratingOf(db, id)]);
    const body: ReviewsResponse = { results, total, page: q.page, perPage: q.per_page, rating };
    publicCache(c, 60);
    return c.json(body);
  });

  app.get('/users/:id{[0-9]+}', validParams(idParamSchema), async (c) => {
    const profile = await loadPublicProfile(db, c.req.valid('param').id, context(c));
    if (!profile) return notFoundJson(c);
    publicCache(c, 60, true);
    return c.json({ results: profile });
  });

  return app;
}
