/**
 * Whether a profile's display name was chosen by its owner. An escort's profile starts before she
 * has named it (the first onboarding call or photo upload creates it): it is 0 until she saves a
 * name, the forms show the name empty and publishing asks for one. The column `display_name` keeps
 * the account's username meanwhile (its CHECK wants 1 to 80 characters, and SQLite cannot change a
 * CHECK without rebuilding the table, which its foreign keys would cascade through), so everything
 * that names an unpublished profile (messages, the emergency contacts, the moderation queue) still
 * has a name to show. Existing profiles count as named.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag } from './checks.ts';

export const displayNameChosen: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('profiles')
      .addColumn('display_name_chosen', 'integer', (c) => c.notNull().defaultTo(1).check(flag('display_name_chosen')))
      .execute();
  },
};
