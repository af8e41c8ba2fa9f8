/**
 * Payments: transactions (one order paid with money, moving only forward), their append-only
 * status history, the inbox of provider notifications (stored before they are processed, unique
 * by event id), idempotency keys of purchase calls and the VIP subscriptions (renewed by a
 * merchant-initiated charge of a stored payment token).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { between, nullOr, oneOf, regionCheck } from './checks.ts';
import { appendOnly, nowText } from './dialect.ts';

/** Vocabularies as shipped (src/lib/api/billing-codes.ts); a later value needs a later migration. */
const STATUSES = ['created', 'pending', 'paid', 'failed', 'refunded'];
const PURPOSES = ['credits', 'vip', 'guest_gallery', 'guest_tip'];
const METHODS = ['card', 'bank_transfer'];
const CURRENCIES = ['EUR', 'GBP', 'AUD'];
const SOURCES = ['api', 'webhook', 'job', 'admin'];

/** CHECK: a non-negative whole amount. */
const nonNegative = (column: string) => sql<boolean>`${sql.ref(column)} >= 0`;

export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    const now = nowText(db);
    await s
      .createTable('transactions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(oneOf('purpose', PURPOSES)))
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('created').check(oneOf('status', STATUSES)))
      .addColumn('method', 'text', (c) => c.check(nullOr('method', oneOf('method', METHODS))))
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      .addColumn('currency', 'text', (c) => c.notNull().check(oneOf('currency', CURRENCIES)))
      .addColumn('amount_minor', 'integer', (c) => c.notNull().check(nonNegative('amount_minor')))
      .addColumn('vat_minor', 'integer', (c) => c.notNull().check(nonNegative('vat_minor')))
      .addColumn('net_minor', 'integer', (c) => c.notNull().check(nonNegative('net_minor')))
      .addColumn('vat_rate', 'real', (c) => c.notNull().check(between('vat_rate', 0, 100)))
      .addColumn('credits', 'integer', (c) => c.check(nullOr('credits', sql`credits > 0`)))
      .addColumn('meta', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('return_path', 'text')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_session', 'text', (c) => c.unique())
      .addColumn('provider_ref', 'text')
      .addColumn('payment_url', 'text')
      .addColumn('subscription_id', 'integer')
      .addColumn('failure_reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('pending_at', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('refunded_at', 'text')
      .addCheckConstraint('transactions_amount_parts', sql`amount_minor = vat_minor + net_minor`)
      .execute();
    await s.createIndex('transactions_user').on('transactions').columns(['user_id', 'id']).execute();
    await s.createIndex('transactions_open').on('transactions').columns(['status', 'method', 'pending_at']).execute();

    await s
      .createTable('transaction_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
      .addColumn('from_status', 'text', (c) => c.check(nullOr('from_status', oneOf('from_status', STATUSES))))
      .addColumn('to_status', 'text', (c) => c.notNull().check(oneOf('to_status', STATUSES)))
      .addColumn('source', 'text', (c) => c.notNull().check(oneOf('source', SOURCES)))
      .addColumn('applied', 'integer', (c) => c.notNull().check(oneOf('applied', [0, 1])))
      .addColumn('event_id', 'text')
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('transaction_events_transaction').on('transaction_events').columns(['transaction_id', 'id']).execute();
    await appendOnly(db, 'transaction_events');

    await s
      .createTable('payment_inbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('processed_at', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(nonNegative('attempts')))
      .addColumn('last_error', 'text')
      .addUniqueConstraint('payment_inbox_event', ['provider', 'event_id'])
      .execute();
    await s.createIndex('payment_inbox_unprocessed').on('payment_inbox').columns(['processed_at', 'id']).execute();

    await s
      .createTable('idempotency_keys')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('response_status', 'integer', (c) => c.notNull().check(between('response_status', 100, 599)))
      .addColumn('response_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('idempotency_keys_scope_key', ['scope', 'key'])
      .execute();
    await s.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

    await s
      .createTable('subscriptions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['active', 'cancelled'])))
      .addColumn('region', 'text', (c) => c.notNull().check(regionCheck()))
      .addColumn('current_period_end', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('payment_token', 'text')
      .addColumn('renewal_attempts', 'integer', (c) => c.notNull().defaultTo(0).check(nonNegative('renewal_attempts')))
      .addColumn('last_transaction_id', 'integer', (c) => c.references('transactions.id'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
  },
};
