/** Saved searches, their alert state and the one alert e-mail per punter and day. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, SavedSearchesTable } from '../types.ts';
import type { ResolvedSearch } from './search.ts';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

/** A punter's saved searches, oldest first. */
export function savedSearchesOf(db: Kysely<DB>, userId: number): Promise<SavedSearchRow[]> {
  return db.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** One of a punter's saved searches. */
export function savedSearchOf(db: Kysely<DB>, userId: number, id: number): Promise<SavedSearchRow | undefined> {
  return db.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Store a saved search. */
export function insertSavedSearch(db: Kysely<DB>, row: Insertable<SavedSearchesTable>): Promise<SavedSearchRow> {
  return db.insertInto('saved_searches').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Rename it or switch its alerts; the row after. */
export function updateSavedSearch(
  db: Kysely<DB>,
  userId: number,
  id: number,
  patch: { name?: string; alerts?: number },
): Promise<SavedSearchRow | undefined> {
  return db.updateTable('saved_searches').set(patch).where('user_id', '=', userId).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Remove it; whether there was one. */
export async function deleteSavedSearch(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('saved_searches').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The punter's VIP end (for the limit). */
export async function vipValidTill(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('vip_valid_till').where('id', '=', userId).executeTakeFirst();
  return row?.vip_valid_till ?? null;
}

/** Saved searches with alerts on, of punters not mailed on `day`, with the address to write to. */
export function alertCandidates(db: Kysely<DB>, day: string) {
  return db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.email', 'u.locale', 'u.region as user_region'])
    .where('s.alerts', '=', 1)
    .where('u.email', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('saved_search_mails as m').select('m.user_id').whereRef('m.user_id', '=', 's.user_id').where('m.day', '=', day),
        ),
      ),
    )
    .orderBy('s.user_id')
    .orderBy('s.id')
    .execute();
}

/** Ids of listings matching `conditions` published after `since` and up to `until` (seconds), newest first. */
export async function listingsPublishedBetween(
  db: Kysely<DB>,
  conditions: ResolvedSearch['conditions'],
  since: number,
  until: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('profile_search as s')
    .select('s.profile_id')
    .where((eb) => eb.and(conditions.map((c) => c(eb))))
    .where('s.published_at', '>', since)
    .where('s.published_at', '<=', until)
    .orderBy('s.published_at', 'desc')
    .orderBy('s.profile_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.profile_id);
}

/**
 * Book the punter's e-mail of `day` and move the searches' alert point to `at`; false (and no
 * change) when the day's e-mail was booked already.
 */
export async function bookAlertMail(db: Kysely<DB>, userId: number, day: string, matches: number, searchIds: number[], at: string) {
  const booked = await db
    .insertInto('saved_search_mails')
    .values({ user_id: userId, day, matches, sent_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!booked) return false;
  if (searchIds.length) await db.updateTable('saved_searches').set({ alerted_at: at }).where('id', 'in', searchIds).execute();
  return true;
}

/** Card facts of listings for the e-mail: name and path. */
export function listingNames(db: Kysely<DB>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profiles')
    .select(['user_id', 'display_name'])
    .where('user_id', 'in', [...ids])
    .execute();
}

/** Undo a booked e-mail that could not be sent: the day is free again and the searches keep their alert points. */
export async function unbookAlertMail(db: Kysely<DB>, userId: number, day: string, searches: readonly { id: number; alertedAt: string }[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('saved_search_mails').where('user_id', '=', userId).where('day', '=', day).execute();
    for (const s of searches) await trx.updateTable('saved_searches').set({ alerted_at: s.alertedAt }).where('id', '=', s.id).execute();
  });
}
