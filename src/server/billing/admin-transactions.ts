/** The admin payments list (`GET /admin/transactions`): a page of transactions in the contract's shape. */
import type { Kysely } from 'kysely';
import type { AdminTransaction, AdminTransactionsResponse } from '../../lib/api/admin-payments.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/api/moderation-codes.ts';
import { adminTransactionRows, type AdminTransactionRow, type TransactionFilter } from '../db/queries/admin-payments.ts';
import type { DB } from '../db/types.ts';
import { priceOf } from './view.ts';

/** Purposes bought through the guest checkout: no account holds what they delivered. */
const GUEST_PURPOSES: ReadonlySet<AdminTransactionRow['purpose']> = new Set(['guest_gallery', 'guest_tip']);

/** A row as the list shows it. */
export function toAdminTransaction(row: AdminTransactionRow): AdminTransaction {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    purpose: row.purpose,
    productId: row.product_id,
    method: row.method,
    buyer: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : 'guest',
    region: row.region,
    price: priceOf(row),
    credits: row.credits,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    failureReason: row.failure_reason,
    refundable: row.status === 'paid' && !GUEST_PURPOSES.has(row.purpose),
  };
}

/** Page `n` (1-based) of the transactions the filter keeps, newest first. */
export async function adminTransactions(db: Kysely<DB>, n: number, filter: TransactionFilter): Promise<AdminTransactionsResponse> {
  // One row more than a page tells whether another page follows.
  const rows = await adminTransactionRows(db, filter, (n - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE + 1);
  return { results: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminTransaction), page: n, hasMore: rows.length > ADMIN_PAGE_SIZE };
}
