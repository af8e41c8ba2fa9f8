/** The admin area's read-only calls; types from ../admin.ts. */
import type { ImpersonationEntry, ImpersonationLogQuery, SecurityEvent, SecurityEventsQuery } from '../admin.ts';
import { request, type ApiResult } from '../http.ts';

/** Security events, newest first. */
export function getSecurityEvents(query: SecurityEventsQuery = {}): Promise<ApiResult<{ results: SecurityEvent[] }>> {
  return request('GET', '/admin/security-events', { query });
}

/** Impersonation starts and stops, newest first. */
export function getImpersonationLog(query: ImpersonationLogQuery = {}): Promise<ApiResult<{ results: ImpersonationEntry[] }>> {
  return request('GET', '/admin/impersonation-log', { query });
}
