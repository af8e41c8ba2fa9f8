/** The admin payments list's SQL: transactions with their buyer's username, newest first. */
import type { Kysely } from 'kysely';
import type { TransactionStatus } from '../../../lib/api/billing-codes.ts';
import type { DB } from '../types.ts';

/** What narrows the list: a status, and an exact order reference or username. */
export interface TransactionFilter {
  status?: TransactionStatus;
  q?: string;
}

/** A page of transactions (`limit` rows from `offset`), each with the buyer's username (null for a guest). */
export function adminTransactionRows(db: Kysely<DB>, filter: TransactionFilter, offset: number, limit: number) {
  let query = db
    .selectFrom('transactions as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.reference',
      't.status',
      't.purpose',
      't.product_id',
      't.method',
      't.user_id',
      'u.username',
      't.region',
      't.currency',
      't.amount_minor',
      't.vat_minor',
      't.net_minor',
      't.vat_rate',
      't.credits',
      't.created_at',
      't.paid_at',
      't.failure_reason',
    ]);
  if (filter.status) query = query.where('t.status', '=', filter.status);
  const q = filter.q;
  // Usernames compare without regard to case (the column's collation); references exactly.
  if (q) query = query.where((eb) => eb.or([eb('t.reference', '=', q), eb('u.username', '=', q)]));
  // Ids grow with every order, so the highest id is the newest.
  return query.orderBy('t.id', 'desc').limit(limit).offset(offset).execute();
}

/** One row of the list. */
export type AdminTransactionRow = Awaited<ReturnType<typeof adminTransactionRows>>[number];
