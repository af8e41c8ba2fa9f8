/** The admin area's whole record of one profile; types from ../admin-profile.ts. */
import type { AdminProfileRecord, RecordAuditPage } from '../admin-profile.ts';
import { request, type ApiResult } from '../http.ts';

/** A profile's (or account's) whole record: account, profile, photos, reports, restrictions, audit. */
export function getAdminProfile(id: number): Promise<ApiResult<{ results: AdminProfileRecord }>> {
  return request('GET', `/admin/profiles/${id}`);
}

/** Older audit entries about a profile and its account, before the entry `before`. */
export function getAdminProfileAudit(id: number, before: number): Promise<ApiResult<{ results: RecordAuditPage }>> {
  return request('GET', `/admin/profiles/${id}/audit`, { query: { before } });
}
