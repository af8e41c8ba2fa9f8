/**
 * Moderation: when a profile was last reviewed (the queue lists what changed since), how a report
 * was resolved, the statements of reasons of every restriction with its one appeal, and the
 * append-only, hash-chained audit log of admin actions (triggers refuse UPDATE and DELETE).
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nullOr, oneOf } from './checks.ts';
import { appendOnly, nowText } from './dialect.ts';

/** Kinds of restriction as shipped (a later kind needs a later migration). */
const KINDS = ['quarantine', 'unpublish', 'photo_removal', 'review_removal', 'account_quarantine'];

export const moderation: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.alterTable('profiles').addColumn('moderated_at', 'text').execute();
    await s.alterTable('profile_reports').addColumn('resolved_by', 'integer').execute();
    await s.alterTable('profile_reports').addColumn('resolution_note', 'text').execute();

    await s
      .createTable('restrictions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', KINDS)))
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('reason_code', 'text', (c) => c.notNull())
      .addColumn('reason_text', 'text', (c) => c.notNull())
      .addColumn('decided_by', 'integer', (c) => c.notNull())
      .addColumn('decided_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      .addColumn('appeal_text', 'text')
      .addColumn('appealed_at', 'text')
      .addColumn('appeal_outcome', 'text', (c) => c.check(nullOr('appeal_outcome', oneOf('appeal_outcome', ['upheld', 'reversed']))))
      .addColumn('appeal_note', 'text')
      .addColumn('appeal_decided_by', 'integer')
      .addColumn('appeal_decided_at', 'text')
      .execute();
    await s.createIndex('restrictions_user').on('restrictions').columns(['user_id', 'id']).execute();
    await s.createIndex('restrictions_open_appeals').on('restrictions').column('appealed_at').execute();

    await s
      .createTable('audit_log')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('actor_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer')
      .addColumn('reason', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('prev_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull().unique())
      .execute();
    await appendOnly(db, 'audit_log');
  },
};
