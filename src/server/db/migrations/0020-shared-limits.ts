/**
 * Rate-limit counters and the login slow-down kept in the database, so every API node behind a
 * load balancer counts against the same numbers: fixed windows per limit and key, failed logins per
 * account in their window, and when an address last failed on an account. Times are epoch
 * milliseconds (`bigint`: they outgrow a 32-bit integer); each table has an index on the time its
 * rows stop mattering, which the incremental sweeps walk.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { clustered } from './dialect.ts';

export const sharedLimits: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;

    await clustered(
      db,
      s
        .createTable('rate_limit_windows')
        // The limit's name and the key it counts (an account, an address, a pair of both).
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        // Hits in the window, refused ones included.
        .addColumn('count', 'integer', (c) => c.notNull().check(sql`${sql.ref('count')} >= 1`))
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_windows_pk', ['name', 'key']),
    ).execute();
    await s.createIndex('rate_limit_windows_reset').on('rate_limit_windows').column('reset_at').execute();

    await clustered(
      db,
      s
        .createTable('login_failures')
        .addColumn('account', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull().check(sql`${sql.ref('failures')} >= 1`))
        .addColumn('reset_at', 'bigint', (c) => c.notNull()),
    ).execute();
    await s.createIndex('login_failures_reset').on('login_failures').column('reset_at').execute();

    await clustered(
      db,
      s
        .createTable('login_failure_addresses')
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_failure_addresses_pk', ['account', 'address']),
    ).execute();
    await s.createIndex('login_failure_addresses_last').on('login_failure_addresses').column('last_failure_at').execute();
  },
};
