/**
 * Notifications (SPEC §7 Users: /notifications/): a new message, a new review, a purchase (gallery
 * or tip) and an approved publication, newest first with the unread count; each also arrives live
 * as `notification.created` on `private-user.{id}`. And the escort call feedback (SPEC §3, §7
 * "feedback call": `user_id`, `answer_id`) a punter gives after revealing an escort's phone.
 */
import { z } from 'zod';
import { idSchema, numeric } from './common.ts';

/** Kinds of notification. */
export const NOTIFICATION_KINDS = ['message', 'review', 'purchase', 'publish_approved'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The realtime event of a new notification. */
export const NOTIFICATION_EVENT = 'notification.created';
/** Notifications per page. */
export const NOTIFICATION_PAGE_SIZE = 30;

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

/** The fixed answers of the escort call feedback ("how did the call go?"), by stable id. */
export const CALL_FEEDBACK_ANSWERS = {
  1: 'met',
  2: 'talkedNoMeeting',
  3: 'noAnswer',
  4: 'wrongNumber',
  5: 'unpleasant',
} as const;
export type CallFeedbackAnswerId = keyof typeof CALL_FEEDBACK_ANSWERS;
export const CALL_FEEDBACK_ANSWER_IDS = Object.keys(CALL_FEEDBACK_ANSWERS).map(Number) as CallFeedbackAnswerId[];

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
