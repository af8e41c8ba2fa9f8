/**
 * The log of the static site's background rebuilds (src/server/site/rebuild-job.ts): one row per
 * attempt, done or failed, with what the build report said it rendered and why, and the first
 * characters of the error of a failed one. The admin statistics page lists the newest; the insert
 * keeps the newest 500 rows.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nullOr, oneOf } from './checks.ts';

// The outcomes as they were when this shipped (a later change needs a migration of its own).
const OUTCOMES = ['done', 'failed'];

export const siteRebuilds: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('site_rebuilds')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      // The build folder's name (src/server/site/builds.ts).
      .addColumn('build_id', 'text', (c) => c.notNull().check(sql`length(build_id) BETWEEN 1 AND 100`))
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('outcome', 'text', (c) => c.notNull().check(oneOf('outcome', OUTCOMES)))
      // The build report's numbers (none when the build failed before writing its report).
      .addColumn('reason', 'text', (c) => c.check(nullOr('reason', sql`length(reason) <= 200`)))
      .addColumn('pages', 'integer')
      .addColumn('rendered', 'integer')
      .addColumn('kept', 'integer')
      // JSON object: pages whose key changed, by page kind.
      .addColumn('changed_keys', 'text')
      // Measured by the job: from its start to the end of the build (and of the publish).
      .addColumn('seconds', 'real')
      .addColumn('error', 'text', (c) => c.check(nullOr('error', sql`length(error) <= 500`)))
      // No foreign key: the row outlives the job (finished jobs are cleaned up).
      .addColumn('job_id', 'integer')
      .execute();
    await s.createIndex('site_rebuilds_started').on('site_rebuilds').column('started_at').execute();
  },
};
