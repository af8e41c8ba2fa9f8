/** Emergency-meeting calls without the schema library; types from ../alarme.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type {
  AlarmeMessageBody,
  AlarmeSettings,
  AlarmeSettingsBody,
  AlertView,
  ContactBody,
  ContactConfirmBody,
  ContactStatusBody,
  EmergencyContact,
  Meeting,
  MeetingBody,
  MeetingLocationBody,
  MeetingStatusBody,
} from '../alarme.ts';

type Results<T> = { results: T };

/** Whether the PINs are set, the region's emergency number and the grace period. */
export function getAlarmeSettings(opts?: RequestOptions): Promise<ApiResult<Results<AlarmeSettings>>> {
  return request('GET', '/users/emergency-settings', opts);
}

/** Set or change the safe PIN and the duress PIN. */
export function putAlarmeSettings(body: AlarmeSettingsBody, opts?: RequestOptions): Promise<ApiResult<Results<AlarmeSettings>>> {
  return request('PUT', '/users/emergency-settings', { body, ...opts });
}

/** The escort's contacts. */
export function getContacts(opts?: RequestOptions): Promise<ApiResult<Results<EmergencyContact[]>>> {
  return request('GET', '/users/emergency-contacts', opts);
}

/** Add a contact (a confirmation goes to them at once). */
export function addContact(body: ContactBody, opts?: RequestOptions): Promise<ApiResult<Results<EmergencyContact>>> {
  return request('POST', '/users/emergency-contacts', { body, ...opts });
}

/** Change a contact's name, phone or e-mail (a changed address needs a new confirmation). */
export function updateContact(id: number, body: ContactBody, opts?: RequestOptions): Promise<ApiResult<Results<EmergencyContact>>> {
  return request('PUT', `/users/emergency-contacts/${id}`, { body, ...opts });
}

/** Pause, resume, or resend the confirmation. */
export function setContactStatus(
  id: number,
  body: ContactStatusBody,
  opts?: RequestOptions,
): Promise<ApiResult<Results<EmergencyContact>>> {
  return request('POST', `/users/emergency-contacts/${id}/status`, { body, ...opts });
}

/** Remove a contact. */
export function removeContact(id: number, opts?: RequestOptions): Promise<ApiResult<undefined>> {
  return request('DELETE', `/users/emergency-contacts/${id}`, { body: {}, ...opts });
}

/** Open meetings (scheduled, active, overdue, alerted). */
export function getMeetings(opts?: RequestOptions): Promise<ApiResult<Results<Meeting[]>>> {
  return request('GET', '/users/emergency-meetings', opts);
}

/** Closed meetings, newest first. */
export function getPreviousMeetings(opts?: RequestOptions): Promise<ApiResult<Results<Meeting[]>>> {
  return request('GET', '/users/emergency-meetings/previous', opts);
}

/** Record a meeting. */
export function createMeeting(body: MeetingBody, opts?: RequestOptions): Promise<ApiResult<Results<Meeting>>> {
  return request('POST', '/users/emergency-meetings', { body, ...opts });
}

/** Change a meeting that is scheduled or active. */
export function updateMeeting(id: number, body: MeetingBody, opts?: RequestOptions): Promise<ApiResult<Results<Meeting>>> {
  return request('PUT', `/users/emergency-meetings/${id}`, { body, ...opts });
}

/** Safe (with PIN), extend, panic or cancel; keep `clientActionId` for retries. */
export function setMeetingStatus(id: number, body: MeetingStatusBody, opts?: RequestOptions): Promise<ApiResult<Results<Meeting>>> {
  return request('POST', `/users/emergency-meetings/${id}/status`, { body, ...opts });
}

/** Share the current position with the meeting (sent with an alert). */
export function shareMeetingLocation(id: number, body: MeetingLocationBody, opts?: RequestOptions): Promise<ApiResult<Results<Meeting>>> {
  return request('POST', `/users/emergency-meetings/${id}/location`, { body, ...opts });
}

/** A message to every confirmed contact. */
export function messageContacts(body: AlarmeMessageBody, opts?: RequestOptions): Promise<ApiResult<Results<{ sentTo: number }>>> {
  return request('POST', '/users/emergency-message', { body, ...opts });
}

/** The contact confirms (link token, or contact id and code). */
export function confirmContact(
  body: ContactConfirmBody,
  opts?: RequestOptions,
): Promise<ApiResult<Results<{ confirmed: boolean; escortName: string }>>> {
  return request('POST', '/emergency/contacts/confirm', { body, ...opts });
}

/** The alerted contact's view of the alert. */
export function getAlert(token: string, opts?: RequestOptions): Promise<ApiResult<Results<AlertView>>> {
  return request('GET', `/emergency/alerts/${encodeURIComponent(token)}`, opts);
}

/** "I'm on it". */
export function acknowledgeAlert(token: string, opts?: RequestOptions): Promise<ApiResult<Results<AlertView>>> {
  return request('POST', `/emergency/alerts/${encodeURIComponent(token)}/ack`, { body: {}, ...opts });
}
