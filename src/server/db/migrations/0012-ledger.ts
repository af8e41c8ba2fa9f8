/**
 * The double-entry ledger: journals (one per business event, unique by reference so a replayed
 * event posts once) and their entries (signed integer amounts per unit that sum to zero per
 * journal). Both tables are append-only: a correction is a new, reversing journal.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { oneOf } from './checks.ts';
import { appendOnly, nowText } from './dialect.ts';

/** Units as shipped: money in minor units of a currency, or platform credits. */
const UNITS = ['EUR', 'GBP', 'AUD', 'CREDIT'];

export const ledger: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('ledger_journals')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('memo', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(db)))
      .execute();
    await s
      .createTable('ledger_entries')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('journal_id', 'integer', (c) => c.notNull().references('ledger_journals.id'))
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull().check(oneOf('unit', UNITS)))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
      .execute();
    await s.createIndex('ledger_entries_account').on('ledger_entries').columns(['account', 'unit']).execute();
    await s.createIndex('ledger_entries_journal').on('ledger_entries').column('journal_id').execute();
    await appendOnly(db, 'ledger_journals');
    await appendOnly(db, 'ledger_entries');
  },
};
