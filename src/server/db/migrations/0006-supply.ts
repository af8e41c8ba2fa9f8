/**
 * Escort supply: how far an escort got in onboarding (the step and the steps saved once), whether
 * the contact e-mail and phone may be used, the "available now" switch with its end, a profile held
 * for review after publishing (quarantined), and the daily counts of profile views and contact
 * clicks the dashboard shows.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { clustered } from './dialect.ts';
import { flag, oneOf } from './checks.ts';

/** The steps as this migration knows them (src/lib/api/onboarding.ts ONBOARDING_STEPS). */
const STEPS = ['contact', 'about', 'location', 'media', 'services', 'done'] as const;

export const supply: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .alterTable('profiles')
      .addColumn('onboarding_step', 'text', (c) => c.notNull().defaultTo('contact').check(oneOf('onboarding_step', STEPS)))
      .execute();
    // JSON array of the steps saved at least once.
    await s
      .alterTable('profiles')
      .addColumn('onboarding_saved', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await s
      .alterTable('profiles')
      .addColumn('allow_contact_email', 'integer', (c) => c.notNull().defaultTo(0).check(flag('allow_contact_email')))
      .execute();
    await s
      .alterTable('profiles')
      .addColumn('allow_contact_phone', 'integer', (c) => c.notNull().defaultTo(1).check(flag('allow_contact_phone')))
      .execute();
    await s.alterTable('profiles').addColumn('available_now_until', 'text').execute();
    await s
      .alterTable('profiles')
      .addColumn('quarantined', 'integer', (c) => c.notNull().defaultTo(0).check(flag('quarantined')))
      .execute();
    // Profiles published before onboarding existed have finished it.
    await sql`UPDATE profiles SET onboarding_step = 'done' WHERE published = 1`.execute(db);

    // One row per profile and Europe/Berlin day with something to count.
    await clustered(
      db,
      s
        .createTable('profile_stats')
        .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.user_id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('contact_clicks', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('profile_stats_pk', ['profile_id', 'day']),
    ).execute();
  },
};
