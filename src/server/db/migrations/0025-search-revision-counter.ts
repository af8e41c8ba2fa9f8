/**
 * The counter the search rows' revisions come from. Revisions were the highest in the table plus
 * one, so a row deleted at the top (an unpublished profile) let the next rewrite take its number
 * again, and a deletion changed no number at all. Now every rewrite of search rows, deletions
 * included, takes the next number of a counter that never goes back: a profile's row never has a
 * revision it had before, and the counter is the version of the whole search index (the in-process
 * search cache, src/server/services/search-cache.ts, is valid while it is unchanged).
 *
 * SQLite: a one-row table (SQLite runs one write transaction at a time anyway). PostgreSQL: a
 * sequence, so rewrites of different profiles never wait for each other on the counter.
 *
 * Migration 0023's unique index on the profile id repeated the one the column's UNIQUE constraint
 * already has: every rewrite kept both. It goes.
 *
 * Searches around a point read the latitude index and test each row's longitude and distance: with
 * the longitude in the index (and, on SQLite, the clustered key's rank and profile id, which every
 * index of the table carries), a search and its count find and order their rows from the index alone
 * instead of reading every row of the latitude band (a 50 km search around Cologne at 100,000
 * listings: 10.4 ms to 0.8 ms for the page, 11.9 ms to 0.6 ms for the count). The columns the
 * categories filter on most ride along, so a category's search around a point reads no row either
 * (the mix of bench:api's searches around a point: 1.6 ms to 0.9 ms, 3.1 ms to 1.0 ms with filters).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres } from './dialect.ts';

/** The columns categories filter on most, carried in the latitude index too (no row read to test them). */
const AROUND_FILTERS = ['gender', 'services', 'user_type', 'meeting', 'dob', 'body'];

export const searchRevisionCounter: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{ rev: number | string | null }>`SELECT max(rev) AS rev FROM profile_search`.execute(db);
    const start = Number(rows[0]?.rev ?? 0) + 1;
    await db.schema.dropIndex('profile_search_profile').execute();
    await db.schema.dropIndex('profile_search_lat').execute();
    if (isPostgres(db))
      await sql`CREATE INDEX profile_search_lat ON profile_search (region, kind, lat, lon) INCLUDE (rank, profile_id, ${sql.raw(AROUND_FILTERS.join(', '))})`.execute(
        db,
      );
    else
      await db.schema
        .createIndex('profile_search_lat')
        .on('profile_search')
        .columns(['region', 'kind', 'lat', 'lon', ...AROUND_FILTERS])
        .execute();
    if (isPostgres(db)) {
      await sql`CREATE SEQUENCE profile_search_revision START WITH ${sql.lit(start)} MINVALUE 1`.execute(db);
      return;
    }
    await db.schema
      .createTable('search_revision')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      // The last revision taken.
      .addColumn('rev', 'bigint', (c) => c.notNull())
      .execute();
    await sql`INSERT INTO search_revision (id, rev) VALUES (1, ${sql.lit(start - 1)})`.execute(db);
  },
};
