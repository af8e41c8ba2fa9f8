/**
 * Security: the structured security event log (failed logins, throttles, invalid tokens, password
 * changes and resets, impersonation, second-factor enrolment and failures, admin actions), the
 * admins' second factor (TOTP secret, enrolment time, last accepted time step) and their single-use
 * recovery codes (SHA-256 hashes only).
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nowText } from './dialect.ts';

export const security: Migration = {
  async up(db: Kysely<unknown>) {
    const now = nowText(db);
    const s = db.schema;

    // Base32 secret; set while enrolling, in force once totp_enabled_at is set.
    await s.alterTable('users').addColumn('totp_secret', 'text').execute();
    await s.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
    // The last time step a code was accepted for: a code is never accepted twice.
    await s.alterTable('users').addColumn('totp_last_step', 'integer').execute();

    await s
      .createTable('recovery_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('recovery_codes_user').on('recovery_codes').columns(['user_id', 'code_hash']).execute();

    // No foreign keys: events outlive the accounts they mention.
    await s
      .createTable('security_events')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('actor_id', 'integer')
      .addColumn('ip', 'text')
      .addColumn('request_id', 'text')
      // JSON object of the event's facts (never a password, code, token or secret).
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('security_events_type').on('security_events').columns(['type', 'id']).execute();
    await s.createIndex('security_events_created').on('security_events').column('created_at').execute();
  },
};
