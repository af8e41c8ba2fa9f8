/**
 * The escort's own profile: the row with every column, and the lists the editor replaces whole
 * (services, prices, weekly hours). Writers call `syncSearchRows` afterwards (services/own-profile.ts).
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import { lockFor } from '../transactions.ts';
import type { DB, ProfilesTable } from '../types.ts';

export type ProfileRow = Selectable<ProfilesTable>;

/** The profile of `userId`, every column. */
export function ownProfileRow(db: Kysely<DB>, userId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The account facts the supply flows need. */
export function accountOf(
  db: Kysely<DB>,
  userId: number,
): Promise<{ username: string; region: ProfileRow['region']; is_quarantined: 0 | 1; date_of_birth: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['username', 'region', 'is_quarantined', 'date_of_birth'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Change columns of the profile (and its `updated_at`). */
export async function updateProfile(db: Kysely<DB>, userId: number, patch: Updateable<ProfilesTable>, now: Date): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ ...patch, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

/** The profile's service ids, ascending. */
export async function serviceIdsOf(db: Kysely<DB>, profileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('profile_services')
    .select('service_id')
    .where('profile_id', '=', profileId)
    .orderBy('service_id')
    .execute();
  return rows.map((r) => r.service_id);
}

/** Replace the profile's services. */
export async function replaceServices(db: Kysely<DB>, profileId: number, ids: readonly number[]): Promise<void> {
  await lockFor(db, `profile-services:${profileId}`);
  await db.deleteFrom('profile_services').where('profile_id', '=', profileId).execute();
  if (ids.length)
    await db
      .insertInto('profile_services')
      .values(ids.map((service_id) => ({ profile_id: profileId, service_id })))
      .execute();
}

/** The profile's price lines, shortest first. */
export function pricesOf(db: Kysely<DB>, profileId: number) {
  return db
    .selectFrom('profile_prices')
    .select(['duration_minutes', 'incall_cents', 'outcall_cents'])
    .where('profile_id', '=', profileId)
    .orderBy('duration_minutes')
    .execute();
}

/** Replace the profile's price lines. */
export async function replacePrices(
  db: Kysely<DB>,
  profileId: number,
  lines: readonly { durationMinutes: number; incallMinor: number | null; outcallMinor: number | null }[],
): Promise<void> {
  await lockFor(db, `profile-prices:${profileId}`);
  await db.deleteFrom('profile_prices').where('profile_id', '=', profileId).execute();
  if (lines.length)
    await db
      .insertInto('profile_prices')
      .values(
        lines.map((l) => ({
          profile_id: profileId,
          duration_minutes: l.durationMinutes,
          incall_cents: l.incallMinor,
          outcall_cents: l.outcallMinor,
        })),
      )
      .execute();
}

/** The profile's weekly hours, Monday first. */
export function weeklyOf(db: Kysely<DB>, profileId: number) {
  return db
    .selectFrom('availability')
    .select(['weekday', 'opens', 'closes'])
    .where('profile_id', '=', profileId)
    .orderBy('weekday')
    .execute();
}

/** Replace the profile's weekly hours. */
export async function replaceWeekly(
  db: Kysely<DB>,
  profileId: number,
  weekly: readonly { weekday: number; opens: string; closes: string }[],
): Promise<void> {
  await lockFor(db, `availability:${profileId}`);
  await db.deleteFrom('availability').where('profile_id', '=', profileId).execute();
  if (weekly.length)
    await db
      .insertInto('availability')
      .values(weekly.map((h) => ({ profile_id: profileId, ...h })))
      .execute();
}

/** Set (or end, with null) the "available now" switch. */
export async function setAvailableNowUntil(db: Kysely<DB>, profileId: number, until: string | null): Promise<void> {
  await db.updateTable('profiles').set({ available_now_until: until }).where('user_id', '=', profileId).execute();
}
