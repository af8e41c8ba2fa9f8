/**
 * VIP renewal and expiry. At the end of a period the subscription's stored token is charged
 * (merchant-initiated) as a new `vip` transaction whose result arrives as a notification like any
 * other; a failed renewal ends the subscription and VIP runs out at the period end. Orders left
 * unpaid fail as `expired`: card payments after an hour, bank transfers after 14 days.
 */
import { idempotencyKey, insertIdempotencyKey, deleteIdempotencyKeysBefore } from '../db/queries/billing-inbox.ts';
import { buyerOf, pendingSince, transactionById } from '../db/queries/billing.ts';
import { subscriptionById, updateSubscription } from '../db/queries/billing-subscriptions.ts';
import { lockFor } from '../db/transactions.ts';
import { priceIn, VIP_PLAN } from './catalog.ts';
import { sendNotification } from './deliver.ts';
import { IDEMPOTENCY_KEY_HOURS } from './idempotency.ts';
import { openOrder, providerView } from './orders.ts';
import type { Payments } from './payments.ts';
import { demoDeclinesRenewal } from './providers/demo.ts';
import { moveTo } from './settle.ts';

/** A card order still unpaid after this long fails. */
export const CARD_EXPIRY_SECONDS = 3600;
/** A bank transfer order still unpaid after this long fails. */
export const TRANSFER_EXPIRY_SECONDS = 14 * 86_400;

/** Charge a subscription for its next period; what happened. */
export async function renewSubscription(
  p: Payments,
  subscriptionId: number,
  periodEnd: string,
): Promise<'skipped' | 'charged' | 'declined'> {
  const sub = await subscriptionById(p.db, subscriptionId);
  const provider = p.provider;
  // Cancelled, renewed meanwhile, or paid without a reusable token: VIP simply runs out. A
  // subscription of another provider, or of one that rebills on its own, is not charged here.
  if (!sub || sub.status !== 'active' || sub.current_period_end !== periodEnd || !sub.payment_token) return 'skipped';
  if (sub.provider !== provider.name || !provider.chargeStored) return 'skipped';
  const token = sub.payment_token;
  const region = p.regions[sub.region];
  const scope = 'renewal';
  const key = `${sub.id}:${periodEnd}`;
  // One transaction per period even when the job runs again after a crash.
  const txnId = await p.db.transaction().execute(async (trx) => {
    await lockFor(trx, `idempotency:${scope}:${key}`);
    const seen = await idempotencyKey(trx, scope, key);
    if (seen) return Number(seen.response_body);
    const at = p.clock.now();
    const row = await openOrder(trx, p, at, {
      userId: sub.user_id,
      purpose: 'vip',
      productId: sub.product_id,
      region,
      price: priceIn(region, VIP_PLAN.gross[region.currency]),
      credits: null,
      meta: { renewal: true },
      returnPath: null,
      subscriptionId: sub.id,
    });
    await trx.updateTable('transactions').set({ method: 'card' }).where('id', '=', row.id).execute();
    await moveTo(trx, at, { ...row, method: 'card' }, 'pending', { source: 'job' });
    await updateSubscription(trx, sub.id, { renewal_attempts: sub.renewal_attempts + 1, updated_at: at.toISOString() });
    await insertIdempotencyKey(trx, { scope, key, fingerprint: key, status: 201, body: String(row.id), at });
    return row.id;
  });
  const txn = await transactionById(p.db, txnId);
  if (!txn || txn.status !== 'pending') return 'skipped';
  const buyer = await buyerOf(p.db, sub.user_id);
  const { providerRef } = await provider.chargeStored(token, providerView(txn, buyer?.email ?? null));
  const declined = demoDeclinesRenewal(buyer?.email ?? null);
  const event = { reference: txn.reference, amountMinor: txn.amount_minor, currency: txn.currency, providerRef };
  await sendNotification(
    p,
    declined ? { ...event, type: 'payment.failed', reason: 'declined' } : { ...event, type: 'payment.paid', paymentToken: token },
  );
  return declined ? 'declined' : 'charged';
}

/** Fail orders left unpaid too long and forget old idempotency keys; returns how many orders failed. */
export async function expireOrders(p: Payments): Promise<number> {
  const now = p.clock.now();
  let failed = 0;
  for (const [method, seconds] of [
    ['card', CARD_EXPIRY_SECONDS],
    ['bank_transfer', TRANSFER_EXPIRY_SECONDS],
  ] as const) {
    for (const row of await pendingSince(p.db, method, new Date(now.getTime() - seconds * 1000))) {
      const moved = await p.db.transaction().execute((trx) => moveTo(trx, now, row, 'failed', { source: 'job', reason: 'expired' }));
      if (moved) failed++;
    }
  }
  await deleteIdempotencyKeysBefore(p.db, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600 * 1000));
  return failed;
}
