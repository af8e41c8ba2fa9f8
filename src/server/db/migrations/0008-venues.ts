/**
 * Venues: the venue an escort works at (a manager assigns it; the venue's public profile lists its
 * escorts) and the venue's food and drinks (a JSON array of short texts, like `amenities`).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const venues: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .alterTable('profiles')
      .addColumn('venue_id', 'integer', (c) => c.references('profiles.user_id').onDelete('set null'))
      .execute();
    await s
      .alterTable('profiles')
      .addColumn('food_and_drinks', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await s.createIndex('profiles_venue').on('profiles').column('venue_id').where(sql.ref('venue_id'), 'is not', null).execute();
  },
};
