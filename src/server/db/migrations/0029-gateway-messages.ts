/**
 * Messages handed to an SMS gateway (Twilio: src/server/notify/twilio.ts), one row each: what was
 * sent to whom and why, the gateway's id of it (Twilio's MessageSid) and where it stands, from
 * `pending` (waiting for its send job) through the gateway's statuses to a delivery receipt
 * (`delivered`, `undelivered`, `failed` with the gateway's error code). The text stays only until
 * the gateway took or refused it (it may carry a code or a link). A message sent again under the
 * same dedupe key is stored once; a status callback finds its row by the gateway's id.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nullOr, oneOf } from './checks.ts';
import { nowText } from './dialect.ts';

// The values as they were when this shipped (a later change needs a migration of its own).
const PROVIDERS = ['twilio'];
const CHANNELS = ['sms', 'whatsapp'];
const STATUSES = [
  'pending',
  'accepted',
  'scheduled',
  'queued',
  'sending',
  'sent',
  'delivery_unknown',
  'delivered',
  'undelivered',
  'failed',
  'canceled',
  'read',
];

export const gatewayMessages: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('gateway_messages')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull().check(oneOf('provider', PROVIDERS)))
      .addColumn('channel', 'text', (c) => c.notNull().check(oneOf('channel', CHANNELS)))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      // NULL once the gateway took the message or refused it for good.
      .addColumn('body', 'text')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('dedupe_key', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', STATUSES)))
      // The gateway's id of the message (Twilio's MessageSid), once it took it.
      .addColumn('provider_sid', 'text')
      .addColumn('error_code', 'integer')
      .addColumn('error', 'text', (c) => c.check(nullOr('error', sql`length(error) <= 500`)))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      // When the gateway took it.
      .addColumn('sent_at', 'text')
      // When the status last changed.
      .addColumn('status_at', 'text')
      .execute();
    await s.createIndex('gateway_messages_dedupe_key').on('gateway_messages').column('dedupe_key').unique().execute();
    await s.createIndex('gateway_messages_provider_sid').on('gateway_messages').column('provider_sid').unique().execute();
  },
};
