/**
 * Emergency meetings (`alarme_meetings`, `alarme_actions`). Every state change is a conditional
 * UPDATE on the status it leaves, so of two workers (a request and the timers, or two servers)
 * exactly one makes each transition.
 */
import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { OPEN_MEETING_STATUSES, type MeetingStatus } from '../../../lib/api/alarme-codes.ts';
import type { AlarmeMeetingsTable, DB } from '../types.ts';

export type MeetingRow = Selectable<AlarmeMeetingsTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** How many closed meetings the "previous" list shows at most. */
const PREVIOUS_MAX = 50;

/** One of the escort's meetings. */
export function meetingOf(db: Db, userId: number, id: number): Promise<MeetingRow | undefined> {
  return db.selectFrom('alarme_meetings').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** A meeting by id. */
export function meetingById(db: Db, id: number): Promise<MeetingRow | undefined> {
  return db.selectFrom('alarme_meetings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The escort's open meetings as the escort sees them (a duress alert counts as closed), by start. */
export function openMeetingsOf(db: Kysely<DB>, userId: number): Promise<MeetingRow[]> {
  return db
    .selectFrom('alarme_meetings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_MEETING_STATUSES)
    .where('duress_at', 'is', null)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** The escort's closed meetings (safe, cancelled, or closed with the duress PIN), newest first. */
export function previousMeetingsOf(db: Kysely<DB>, userId: number): Promise<MeetingRow[]> {
  return db
    .selectFrom('alarme_meetings')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('status', 'in', ['safe', 'cancelled']), eb('duress_at', 'is not', null)]))
    .orderBy(sql`coalesce(duress_at, closed_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(PREVIOUS_MAX)
    .execute();
}

/** Record a meeting; returns it. */
export function insertMeeting(db: Db, row: Insertable<AlarmeMeetingsTable>): Promise<MeetingRow> {
  return db.insertInto('alarme_meetings').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Change a meeting if its status is one of `from`; the changed row, or undefined when another change came first. */
export function updateMeetingIn(
  db: Db,
  id: number,
  from: readonly MeetingStatus[],
  set: Updateable<AlarmeMeetingsTable>,
): Promise<MeetingRow | undefined> {
  return db
    .updateTable('alarme_meetings')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .where('duress_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Count a wrong PIN; returns the count. */
export async function countPinFailure(db: Kysely<DB>, id: number): Promise<number> {
  const r = await db
    .updateTable('alarme_meetings')
    .set((eb) => ({ pin_failures: eb('pin_failures', '+', 1) }))
    .where('id', '=', id)
    .returning('pin_failures')
    .executeTakeFirstOrThrow();
  return r.pin_failures;
}

/** Store the last shared position (also on a meeting closed with the duress PIN: it goes to the contacts). */
export async function saveLocation(db: Kysely<DB>, id: number, lat: number, lon: number, accuracy: number | null, at: string) {
  await db
    .updateTable('alarme_meetings')
    .set({ location_lat: lat, location_lon: lon, location_accuracy: accuracy, location_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Whether a tap id was used on the meeting already. */
export async function actionSeen(db: Db, meetingId: number, clientActionId: string): Promise<boolean> {
  const r = await db
    .selectFrom('alarme_actions')
    .select('meeting_id')
    .where('meeting_id', '=', meetingId)
    .where('client_action_id', '=', clientActionId)
    .executeTakeFirst();
  return r !== undefined;
}

/** Remember a tap id; false when it was there already (a concurrent retry). */
export async function recordAction(db: Db, meetingId: number, clientActionId: string, action: 'safe' | 'extend' | 'panic' | 'cancel') {
  const r = await db
    .insertInto('alarme_actions')
    .values({ meeting_id: meetingId, client_action_id: clientActionId, action })
    .onConflict((oc) => oc.columns(['meeting_id', 'client_action_id']).doNothing())
    .executeTakeFirst();
  return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Ids of meetings in `status` whose `column` is at or before `at`. */
export async function dueMeetings(
  db: Kysely<DB>,
  status: MeetingStatus,
  column: 'starts_at' | 'check_in_at',
  at: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('alarme_meetings')
    .select('id')
    .where('status', '=', status)
    .where(column, '<=', at)
    .where('duress_at', 'is', null)
    .orderBy(column)
    .execute();
  return rows.map((r) => r.id);
}

/** Meetings whose reminder is due (check-in at or before `at`) and not sent for the current check-in. */
export function remindersDue(db: Kysely<DB>, at: string): Promise<MeetingRow[]> {
  return db
    .selectFrom('alarme_meetings')
    .selectAll()
    .where('status', 'in', ['scheduled', 'active'])
    .where('check_in_at', '<=', at)
    .where('duress_at', 'is', null)
    .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', eb.ref('check_in_at'))]))
    .execute();
}

/** Note the reminder of the current check-in as sent. */
export async function markReminded(db: Kysely<DB>, id: number, checkInAt: string): Promise<void> {
  await db.updateTable('alarme_meetings').set({ reminded_for: checkInAt }).where('id', '=', id).execute();
}

/**
 * Delete the meetings past retention: closed without an alert before `closedBefore`; alerted
 * (resolved or not) before `alertedBefore`. Their actions, recipients and deliveries go with them.
 */
export async function deleteExpiredMeetings(db: Kysely<DB>, closedBefore: string, alertedBefore: string): Promise<number> {
  const r = await db
    .deleteFrom('alarme_meetings')
    .where((eb) =>
      eb.or([
        eb.and([eb('alerted_at', 'is', null), eb('status', 'in', ['safe', 'cancelled']), eb('closed_at', '<=', closedBefore)]),
        eb.and([eb('alerted_at', 'is not', null), eb('alerted_at', '<=', alertedBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
