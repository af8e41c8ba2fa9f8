/**
 * Refused impersonation attempts join the impersonation log: `action` may also be `refused`, and
 * `reason` says why (an admin or oneself as the target, a ticket that is unknown, used or someone
 * else's, an attempt from inside an impersonation). SQLite cannot change a CHECK in place, so there
 * the table is rebuilt with its rows and index; PostgreSQL swaps the constraint.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nullOr, oneOf } from './checks.ts';
import { isPostgres, nowText } from './dialect.ts';

const ACTIONS = ['start', 'stop', 'refused'] as const;
const reasonCheck = nullOr('reason', sql`length(reason) <= 200`);

export const impersonationRefusals: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    if (isPostgres(db)) {
      await s.alterTable('impersonation_log').dropConstraint('impersonation_log_action_check').execute();
      await s.alterTable('impersonation_log').addCheckConstraint('impersonation_log_action_check', oneOf('action', ACTIONS)).execute();
      await s
        .alterTable('impersonation_log')
        .addColumn('reason', 'text', (c) => c.check(reasonCheck))
        .execute();
      return;
    }
    await s
      .createTable('impersonation_log_next')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('action', 'text', (c) => c.notNull().check(oneOf('action', ACTIONS)))
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      .addColumn('reason', 'text', (c) => c.check(reasonCheck))
      .execute();
    await sql`INSERT INTO impersonation_log_next (id, action, admin_id, user_id, ip, user_agent, request_id, created_at)
      SELECT id, action, admin_id, user_id, ip, user_agent, request_id, created_at FROM impersonation_log`.execute(db);
    await s.dropTable('impersonation_log').execute();
    await s.alterTable('impersonation_log_next').renameTo('impersonation_log').execute();
    await s.createIndex('impersonation_log_admin').on('impersonation_log').columns(['admin_id', 'created_at']).execute();
  },
};
