/**
 * A revision on every search row: each rewrite of a profile's row (`syncSearchRows`) takes a number
 * above every revision in the table, so the sum of the revisions over the rows a search page lists
 * changes whenever any of its cards does. The site build keys each page by it (page keys,
 * src/server/services/build-keys.ts) and re-renders only the pages whose key changed. A unique index
 * on the profile id serves each rewrite (it deletes the profile's row first) and the profile keys.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const searchRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('profile_search')
      .addColumn('rev', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    // Rows written before this get distinct revisions in id order.
    await sql`UPDATE profile_search SET rev = profile_id`.execute(db);
    // The next revision is the highest plus one: read from this index, not a scan.
    await db.schema.createIndex('profile_search_rev').on('profile_search').column('rev').execute();
    // One row per profile: rewriting a profile's row and reading the profiles' keys in id order
    // find it by id instead of scanning the table.
    await db.schema.createIndex('profile_search_profile').on('profile_search').column('profile_id').unique().execute();
  },
};
