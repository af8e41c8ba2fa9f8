/** The raw tracking rows: events and traffic-manager clicks, only ever inserted (retention deletes). */
import type { Insertable, Kysely } from 'kysely';
import type { DB, TrackingEventsTable, TrafficClicksTable } from '../types.ts';

/** Insert a batch of events in one statement (one call's events are stored together or not at all). */
export async function insertTrackingEvents(db: Kysely<DB>, rows: Insertable<TrackingEventsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('tracking_events').values(rows).execute();
}

/** Which of `ids` are published profiles (an event about any other profile is not stored). */
export async function publishedProfileIds(db: Kysely<DB>, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('user_id', 'in', [...ids])
    .where('published', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Store a click unless its click id is known; true when it was new. */
export async function insertTrafficClick(db: Kysely<DB>, row: Insertable<TrafficClicksTable>): Promise<boolean> {
  const r = await db
    .insertInto('traffic_clicks')
    .values(row)
    .onConflict((oc) => oc.column('click_id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Delete the events of rolled-up days before `day` and clicks before it; returns the counts. */
export async function deleteTrackingBefore(db: Kysely<DB>, day: string): Promise<{ events: number; clicks: number }> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .deleteFrom('tracking_events')
      .where('day', '<', day)
      // A day not rolled up yet keeps its events: its numbers would be lost otherwise.
      .where('day', 'in', trx.selectFrom('tracking_rollups').select('day'))
      .executeTakeFirst();
    const clicks = await trx.deleteFrom('traffic_clicks').where('day', '<', day).executeTakeFirst();
    return { events: Number(events.numDeletedRows), clicks: Number(clicks.numDeletedRows) };
  });
}
