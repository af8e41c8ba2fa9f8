/**
 * The durable job queue: work due at a time (rebuilds, alerts, retention, mails), claimed by one
 * worker at a time under a lease, retried with backoff until it runs out of attempts.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nowText } from './dialect.ts';

export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('jobs')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(5)
          .check(sql`max_attempts > 0`),
      )
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('done_at', 'text')
      // Set with done_at when the job gave up (its attempts ran out).
      .addColumn('failed_at', 'text')
      .addColumn('dedupe_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      .execute();
    // Claiming reads the pending jobs in due order.
    await s.createIndex('jobs_due').on('jobs').columns(['run_at', 'id']).where(sql.ref('done_at'), 'is', null).execute();
    // At most one pending job per dedupe key; a finished job frees its key.
    await s.createIndex('jobs_dedupe').unique().on('jobs').column('dedupe_key').where(sql.ref('done_at'), 'is', null).execute();
  },
};
