/** Dictionary keys for what a transaction is: its product, method, status and failure reason. */
import type { Transaction } from '../../lib/api/billing.ts';

/** The product line of a transaction (credit package, VIP, guest gallery or tip). */
export function productKey(txn: Pick<Transaction, 'purpose'>) {
  return `wallet.product.${txn.purpose}` as const;
}

/** The payment method ("card", "bank transfer"), or "not chosen yet". */
export function methodKey(txn: Pick<Transaction, 'method'>) {
  return txn.method ? (`wallet.method.${txn.method}` as const) : ('wallet.method.none' as const);
}

/** The status as the buyer reads it. */
export function statusKey(txn: Pick<Transaction, 'status'>) {
  return `wallet.status.${txn.status}` as const;
}

const REASONS = ['declined', 'cancelled', 'expired'] as const;

/** Why a payment failed, in words: the known reasons, else a general one. */
export function failureKey(reason: string | null) {
  const known = REASONS.find((r) => r === reason);
  return known ? (`checkout.result.reason.${known}` as const) : ('checkout.result.reason.other' as const);
}

/** The checkout address that orders the same product again. */
export function retryQuery(txn: Pick<Transaction, 'purpose' | 'productId'>): string {
  return `?${txn.purpose === 'credits' ? 'package' : 'product'}=${encodeURIComponent(txn.productId)}`;
}
