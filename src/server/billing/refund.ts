/**
 * Refunds (admin): a paid transaction becomes refunded and its money journal is reversed (the
 * credits it issued leave the wallet again), only while those credits are unspent; a VIP
 * purchase also gives back its days and ends the subscription.
 */
import { journalIdOf, transactionById } from '../db/queries/billing.ts';
import { subscriptionOfUser, updateSubscription } from '../db/queries/billing-subscriptions.ts';
import { VIP_PLAN } from './catalog.ts';
import type { Reply } from './idempotency.ts';
import { accounts, balanceOf, lockWallet, reverseJournal } from './ledger.ts';
import type { PaymentDeps } from './payments.ts';
import { paymentProvider } from './payments.ts';
import { providerView } from './orders.ts';
import { moveTo, paidJournalRef } from './settle.ts';
import { toTransaction } from './view.ts';
import { buyerOf, setVipValidTill } from '../db/queries/billing.ts';
import { appendAudit } from '../services/audit.ts';
import { lockFor } from '../db/transactions.ts';
import { lockVip } from './vip.ts';

const DAY_MS = 86_400_000;

/** `POST /admin/transactions/{id}/refund` by admin `actorId` (recorded in the audit log with the refund). */
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
    const journal = await journalIdOf(trx, paidJournalRef(txn.id));
    if (journal === undefined) throw new Error(`paid transaction ${txn.id} has no journal`);
    await reverseJournal(trx, at, journal, { kind: 'refund', reference: `txn:${txn.id}:refund`, memo: txn.reference });
    if (txn.purpose === 'vip' && txn.user_id !== null) {
      await lockVip(trx, txn.user_id);
      const buyer = await buyerOf(trx, txn.user_id);
      const till = buyer?.vip_valid_till ? Date.parse(buyer.vip_valid_till) : 0;
      await setVipValidTill(trx, txn.user_id, new Date(Math.max(at.getTime(), till - VIP_PLAN.days * DAY_MS)).toISOString(), at);
      const sub = await subscriptionOfUser(trx, txn.user_id);
      if (sub && sub.status === 'active')
        await updateSubscription(trx, sub.id, { status: 'cancelled', cancelled_at: at.toISOString(), updated_at: at.toISOString() });
    }
    const moved = await moveTo(trx, at, txn, 'refunded', { source: 'admin' });
    if (!moved) throw new Error(`transaction ${txn.id} changed meanwhile`);
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
    if (txn) await paymentProvider(deps).refund(providerView(txn, null));
  }
  return reply;
}
