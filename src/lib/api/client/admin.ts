/** The admin area's read-only calls; types from ../admin.ts. */
import type {
  ImpersonationEntry,
  ImpersonationLogQuery,
  MailFailure,
  MailFailuresQuery,
  SecurityEvent,
  SecurityEventsQuery,
} from '../admin.ts';
import { request, type ApiResult } from '../http.ts';

/** Security events, newest first. */
export function getSecurityEvents(query: SecurityEventsQuery = {}): Promise<ApiResult<{ results: SecurityEvent[] }>> {
  return request('GET', '/admin/security-events', { query });
}

/** Impersonation starts and stops, newest first. */
export function getImpersonationLog(query: ImpersonationLogQuery = {}): Promise<ApiResult<{ results: ImpersonationEntry[] }>> {
  return request('GET', '/admin/impersonation-log', { query });
}

/** E-mails refused for good or given up on, newest first. */
export function getMailFailures(query: MailFailuresQuery = {}): Promise<ApiResult<{ results: MailFailure[] }>> {
  return request('GET', '/admin/mail-failures', { query });
}
