/** Notification constants and the call-feedback answers (no schema library: islands import these). */

/** Kinds of notification. */
export const NOTIFICATION_KINDS = ['message', 'review', 'purchase', 'publish_approved'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The realtime event of a new notification. */
export const NOTIFICATION_EVENT = 'notification.created';
/** Notifications per page. */
export const NOTIFICATION_PAGE_SIZE = 30;

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
