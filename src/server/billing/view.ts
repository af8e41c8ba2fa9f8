/** Transactions as the API shows them (src/lib/api/billing.ts `Transaction`). */
import type { Price, Transaction } from '../../lib/api/billing.ts';
import type { TransactionRow } from '../db/queries/billing.ts';
import { transferDetails } from './bank-transfer.ts';

/** The meta object stored with a transaction. */
export function metaOf(row: Pick<TransactionRow, 'meta'>): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(row.meta);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored transaction's price: gross, VAT rate and amount, net. */
export function priceOf(row: Pick<TransactionRow, 'amount_minor' | 'currency' | 'vat_rate' | 'vat_minor' | 'net_minor'>): Price {
  return { amountMinor: row.amount_minor, currency: row.currency, vatRate: row.vat_rate, vatMinor: row.vat_minor, netMinor: row.net_minor };
}

/** A stored transaction in the contract's shape (payment details only while it is pending). */
export function toTransaction(row: TransactionRow): Transaction {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    purpose: row.purpose,
    productId: row.product_id,
    method: row.method,
    price: priceOf(row),
    credits: row.credits,
    region: row.region,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    failureReason: row.failure_reason,
    paymentUrl: pending && row.method === 'card' ? row.payment_url : null,
    bankTransfer:
      pending && row.method === 'bank_transfer'
        ? transferDetails({ reference: row.reference, amountMinor: row.amount_minor, currency: row.currency })
        : null,
    returnPath: row.return_path,
    transferSimulationUrl: pending && row.method === 'bank_transfer' ? row.payment_url : null,
  };
}
