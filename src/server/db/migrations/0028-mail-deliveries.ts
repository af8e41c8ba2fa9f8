/**
 * E-mails sent over SMTP (src/server/notify/smtp.ts): one row per e-mail handed to the mail job,
 * without its text. The row holds the dedupe key (an e-mail sent again under the same key is sent
 * once), where the delivery stands (queued, sent, refused for good by the receiving server, failed
 * after its last attempt) and the server's last reply. The admin security page lists the refused
 * and failed ones. Sent rows go after 30 days, the others after 180 (src/server/jobs/prune.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nullOr, oneOf } from './checks.ts';

// The states as they were when this shipped (a later change needs a migration of its own).
const STATUSES = ['queued', 'sent', 'refused', 'failed'];

export const mailDeliveries: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('mail_deliveries')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('dedupe_key', 'text', (c) => c.check(nullOr('dedupe_key', sql`length(dedupe_key) BETWEEN 1 AND 300`)))
      .addColumn('recipient', 'text', (c) => c.notNull().check(sql`length(recipient) BETWEEN 3 AND 320`))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`length(purpose) BETWEEN 1 AND 100`))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', STATUSES)))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      // The receiving server's last reply, or what kept the e-mail from reaching one.
      .addColumn('reply', 'text', (c) => c.check(nullOr('reply', sql`length(reply) <= 500`)))
      .addColumn('message_id', 'text', (c) => c.check(nullOr('message_id', sql`length(message_id) <= 300`)))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await s.createIndex('mail_deliveries_dedupe_key').on('mail_deliveries').column('dedupe_key').unique().execute();
    await s.createIndex('mail_deliveries_status').on('mail_deliveries').columns(['status', 'updated_at']).execute();
    await s.createIndex('mail_deliveries_user').on('mail_deliveries').column('user_id').execute();
  },
};
