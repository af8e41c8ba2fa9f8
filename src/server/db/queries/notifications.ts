/** Notifications and the escort call feedback. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB, NotificationsTable } from '../types.ts';

export type NotificationRow = Selectable<NotificationsTable>;

/**
 * Store a notification; with a `group_key`, an unread one of the same group is replaced (moved to
 * the top with the new payload) instead of adding another.
 */
export async function upsertNotification(db: Kysely<DB>, row: Insertable<NotificationsTable>): Promise<NotificationRow> {
  if (row.group_key) {
    await db
      .deleteFrom('notifications')
      .where('user_id', '=', row.user_id)
      .where('group_key', '=', row.group_key)
      .where('read_at', 'is', null)
      .execute();
  }
  return db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A page of a user's notifications, newest first. */
export function notificationPage(db: Kysely<DB>, userId: number, beforeId: number | undefined, limit: number) {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (beforeId !== undefined) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

/** How many of a user's notifications are unread. */
export async function unreadNotificationCount(db: Kysely<DB>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Mark a user's notifications read: the given ids, or all; or those of one group. */
export async function markNotificationsRead(
  db: Kysely<DB>,
  userId: number,
  at: string,
  o: { ids?: readonly number[]; groupKey?: string } = {},
) {
  let q = db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (o.ids) q = q.where('id', 'in', [...o.ids]);
  if (o.groupKey) q = q.where('group_key', '=', o.groupKey);
  await q.execute();
}

/** Store a punter's answer about a call unless the day has one; the day's answer either way. */
export async function insertCallFeedback(db: Kysely<DB>, punterId: number, escortId: number, answerId: number, day: string, at: string) {
  const inserted = await db
    .insertInto('escort_call_feedback')
    .values({ punter_id: punterId, escort_id: escortId, answer_id: answerId, day, created_at: at })
    .onConflict((oc) => oc.columns(['punter_id', 'escort_id', 'day']).doNothing())
    .returning('answer_id')
    .executeTakeFirst();
  if (inserted) return { answerId: inserted.answer_id, stored: true };
  const row = await db
    .selectFrom('escort_call_feedback')
    .select('answer_id')
    .where('punter_id', '=', punterId)
    .where('escort_id', '=', escortId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return { answerId: row.answer_id, stored: false };
}

/** Answers about an escort's calls from `fromDay` on, per answer. */
export function callFeedbackCounts(db: Kysely<DB>, escortId: number, fromDay: string) {
  return db
    .selectFrom('escort_call_feedback')
    .select(['answer_id', sql<number>`count(*)`.as('n')])
    .where('escort_id', '=', escortId)
    .where('day', '>=', fromDay)
    .groupBy('answer_id')
    .execute();
}

/** Whether a punter had a recorded contact with a profile (contact button while signed in). */
export async function hadContact(db: Kysely<DB>, punterId: number, profileId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('punter_contacts')
    .select('punter_id')
    .where('punter_id', '=', punterId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst());
}

/** Whether a user has an escort profile. */
export async function isEscortProfile(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db
    .selectFrom('profiles')
    .select('user_id')
    .where('user_id', '=', id)
    .where('profile_type', '=', 'escort')
    .executeTakeFirst());
}
