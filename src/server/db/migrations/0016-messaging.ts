/**
 * Messaging: conversations between a punter and an escort or venue, their messages numbered per
 * conversation (`seq`), image attachments, each member's read position, per-user settings for read
 * receipts and typing, blocks, conversation reports for the admins, notifications and the escort
 * call feedback (one answer per punter, escort and day).
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { between, flag, nullOr, oneOf } from './checks.ts';
import { clustered, nowText } from './dialect.ts';

// The lists as they were when this shipped (a later change needs a migration of its own).
const REPORT_REASONS = ['spam', 'harassment', 'scam', 'illegal', 'other'];
const NOTIFICATION_KINDS = ['message', 'review', 'purchase', 'publish_approved'];

export const messaging: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const now = nowText(db);
    const user = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');

    await s
      .createTable('conversations')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('punter_id', 'integer', user)
      // The escort or venue.
      .addColumn('partner_id', 'integer', user)
      // The seq of the newest message; the next message takes last_seq + 1 (never reused, also after retention).
      .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('conversations_pair', ['punter_id', 'partner_id'])
      .addCheckConstraint('conversations_two', sql`punter_id <> partner_id`)
      .execute();
    await s.createIndex('conversations_partner').on('conversations').columns(['partner_id', 'updated_at']).execute();
    await s.createIndex('conversations_punter').on('conversations').columns(['punter_id', 'updated_at']).execute();

    await s
      .createTable('message_attachments')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('uploader_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      // Random key under private/messages/ in media storage; only the attachment route serves it.
      .addColumn('media_key', 'text', (c) => c.notNull().unique())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('thumbhash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('message_attachments_created').on('message_attachments').column('created_at').execute();

    await s
      .createTable('messages')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
      .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('client_id', 'text')
      .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) <= 2000`))
      .addColumn('attachment_id', 'integer', (c) => c.unique().references('message_attachments.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('messages_seq', ['conversation_id', 'seq'])
      .addUniqueConstraint('messages_client', ['conversation_id', 'sender_id', 'client_id'])
      .execute();
    await s.createIndex('messages_created').on('messages').column('created_at').execute();

    await clustered(
      db,
      s
        .createTable('conversation_reads')
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', user)
        .addColumn('last_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('conversation_reads_pk', ['conversation_id', 'user_id']),
    ).execute();

    await s
      .createTable('messaging_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('read_receipts', 'integer', (c) => c.notNull().defaultTo(1).check(flag('read_receipts')))
      .addColumn('typing', 'integer', (c) => c.notNull().defaultTo(1).check(flag('typing')))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await clustered(
      db,
      s
        .createTable('user_blocks')
        .addColumn('blocker_id', 'integer', user)
        .addColumn('blocked_id', 'integer', user)
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id']),
    ).execute();

    await s
      .createTable('conversation_reports')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reported_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (c) => c.notNull().check(oneOf('reason', REPORT_REASONS)))
      .addColumn('note', 'text', (c) => c.check(nullOr('note', sql`length(note) <= 1000`)))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('resolved_at', 'text')
      .addColumn('resolved_by', 'integer')
      .addColumn('resolution_note', 'text')
      .execute();
    await s
      .createIndex('conversation_reports_open')
      .on('conversation_reports')
      .column('id')
      .where(sql.ref('resolved_at'), 'is', null)
      .execute();

    await s
      .createTable('notifications')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', user)
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', NOTIFICATION_KINDS)))
      // Unread notifications of one group (`conversation:<id>`) are folded into one.
      .addColumn('group_key', 'text')
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('read_at', 'text')
      .execute();
    await s.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();

    await s
      .createTable('escort_call_feedback')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('punter_id', 'integer', user)
      .addColumn('escort_id', 'integer', user)
      .addColumn('answer_id', 'integer', (c) => c.notNull().check(between('answer_id', 1, 5)))
      // Europe/Berlin day of the answer: one answer per punter, escort and day.
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('escort_call_feedback_once', ['punter_id', 'escort_id', 'day'])
      .execute();
    await s.createIndex('escort_call_feedback_escort').on('escort_call_feedback').columns(['escort_id', 'day']).execute();
  },
};
