/** The admin payments calls: the transactions list and the refund; types from ../admin-payments.ts. */
import type { AdminTransactionsQuery, AdminTransactionsResponse } from '../admin-payments.ts';
import type { Transaction } from '../billing.ts';
import { request, type ApiResult } from '../http.ts';

/** A page of transactions, newest first, by status and reference or username. */
export function getAdminTransactions(query: AdminTransactionsQuery = {}): Promise<ApiResult<AdminTransactionsResponse>> {
  return request('GET', '/admin/transactions', { query });
}

/**
 * Refund a paid transaction (admin writes); 409 with the reason when it cannot be refunded.
 * `refundAt` names the provider's control centre when the provider has no refund call (Verotel):
 * the refund is booked and the money still has to be sent back there.
 */
export function refundTransaction(id: number): Promise<ApiResult<{ results: Transaction; refundAt?: string }>> {
  return request('POST', `/admin/transactions/${id}/refund`, { body: {} });
}
