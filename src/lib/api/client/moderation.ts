/** The moderation area's calls and the affected user's restrictions; types from ../moderation.ts. */
import { request, type ApiResult } from '../http.ts';
import type {
  ActionResult,
  AdminUser,
  AppealDecisionBody,
  AppealsQuery,
  AppealsResponse,
  AuditResponse,
  AdminReviewsResponse,
  QueueResponse,
  ReportsQuery,
  ReportsResponse,
  Restriction,
  StatementBody,
  UserQuarantineBody,
} from '../moderation.ts';

type Action = Promise<ApiResult<{ results: ActionResult }>>;

/** Profiles published, held or changed since their last review. */
export function getQueue(page = 1): Promise<ApiResult<QueueResponse>> {
  return request('GET', '/admin/queue', { query: { page } });
}

/** Clear a profile: a held one goes live when it meets the publish rules with its visible photos (else 422), a listed one is marked reviewed. */
export function approveProfile(id: number): Action {
  return request('POST', `/admin/profiles/${id}/approve`, { body: {} });
}

/** Hold a profile for review, with a statement of reasons. */
export function quarantineProfile(id: number, body: StatementBody): Action {
  return request('POST', `/admin/profiles/${id}/quarantine`, { body });
}

/** Take a profile off the site, with a statement of reasons. */
export function unpublishProfile(id: number, body: StatementBody): Action {
  return request('POST', `/admin/profiles/${id}/unpublish`, { body });
}

/** Approve a photo flagged for review: it is shown like any other. */
export function approvePhoto(id: number): Action {
  return request('POST', `/admin/photos/${id}/approve`, { body: {} });
}

/** Remove a photo, with a statement of reasons. */
export function removePhoto(id: number, body: StatementBody): Action {
  return request('DELETE', `/admin/photos/${id}`, { body });
}

/** Reports, open or resolved. */
export function getReports(query: ReportsQuery = {}): Promise<ApiResult<ReportsResponse>> {
  return request('GET', '/admin/reports', { query });
}

/** Resolve a report with a note. */
export function resolveReport(id: number, note: string): Action {
  return request('POST', `/admin/reports/${id}/resolve`, { body: { note } });
}

/** The newest reviews, removed ones included. */
export function getAdminReviews(page = 1): Promise<ApiResult<AdminReviewsResponse>> {
  return request('GET', '/admin/reviews', { query: { page } });
}

/** Remove a review softly (canDeleteReviewsAll), with a statement of reasons. */
export function deleteReview(id: number, body: StatementBody): Action {
  return request('DELETE', `/users/reviews/${id}/`, { body });
}

/** Users by e-mail, phone or id. */
export function findUsers(q: string): Promise<ApiResult<{ results: AdminUser[] }>> {
  return request('GET', '/admin/users', { query: { q } });
}

/** Turn a user's quarantine flag on (with reasons) or off. */
export function setUserQuarantine(id: number, body: UserQuarantineBody): Action {
  return request('PUT', `/admin/users/${id}/quarantine`, { body });
}

/** Replace a user's roles. */
export function setUserRoles(id: number, roles: number[]): Action {
  return request('PUT', `/admin/users/${id}/roles`, { body: { roles } });
}

/** Appeals, open or decided. */
export function getAppeals(query: AppealsQuery = {}): Promise<ApiResult<AppealsResponse>> {
  return request('GET', '/admin/appeals', { query });
}

/** Decide an appeal (another admin than the one who decided). */
export function decideAppeal(id: number, body: AppealDecisionBody): Action {
  return request('POST', `/admin/appeals/${id}/decide`, { body });
}

/** The audit log, newest first. */
export function getAuditLog(page = 1): Promise<ApiResult<AuditResponse>> {
  return request('GET', '/admin/audit', { query: { page } });
}

/** The signed-in user's restrictions with their reasons and appeals. */
export function getMyRestrictions(): Promise<ApiResult<{ results: Restriction[] }>> {
  return request('GET', '/users/restrictions');
}

/** Appeal a decision (once). */
export function appealRestriction(id: number, text: string): Promise<ApiResult<{ results: Restriction }>> {
  return request('POST', `/users/restrictions/${id}/appeal`, { body: { text } });
}
