/**
 * Notifications (SPEC §7 Users: /notifications/): a new message, a new review, a purchase (gallery
 * or tip) and an approved publication, newest first with the unread count; each also arrives live
 * as `notification.created` on `private-encrypted-user.{id}`. And the escort call feedback (SPEC §3, §7
 * "feedback call": `user_id`, `answer_id`) a punter gives after revealing an escort's phone.
 */
import { z } from 'zod';
import { idSchema, numeric } from './common.ts';
import { CALL_FEEDBACK_ANSWER_IDS, NOTIFICATION_KINDS } from './notifications-codes.ts';

export * from './notifications-codes.ts';

/** `GET /notifications/?before_id=`: the page of older ones. */
export const notificationsQuerySchema = z.object({ before_id: idSchema.optional() });
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

/** `POST /notifications/read`: the given ones, or all when `ids` is left out. */
export const notificationsReadBodySchema = z.object({ ids: z.array(idSchema).min(1).max(100).optional() }).strict();
export type NotificationsReadBody = z.input<typeof notificationsReadBodySchema>;

/** One notification; `payload` depends on the kind (conversationId/preview, reviewId/rating, credits, profileId). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications/`. */
export const notificationsResponseSchema = z.object({
  results: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
/** `POST /notifications/read`. */
export const notificationsReadResponseSchema = z.object({ results: z.object({ unread: z.number().int().nonnegative() }) });

/** `notification.created` event data. */
export interface NotificationCreatedEvent {
  notification: Notification;
  unread: number;
}

/** `POST /users/escort-call-feedback` (snake_case as SPEC §3 sends it). */
export const callFeedbackBodySchema = z
  .object({
    user_id: idSchema,
    answer_id: numeric()
      .int()
      .refine((n) => (CALL_FEEDBACK_ANSWER_IDS as number[]).includes(n), 'not an answer of the list'),
  })
  .strict();
export type CallFeedbackBody = z.input<typeof callFeedbackBodySchema>;
export const callFeedbackResponseSchema = z.object({
  results: z.object({ escortId: z.number().int(), answerId: z.number().int(), day: z.string(), stored: z.boolean() }),
});

/** Answers counted for the escort's dashboard (last 30 days, every answer of the list). */
export const callFeedbackCountsSchema = z.array(z.object({ answerId: z.number().int(), count: z.number().int().nonnegative() }));
export type CallFeedbackCounts = z.infer<typeof callFeedbackCountsSchema>;
