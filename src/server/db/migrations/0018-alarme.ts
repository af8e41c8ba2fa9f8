/**
 * Emergency meetings ("alarme", issue 14): the escort's two PINs (hashed), trusted contacts with
 * their confirmation secrets (hashed), meetings whose own due times (start, check-in, grace) are
 * the durable timers, the tap ids of status actions, the contacts an alert went to (one secret
 * per contact and alert) and one delivery row per contact, kind and channel, sent exactly once
 * through the outbox's dedupe key added here.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nullOr, oneOf } from './checks.ts';
import { nowText } from './dialect.ts';

// The lists as they were when this shipped (a later change needs a migration of its own).
const MEETING_STATUSES = ['scheduled', 'active', 'overdue', 'alerted', 'safe', 'cancelled'];
const ALERT_REASONS = ['missed_check_in', 'panic', 'duress'];
const CONTACT_STATUSES = ['pending', 'confirmed', 'paused'];
const ACTIONS = ['safe', 'extend', 'panic', 'cancel'];

/** CHECK: at most `max` characters. */
const maxLength = (column: string, max: number) => nullOr(column, sql`length(${sql.ref(column)}) <= ${sql.lit(max)}`);

export const alarme: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const now = nowText(db);

    await s
      .createTable('alarme_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      // argon2id PHC strings: the PINs themselves are never stored.
      .addColumn('pin_hash', 'text', (c) => c.notNull())
      .addColumn('duress_pin_hash', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await s
      .createTable('alarme_contacts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) BETWEEN 1 AND 80`))
      .addColumn('phone', 'text', (c) => c.check(maxLength('phone', 16)))
      .addColumn('email', 'text', (c) => c.check(maxLength('email', 254)))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', CONTACT_STATUSES)))
      // SHA-256 of the link's token and of the 6-digit code of the last confirmation sent.
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('code_hash', 'text')
      .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sent_at', 'text')
      .addColumn('confirmed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addCheckConstraint('alarme_contacts_reachable', sql`phone IS NOT NULL OR email IS NOT NULL`)
      .execute();
    await s.createIndex('alarme_contacts_user').on('alarme_contacts').columns(['user_id', 'id']).execute();

    await s
      .createTable('alarme_meetings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', MEETING_STATUSES)))
      .addColumn('place', 'text', (c) => c.notNull().check(sql`length(place) <= 500`))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('check_in_at', 'text', (c) => c.notNull())
      .addColumn('client_description', 'text', (c) => c.check(maxLength('client_description', 500)))
      .addColumn('client_phone', 'text', (c) => c.check(maxLength('client_phone', 16)))
      .addColumn('location_lat', 'real', (c) => c.check(nullOr('location_lat', sql`location_lat BETWEEN -90 AND 90`)))
      .addColumn('location_lon', 'real', (c) => c.check(nullOr('location_lon', sql`location_lon BETWEEN -180 AND 180`)))
      .addColumn('location_accuracy', 'real')
      .addColumn('location_at', 'text')
      // The check-in the reminder was sent for (extending moves the check-in and re-arms it).
      .addColumn('reminded_for', 'text')
      .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('alerted_at', 'text')
      .addColumn('alert_reason', 'text', (c) => c.check(nullOr('alert_reason', oneOf('alert_reason', ALERT_REASONS))))
      // When the duress PIN was entered: the escort's own views show the meeting as safe from then on.
      .addColumn('duress_at', 'text')
      .addColumn('closed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addCheckConstraint('alarme_meetings_alert', sql`(alerted_at IS NULL) = (alert_reason IS NULL)`)
      .execute();
    await s.createIndex('alarme_meetings_user').on('alarme_meetings').columns(['user_id', 'id']).execute();
    // The timers: open meetings by their next due time.
    await s.createIndex('alarme_meetings_due').on('alarme_meetings').columns(['status', 'check_in_at']).execute();

    await s
      .createTable('alarme_actions')
      .addColumn('meeting_id', 'integer', (c) => c.notNull().references('alarme_meetings.id').onDelete('cascade'))
      .addColumn('client_action_id', 'text', (c) => c.notNull().check(sql`length(client_action_id) BETWEEN 8 AND 64`))
      .addColumn('action', 'text', (c) => c.notNull().check(oneOf('action', ACTIONS)))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('alarme_actions_pk', ['meeting_id', 'client_action_id'])
      .execute();

    await s
      .createTable('alarme_recipients')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('meeting_id', 'integer', (c) => c.notNull().references('alarme_meetings.id').onDelete('cascade'))
      // The contact may be removed later; the name stays for "who is on it".
      .addColumn('contact_id', 'integer', (c) => c.references('alarme_contacts.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      // SHA-256 of the secret of this contact's alert page.
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('acknowledged_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('alarme_recipients_once', ['meeting_id', 'contact_id'])
      .execute();

    await s
      .createTable('alarme_deliveries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('recipient_id', 'integer', (c) => c.notNull().references('alarme_recipients.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['alert', 'resolved'])))
      .addColumn('channel', 'text', (c) => c.notNull().check(oneOf('channel', ['email', 'sms'])))
      .addColumn('address', 'text', (c) => c.notNull())
      // The alert page's secret, only until the message carrying it is sent.
      .addColumn('token', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('alarme_deliveries_once', ['recipient_id', 'kind', 'channel'])
      .execute();
    await s.createIndex('alarme_deliveries_unsent').on('alarme_deliveries').column('id').where(sql.ref('sent_at'), 'is', null).execute();

    // A message sent again under the same key (a retry after a crash) is stored once.
    await s.alterTable('outbox').addColumn('dedupe_key', 'text').execute();
    await s.createIndex('outbox_dedupe_key').on('outbox').column('dedupe_key').unique().execute();
  },
};
