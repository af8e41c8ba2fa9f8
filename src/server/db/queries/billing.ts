/**
 * Transactions and their status history (`transactions`, `transaction_events`). A status changes
 * only with the status it is expected to have (compare and set), so two writers cannot both move
 * the same order; every change, applied or refused, is recorded as an event.
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB, TransactionEventsTable, TransactionsTable } from '../types.ts';

export type TransactionRow = Selectable<TransactionsTable>;
export type TransactionStatusValue = TransactionRow['status'];

/** Store a new transaction; returns its id. */
export async function insertTransaction(db: Kysely<DB>, row: Insertable<TransactionsTable>): Promise<number> {
  const { id } = await db.insertInto('transactions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A transaction by id. */
export function transactionById(db: Kysely<DB>, id: number): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A transaction by its order reference. */
export function transactionByReference(db: Kysely<DB>, reference: string): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** A transaction by the provider's session id. */
export function transactionBySession(db: Kysely<DB>, session: string): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('provider_session', '=', session).executeTakeFirst();
}

/** A user's transactions, newest first. */
export function transactionsOfUser(db: Kysely<DB>, userId: number, limit = 200): Promise<TransactionRow[]> {
  return db.selectFrom('transactions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}

/** Change a transaction that still has status `from`; false when it moved meanwhile. */
export async function updateTransactionFrom(
  db: Kysely<DB>,
  id: number,
  from: TransactionStatusValue,
  patch: Updateable<TransactionsTable>,
): Promise<boolean> {
  const r = await db.updateTable('transactions').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Record a status change (applied or refused). */
export async function insertTransactionEvent(db: Kysely<DB>, row: Insertable<TransactionEventsTable>): Promise<void> {
  await db.insertInto('transaction_events').values(row).execute();
}

/** The status history of a transaction, oldest first. */
export function transactionEvents(db: Kysely<DB>, transactionId: number): Promise<Selectable<TransactionEventsTable>[]> {
  return db.selectFrom('transaction_events').selectAll().where('transaction_id', '=', transactionId).orderBy('id').execute();
}

/** Pending orders of a method that became pending before `before` (the expiry job fails them). */
export function pendingSince(db: Kysely<DB>, method: 'card' | 'bank_transfer', before: Date, limit = 500): Promise<TransactionRow[]> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('status', '=', 'pending')
    .where('method', '=', method)
    .where('pending_at', '<', before.toISOString())
    .limit(limit)
    .execute();
}

/** The journal posted for a paid transaction, if any. */
export async function journalIdOf(db: Kysely<DB>, reference: string): Promise<number | undefined> {
  const row = await db.selectFrom('ledger_journals').select('id').where('reference', '=', reference).executeTakeFirst();
  return row?.id;
}

/** A user's e-mail address, locale, region and VIP end. */
export function buyerOf(
  db: Kysely<DB>,
  userId: number,
): Promise<{ email: string | null; locale: string | null; region: TransactionRow['region']; vip_valid_till: string | null } | undefined> {
  return db.selectFrom('users').select(['email', 'locale', 'region', 'vip_valid_till']).where('id', '=', userId).executeTakeFirst();
}

/** Set a user's VIP end. */
export async function setVipValidTill(db: Kysely<DB>, userId: number, till: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ vip_valid_till: till, updated_at: now.toISOString() }).where('id', '=', userId).execute();
}
