/**
 * Recording emergency meetings: create and change (while scheduled or active), the open and the
 * previous lists, and the shared location. A meeting needs both PINs set first.
 */
import { ALARME_LIMITS, type Meeting, type MeetingBody, type MeetingLocationBody } from '../../lib/api/alarme.ts';
import { pinsOf } from '../db/queries/alarme-contacts.ts';
import {
  insertMeeting,
  meetingOf,
  openMeetingsOf,
  previousMeetingsOf,
  saveLocation,
  updateMeetingIn,
} from '../db/queries/alarme-meetings.ts';
import { created, invalid, notFound, ok, type Outcome } from '../services/outcome.ts';
import type { AlarmeDeps } from './deps.ts';
import { meetingViews } from './view.ts';

/** The 422 of a meeting or change the escort cannot make in its state. */
export const meetingClosed = () => invalid({ action: ['This meeting is closed.'] }, 'This meeting is closed.');

/** The escort's open meetings. */
export async function listMeetings(deps: AlarmeDeps, userId: number): Promise<Outcome<Meeting[]>> {
  return ok(await meetingViews(deps, await openMeetingsOf(deps.db, userId)));
}

/** The escort's closed meetings, newest first. */
export async function listPreviousMeetings(deps: AlarmeDeps, userId: number): Promise<Outcome<Meeting[]>> {
  return ok(await meetingViews(deps, await previousMeetingsOf(deps.db, userId)));
}

/** One meeting as its escort sees it. */
export async function viewMeeting(deps: AlarmeDeps, userId: number, id: number): Promise<Outcome<Meeting>> {
  const row = await meetingOf(deps.db, userId, id);
  if (!row) return notFound();
  return ok((await meetingViews(deps, [row]))[0]!);
}

/** The stored form of the body's times (UTC ISO, so they compare as text) and fields. */
function fields(body: MeetingBody, now: Date) {
  const iso = (s: string) => new Date(s).toISOString();
  const startsAt = iso(body.startsAt);
  return {
    status: Date.parse(startsAt) <= now.getTime() ? ('active' as const) : ('scheduled' as const),
    place: body.place,
    starts_at: startsAt,
    ends_at: iso(body.endsAt),
    check_in_at: iso(body.checkInAt),
    client_description: body.clientDescription || null,
    client_phone: body.clientPhone ?? null,
  };
}

/** The check-in must lie ahead. */
const checkInPassed = (body: MeetingBody, now: Date) => Date.parse(body.checkInAt) <= now.getTime();

/** Record a meeting (both PINs must be set). */
export async function createMeeting(deps: AlarmeDeps, userId: number, body: MeetingBody): Promise<Outcome<Meeting>> {
  if (!(await pinsOf(deps.db, userId)))
    return invalid({ pin: ['Set your safe PIN and your duress PIN first.'] }, 'Set your safe PIN and your duress PIN first.');
  const now = deps.clock.now();
  if (checkInPassed(body, now)) return invalid({ checkInAt: ['The check-in must be in the future.'] });
  if ((await openMeetingsOf(deps.db, userId)).length >= ALARME_LIMITS.maxOpenMeetings)
    return invalid({ place: [`You can have at most ${ALARME_LIMITS.maxOpenMeetings} open meetings.`] });
  const at = now.toISOString();
  const row = await insertMeeting(deps.db, { user_id: userId, ...fields(body, now), created_at: at, updated_at: at });
  return created((await meetingViews(deps, [row]))[0]!);
}

/** Change a meeting that is scheduled or active. */
export async function changeMeeting(deps: AlarmeDeps, userId: number, id: number, body: MeetingBody): Promise<Outcome<Meeting>> {
  const before = await meetingOf(deps.db, userId, id);
  if (!before) return notFound();
  const now = deps.clock.now();
  if (checkInPassed(body, now)) return invalid({ checkInAt: ['The check-in must be in the future.'] });
  const row = await updateMeetingIn(deps.db, id, ['scheduled', 'active'], { ...fields(body, now), updated_at: now.toISOString() });
  if (!row) return invalid({ place: ['Only a scheduled or active meeting can be changed.'] });
  return ok((await meetingViews(deps, [row]))[0]!);
}

/** Share the escort's position with an open meeting (sent with an alert). */
export async function shareLocation(deps: AlarmeDeps, userId: number, id: number, body: MeetingLocationBody): Promise<Outcome<Meeting>> {
  const before = await meetingOf(deps.db, userId, id);
  if (!before) return notFound();
  const open = ['scheduled', 'active', 'overdue', 'alerted'].includes(before.status);
  if (!open) return meetingClosed();
  const at = deps.clock.now().toISOString();
  await saveLocation(deps.db, id, body.lat, body.lon, body.accuracy ?? null, at);
  // After the duress PIN the position still goes to the contacts, but the answer is a closed meeting's.
  if (before.duress_at) return meetingClosed();
  return viewMeeting(deps, userId, id);
}
