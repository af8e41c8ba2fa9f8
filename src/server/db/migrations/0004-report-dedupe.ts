/**
 * Reports remember the reporter's address, so an anonymous reporter sending the same report again
 * gets the first one back instead of a new row; the index finds a profile's recent reports.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const reportDedupe: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('profile_reports').addColumn('reporter_ip', 'text').execute();
    await db.schema.createIndex('profile_reports_profile').on('profile_reports').columns(['profile_id', 'created_at']).execute();
  },
};
