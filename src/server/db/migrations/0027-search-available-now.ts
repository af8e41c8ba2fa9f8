/**
 * "Available now" in the search rows: `available_until` holds when an escort's switch ends (seconds
 * since 1970, from `profiles.available_now_until`; NULL when it is off, and for venues and AI
 * companions, which have no such switch). It ends by itself, so the
 * row keeps the end, not a flag: the search's "available now" filter compares it with the time of
 * the search, and no job has to rewrite rows when the hours run out.
 *
 * A partial index holds the few rows with an end (a filter by it reads those, not the region);
 * `available_until > ?` implies `IS NOT NULL`, which lets SQLite and PostgreSQL use it, and it
 * stays out of the plans of every other search.
 *
 * Rows written before this take the end their profile has (one that already passed compares as
 * off, like a row written after it).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const searchAvailableNow: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('profile_search').addColumn('available_until', 'integer').execute();
    await db.schema
      .createIndex('profile_search_available')
      .on('profile_search')
      .column('available_until')
      .where(sql.ref('available_until'), 'is not', null)
      .execute();
    const { rows } = await sql<{ id: number; until: string }>`
      SELECT s.profile_id AS id, p.available_now_until AS until
      FROM profile_search s JOIN profiles p ON p.user_id = s.profile_id
      WHERE p.profile_type = 'escort' AND p.available_now_until IS NOT NULL`.execute(db);
    for (const r of rows) {
      const end = Date.parse(r.until);
      if (!Number.isFinite(end)) continue;
      await sql`UPDATE profile_search SET available_until = ${Math.floor(end / 1000)} WHERE profile_id = ${r.id}`.execute(db);
    }
  },
};
