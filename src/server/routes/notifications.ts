/**
 * Notifications and the call feedback (SPEC §7 Users): `GET /notifications/` (newest first, with
 * the unread count), `POST /notifications/read`, `POST /users/escort-call-feedback`
 * (`user_id`, `answer_id`; punters). Signed-in users only.
 */
import { Hono } from 'hono';
import { callFeedbackBodySchema, notificationsQuerySchema, notificationsReadBodySchema } from '../../lib/api/notifications.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { answer } from '../http/answer.ts';
import { requireUser } from '../http/guards.ts';
import { requireJson, validJson, validQuery } from '../http/validate.ts';
import { giveCallFeedback } from '../services/call-feedback.ts';
import { listNotifications, readNotifications } from '../services/notifications.ts';

export function notificationRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/notifications', requireUser, validQuery(notificationsQuerySchema), async (c) =>
    c.json(await listNotifications(deps, c.get('user')!.id, c.req.valid('query').before_id)),
  );
  app.post('/notifications/read', requireUser, requireJson, validJson(notificationsReadBodySchema), async (c) =>
    c.json({ results: await readNotifications(deps, c.get('user')!.id, c.req.valid('json').ids) }),
  );
  app.post('/users/escort-call-feedback', requireUser, requireJson, validJson(callFeedbackBodySchema), async (c) =>
    answer(c, await giveCallFeedback(deps, c.get('user')!, c.req.valid('json'))),
  );
  return app;
}
