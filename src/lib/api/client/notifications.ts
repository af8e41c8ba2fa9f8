/** Notification and call-feedback calls (SPEC §7 Users) without the schema library; types from ../notifications.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { CallFeedbackBody, NotificationsResponse } from '../notifications.ts';

/** The newest notifications (or those before `beforeId`) and the unread count. */
export function getNotifications(beforeId?: number, opts?: RequestOptions): Promise<ApiResult<NotificationsResponse>> {
  return request('GET', '/notifications/', { query: { before_id: beforeId }, ...opts });
}

/** Mark notifications read: the given ones, or all. */
export function readNotifications(ids?: readonly number[], opts?: RequestOptions): Promise<ApiResult<{ results: { unread: number } }>> {
  return request('POST', '/notifications/read', { body: ids ? { ids } : {}, ...opts });
}

/** How the call with an escort went (`user_id`: the escort, `answer_id`: of CALL_FEEDBACK_ANSWERS). */
export function sendCallFeedback(
  body: CallFeedbackBody,
  opts?: RequestOptions,
): Promise<ApiResult<{ results: { escortId: number; answerId: number; day: string; stored: boolean } }>> {
  return request('POST', '/users/escort-call-feedback', { body, ...opts });
}
