/**
 * Moving a transaction along its states (TRANSACTION_NEXT): only forward, compare-and-set on the
 * current status, every attempt recorded in `transaction_events` (refused ones with applied = 0).
 * Reaching `paid` books the money and delivers, all inside the caller's database transaction:
 * the status, the journal (provider receivable, net revenue, VAT; credits to the buyer's wallet),
 * the purpose's fulfilment and the queued receipt commit together or not at all.
 */
import type { Kysely } from 'kysely';
import { TRANSACTION_NEXT, type TransactionStatus } from '../../lib/api/billing-codes.ts';
import { insertTransactionEvent, updateTransactionFrom, type TransactionRow } from '../db/queries/billing.ts';
import { updateSubscription } from '../db/queries/billing-subscriptions.ts';
import type { DB, TransactionsTable } from '../db/types.ts';
import { createJobQueue } from '../jobs/queue.ts';
import type { Updateable } from 'kysely';
import { fulfilmentOf } from './fulfilment.ts';
import { PAYMENT_JOBS } from './job-kinds.ts';
import { accounts, postJournal, type Posting } from './ledger.ts';
import { metaOf } from './view.ts';

/** Who moved a transaction. */
export type MoveSource = 'api' | 'webhook' | 'job' | 'admin';

export interface MoveOptions {
  source: MoveSource;
  /** The provider event behind the move. */
  eventId?: string;
  /** Why it failed (declined, cancelled, expired). */
  reason?: string;
  /** A token for later merchant-initiated charges (kept in the transaction's meta). */
  paymentToken?: string;
  providerRef?: string;
}

/** The ledger reference of a paid transaction's money journal. */
export const paidJournalRef = (id: number) => `txn:${id}:paid`;

/** Whether `from` may move to `to`. */
export const mayMove = (from: TransactionStatus, to: TransactionStatus) => TRANSACTION_NEXT[from].includes(to);

/**
 * Move `txn` to `to`. Returns the updated row, or undefined when the move was refused (backward,
 * sideways, or the row moved meanwhile); a refusal is recorded, not thrown.
 */
export async function moveTo(
  trx: Kysely<DB>,
  at: Date,
  txn: TransactionRow,
  to: TransactionStatus,
  o: MoveOptions,
): Promise<TransactionRow | undefined> {
  const record = (applied: 0 | 1, note: string | null) =>
    insertTransactionEvent(trx, {
      transaction_id: txn.id,
      from_status: txn.status,
      to_status: to,
      source: o.source,
      applied,
      event_id: o.eventId ?? null,
      note,
      created_at: at.toISOString(),
    });
  if (!mayMove(txn.status, to)) {
    await record(0, `refused: ${txn.status} → ${to}`);
    return undefined;
  }
  const iso = at.toISOString();
  const meta = o.paymentToken ? { ...metaOf(txn), paymentToken: o.paymentToken } : undefined;
  const patch: Updateable<TransactionsTable> = {
    status: to,
    updated_at: iso,
    ...(to === 'pending' ? { pending_at: iso } : {}),
    ...(to === 'paid' ? { paid_at: iso } : {}),
    ...(to === 'failed' ? { failed_at: iso, failure_reason: o.reason ?? 'failed' } : {}),
    ...(to === 'refunded' ? { refunded_at: iso } : {}),
    ...(o.providerRef ? { provider_ref: o.providerRef } : {}),
    ...(meta ? { meta: JSON.stringify(meta) } : {}),
  };
  if (!(await updateTransactionFrom(trx, txn.id, txn.status, patch))) {
    await record(0, 'refused: the transaction changed meanwhile');
    return undefined;
  }
  await record(1, o.reason ?? null);
  const moved: TransactionRow = { ...txn, ...(patch as Partial<TransactionRow>) };
  if (to === 'paid') await onPaid(trx, at, moved);
  // A renewal that failed ends its subscription: VIP runs out at the end of the paid period.
  if (to === 'failed' && txn.subscription_id !== null)
    await updateSubscription(trx, txn.subscription_id, { status: 'cancelled', updated_at: iso });
  return moved;
}

/** The money journal's entries of a paid transaction. */
export function paidPostings(txn: TransactionRow): Posting[] {
  const money = txn.currency;
  const postings: Posting[] = [
    { account: accounts.providerReceivable(txn.provider), unit: money, amount: txn.amount_minor },
    { account: accounts.revenue(txn.region), unit: money, amount: -txn.net_minor },
    { account: accounts.vatPayable(txn.region), unit: money, amount: -txn.vat_minor },
  ];
  if (txn.credits) {
    const wallet =
      txn.user_id !== null && (txn.purpose === 'credits' || txn.purpose === 'vip')
        ? accounts.userCredits(txn.user_id)
        : accounts.guestCredits(txn.reference);
    postings.push(
      { account: wallet, unit: 'CREDIT', amount: txn.credits },
      { account: accounts.creditsIssued, unit: 'CREDIT', amount: -txn.credits },
    );
  }
  return postings;
}

/** Book, deliver and queue the receipt of a transaction that just became paid. */
async function onPaid(trx: Kysely<DB>, at: Date, txn: TransactionRow): Promise<void> {
  await postJournal(trx, at, {
    kind: txn.purpose === 'vip' ? 'vip_purchase' : 'credit_purchase',
    reference: paidJournalRef(txn.id),
    memo: `${txn.reference} ${txn.product_id}`,
    postings: paidPostings(txn),
  });
  await fulfilmentOf(txn.purpose)(trx, at, {
    id: txn.id,
    reference: txn.reference,
    purpose: txn.purpose,
    productId: txn.product_id,
    userId: txn.user_id,
    region: txn.region,
    currency: txn.currency,
    amountMinor: txn.amount_minor,
    credits: txn.credits,
    meta: metaOf(txn),
    provider: txn.provider,
  });
  if (txn.user_id !== null) {
    await createJobQueue(trx, { now: () => at }).enqueue(
      PAYMENT_JOBS.receipt,
      { transactionId: txn.id },
      { dedupeKey: `receipt:${txn.id}` },
    );
  }
}
