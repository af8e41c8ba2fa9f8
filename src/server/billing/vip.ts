/**
 * VIP time (SPEC §4: VIP while vipValidTill is later than now) and what the `credits` and `vip`
 * purposes deliver. VIP days always add to what is left (never cut short), whether they were paid
 * with money (the subscription) or with credits (premium).
 */
import type { Kysely } from 'kysely';
import { buyerOf, setVipValidTill } from '../db/queries/billing.ts';
import { upsertSubscription } from '../db/queries/billing-subscriptions.ts';
import { lockFor } from '../db/transactions.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { VIP_PLAN } from './catalog.ts';
import { registerFulfilment, type Fulfilment } from './fulfilment.ts';
import { PAYMENT_JOBS } from './job-kinds.ts';
import { DEMO_PROVIDER } from './providers/demo.ts';

const DAY_MS = 86_400_000;

/** Lock a user's VIP end for the rest of the transaction, before it is read and moved. */
export function lockVip(trx: Kysely<DB>, userId: number): Promise<void> {
  return lockFor(trx, `vip:${userId}`);
}

/** Add `days` of VIP to a user: from the later of now and the current end. Returns the new end. */
export async function extendVip(trx: Kysely<DB>, at: Date, userId: number, days: number): Promise<string> {
  // Premium bought with credits and a paid VIP plan may arrive at once: neither may lose the other's days.
  await lockVip(trx, userId);
  const buyer = await buyerOf(trx, userId);
  const current = buyer?.vip_valid_till ? Date.parse(buyer.vip_valid_till) : 0;
  const till = new Date(Math.max(at.getTime(), current) + days * DAY_MS).toISOString();
  await setVipValidTill(trx, userId, till, at);
  return till;
}

/** A credit package delivers its credits, which billing already issued to the wallet. */
export const creditsFulfilment: Fulfilment = () => Promise.resolve();

/**
 * The VIP plan: VIP for a period, the subscription started or renewed, its renewal scheduled. The
 * demo's renewal is a job that charges the stored token at the period end (renewal.ts); a provider
 * that rebills on its own (Verotel) reports each renewal instead, so nothing is scheduled for it.
 */
export const vipFulfilment: Fulfilment = async (trx, at, txn) => {
  if (txn.userId === null) throw new Error(`VIP transaction ${txn.id} has no buyer`);
  const till = await extendVip(trx, at, txn.userId, VIP_PLAN.days);
  const token = typeof txn.meta.paymentToken === 'string' ? txn.meta.paymentToken : null;
  const provider = txn.provider ?? DEMO_PROVIDER;
  const subscriptionId = await upsertSubscription(trx, {
    userId: txn.userId,
    productId: txn.productId,
    region: txn.region,
    periodEnd: till,
    provider,
    token,
    transactionId: txn.id,
    at,
  });
  if (provider !== DEMO_PROVIDER) return;
  await createJobQueue(trx, { now: () => at }).enqueue(
    PAYMENT_JOBS.renew,
    { subscriptionId, periodEnd: till },
    { runAt: new Date(till), dedupeKey: `renew:${subscriptionId}:${till}` },
  );
};

/** Register what the `credits` and `vip` purposes deliver. */
export function registerBillingFulfilments(): void {
  registerFulfilment('credits', creditsFulfilment);
  registerFulfilment('vip', vipFulfilment);
}
