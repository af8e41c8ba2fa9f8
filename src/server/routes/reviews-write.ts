/**
 * Writing and reporting reviews (SPEC §7 "Reviews"): `POST /users/reviews` (punters,
 * canWriteReviewForEscort), `GET /users/reviews/eligibility/{profileId}` (may the caller review,
 * and when), `POST /users/reviews/{id}/report` (anyone signed in). Replies and deletion live in
 * own-profile.ts and moderation.ts.
 */
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/api/common.ts';
import { reviewBodySchema, reviewReportBodySchema } from '../../lib/api/reviews.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { requirePermission, requireUser } from '../http/guards.ts';
import { requireJson, validJson, validParams } from '../http/validate.ts';
import { reportReview, reviewEligibility, VERDICT_MESSAGES, writeReview } from '../services/reviews-write.ts';

export function reviewWriteRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.post(
    '/users/reviews',
    requirePermission('canWriteReviewForEscort', { message: VERDICT_MESSAGES.notPunter }),
    requireJson,
    validJson(reviewBodySchema),
    async (c) => answer(c, await writeReview(deps, c.get('user')!, c.req.valid('json'))),
  );

  app.get('/users/reviews/eligibility/:id{[0-9]+}', validParams(idParamSchema), async (c) =>
    c.json({ results: await reviewEligibility(deps, c.get('user') ?? null, c.req.valid('param').id) }),
  );

  app.post(
    '/users/reviews/:id{[0-9]+}/report',
    requireUser,
    validParams(idParamSchema),
    requireJson,
    validJson(reviewReportBodySchema),
    async (c) => answer(c, await reportReview(deps, c.get('user')!, c.req.valid('param').id, c.req.valid('json'))),
  );

  return app;
}
