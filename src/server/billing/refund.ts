/**
 * Refunds. An admin refunds a paid transaction while the credits it issued are unspent: its money
 * journal is reversed (the credits leave the wallet again), a VIP purchase also gives back its
 * days and ends the subscription. Money that went back at the provider (a refund made there, a
 * chargeback) is booked the same way, except that credits already spent stay spent: what is left
 * of them is taken back. When the provider has no refund call (Verotel FlexPay), the admin's
 * answer says where to make the refund.
 */
import type { Kysely } from 'kysely';
import { journalIdOf, transactionById, type TransactionRow } from '../db/queries/billing.ts';
import { subscriptionOfUser, updateSubscription } from '../db/queries/billing-subscriptions.ts';
import type { DB } from '../db/types.ts';
import { VIP_PLAN } from './catalog.ts';
import type { Reply } from './idempotency.ts';
import { accounts, balanceOf, journalEntries, lockWallet, postJournal, reverseJournal, type Posting } from './ledger.ts';
import type { PaymentDeps } from './payments.ts';
import { paymentProvider } from './payments.ts';
import { providerView } from './orders.ts';
import { moveTo, paidJournalRef, type MoveSource } from './settle.ts';
import { toTransaction } from './view.ts';
import { buyerOf, setVipValidTill } from '../db/queries/billing.ts';
import { appendAudit } from '../services/audit.ts';
import { lockFor } from '../db/transactions.ts';
import { lockVip } from './vip.ts';

const DAY_MS = 86_400_000;

/** How a refund is booked. */
export interface RefundBooking {
  source: MoveSource;
  /** The provider event behind it. */
  eventId?: string;
  /** Why (a refund at the provider, a chargeback); none for an admin refund. */
  reason?: string;
  /**
   * `all`: every credit the purchase issued leaves the wallet (an admin refund checked they are
   * there); `unspent`: what is left of them does (the money already went back at the provider).
   */
  credits: 'all' | 'unspent';
}

/** The refund journal's entries when only the unspent credits can be taken back. */
async function unspentReversal(trx: Kysely<DB>, journalId: number): Promise<Posting[]> {
  const entries = await journalEntries(trx, journalId);
  const wallet = entries.find((e) => e.unit === 'CREDIT' && e.amount > 0);
  const issuer = entries.find((e) => e.unit === 'CREDIT' && e.amount < 0);
  const money = entries.filter((e) => e.unit !== 'CREDIT').map((e) => ({ ...e, amount: -e.amount }));
  if (!wallet || !issuer) return money;
  await lockWallet(trx, wallet.account, 'CREDIT');
  const back = Math.min(wallet.amount, Math.max(0, await balanceOf(trx, wallet.account, 'CREDIT')));
  return [...money, { account: wallet.account, unit: 'CREDIT', amount: -back }, { account: issuer.account, unit: 'CREDIT', amount: back }];
}

/**
 * Book the refund of a paid transaction inside the caller's database transaction: the money
 * journal reversed, VIP days given back and the subscription ended, the transaction refunded.
 * Returns the refunded row; throws when the transaction changed meanwhile.
 */
export async function bookRefund(trx: Kysely<DB>, at: Date, txn: TransactionRow, o: RefundBooking): Promise<TransactionRow> {
  const journal = await journalIdOf(trx, paidJournalRef(txn.id));
  if (journal === undefined) throw new Error(`paid transaction ${txn.id} has no journal`);
  const reversal = {
    kind: 'refund' as const,
    reference: `txn:${txn.id}:refund`,
    memo: o.reason ? `${txn.reference} ${o.reason}` : txn.reference,
  };
  if (o.credits === 'all' || !txn.credits) await reverseJournal(trx, at, journal, reversal);
  else await postJournal(trx, at, { ...reversal, postings: await unspentReversal(trx, journal) });
  if (txn.purpose === 'vip' && txn.user_id !== null) {
    await lockVip(trx, txn.user_id);
    const buyer = await buyerOf(trx, txn.user_id);
    const till = buyer?.vip_valid_till ? Date.parse(buyer.vip_valid_till) : 0;
    await setVipValidTill(trx, txn.user_id, new Date(Math.max(at.getTime(), till - VIP_PLAN.days * DAY_MS)).toISOString(), at);
    const sub = await subscriptionOfUser(trx, txn.user_id);
    if (sub && sub.status === 'active')
      await updateSubscription(trx, sub.id, { status: 'cancelled', cancelled_at: at.toISOString(), updated_at: at.toISOString() });
  }
  const moved = await moveTo(trx, at, txn, 'refunded', { source: o.source, eventId: o.eventId, reason: o.reason });
  if (!moved) throw new Error(`transaction ${txn.id} changed meanwhile`);
  return moved;
}

/**
 * `POST /admin/transactions/{id}/refund` by admin `actorId` (recorded in the audit log with the
 * refund). When the provider cannot send the money back itself, the answer names its control
 * centre (`refundAt`) and its `message` says what the admin still has to do there.
 */
export async function refundTransaction(deps: PaymentDeps, id: number, actorId: number): Promise<Reply> {
  const reply = await deps.db.transaction().execute(async (trx): Promise<Reply> => {
    // Two refunds of one transaction take turns: the second finds it refunded.
    await lockFor(trx, `payment:${id}`);
    const txn = await transactionById(trx, id);
    if (!txn) return { status: 404, body: { message: 'No such transaction.' } };
    if (txn.status !== 'paid') {
      await moveTo(trx, deps.clock.now(), txn, 'refunded', { source: 'admin' });
      return { status: 409, body: { message: `Only a paid transaction can be refunded; this one is ${txn.status}.`, status: txn.status } };
    }
    if (txn.credits) {
      const wallet =
        txn.user_id !== null && txn.purpose === 'credits' ? accounts.userCredits(txn.user_id) : accounts.guestCredits(txn.reference);
      await lockWallet(trx, wallet, 'CREDIT');
      const left = await balanceOf(trx, wallet, 'CREDIT');
      if (left < txn.credits) {
        return {
          status: 409,
          body: {
            message: `The credits of this purchase were spent (${left} of ${txn.credits} left); it cannot be refunded.`,
            balance: left,
          },
        };
      }
    }
    const at = deps.clock.now();
    const moved = await bookRefund(trx, at, txn, { source: 'admin', credits: 'all' });
    // Same transaction: the entry commits with the refund or not at all.
    await appendAudit(trx, {
      actorId,
      action: 'transaction.refund',
      targetType: 'transaction',
      targetId: txn.id,
      at,
      payload: { reference: txn.reference, amountMinor: txn.amount_minor, currency: txn.currency, credits: txn.credits },
    });
    return { status: 200, body: { results: toTransaction(moved) } };
  });
  if (reply.status === 200) {
    const txn = await transactionById(deps.db, id);
    const provider = paymentProvider(deps);
    // A payment taken by another provider (before a switch) has nobody to send its money back here.
    const outcome = txn && txn.provider === provider.name ? await provider.refund(providerView(txn, null)) : undefined;
    if (outcome && !outcome.done)
      return { ...reply, body: { ...(reply.body as object), message: outcome.instruction, refundAt: outcome.where } };
  }
  return reply;
}
