/**
 * The buyer's side after paying: the wallet (credits and earnings are ledger sums, VIP from the
 * user row), premium bought with credits, and cancelling the VIP subscription (VIP runs to the end
 * of the paid period; nothing renews; the cancellation is confirmed by e-mail).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Subscription, Wallet } from '../../lib/api/billing.ts';
import { NOT_ENOUGH_CREDITS } from '../../lib/api/billing-codes.ts';
import { buyerOf } from '../db/queries/billing.ts';
import { subscriptionById, subscriptionOfUser, updateSubscription, type SubscriptionRow } from '../db/queries/billing-subscriptions.ts';
import { lockFor } from '../db/transactions.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { premiumProduct, priceIn, VIP_PLAN } from './catalog.ts';
import type { Reply } from './idempotency.ts';
import { PAYMENT_JOBS } from './job-kinds.ts';
import { accounts, balanceOf, InsufficientFunds, spendFrom } from './ledger.ts';
import { paymentProvider, type PaymentDeps } from './payments.ts';
import { extendVip } from './vip.ts';

/** A subscription in the contract's shape. */
function toSubscription(deps: PaymentDeps, row: SubscriptionRow): Subscription {
  const region = deps.regions[row.region];
  return {
    id: row.id,
    productId: row.product_id,
    status: row.status,
    currentPeriodEnd: row.current_period_end,
    cancelledAt: row.cancelled_at,
    price: priceIn(region, VIP_PLAN.gross[region.currency]),
  };
}

/** `GET /users/wallet`: credits, earnings, VIP end and the subscription. */
export async function walletOf(db: Kysely<DB>, deps: PaymentDeps, userId: number): Promise<Wallet> {
  const [credits, earnings, buyer, sub] = await Promise.all([
    balanceOf(db, accounts.userCredits(userId), 'CREDIT'),
    balanceOf(db, accounts.userEarnings(userId), 'CREDIT'),
    buyerOf(db, userId),
    subscriptionOfUser(db, userId),
  ]);
  return { credits, earnings, vipValidTill: buyer?.vip_valid_till ?? null, subscription: sub ? toSubscription(deps, sub) : null };
}

/** `POST /users/products/premium`: VIP days paid with credits (422 with the balance and price when short). */
export async function buyPremium(trx: Kysely<DB>, deps: PaymentDeps, userId: number, productId: string): Promise<Reply> {
  const product = premiumProduct(productId);
  if (!product)
    return {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { productId: ['Choose one of the offered products.'] } },
    };
  const at = deps.clock.now();
  const wallet = accounts.userCredits(userId);
  try {
    await spendFrom(
      trx,
      at,
      { account: wallet, unit: 'CREDIT', amount: product.credits },
      {
        kind: 'premium_purchase',
        reference: `premium:${userId}:${randomUUID()}`,
        memo: product.id,
        postings: [
          { account: wallet, unit: 'CREDIT', amount: -product.credits },
          { account: accounts.platformCredits, unit: 'CREDIT', amount: product.credits },
        ],
      },
    );
  } catch (err) {
    if (!(err instanceof InsufficientFunds)) throw err;
    const message = `Not enough credits: you have ${err.balance}, this costs ${product.credits}.`;
    return {
      status: 422,
      body: { message, code: NOT_ENOUGH_CREDITS, balance: err.balance, price: product.credits, errors: { productId: [message] } },
    };
  }
  await extendVip(trx, at, userId, product.days);
  return { status: 200, body: { results: await walletOf(trx, deps, userId) } };
}

/**
 * `POST /users/subscriptions/{id}/cancel`: end the caller's subscription at the end of its period.
 * A subscription the provider rebills on its own (Verotel) ends on the provider's page: the answer
 * carries its `cancelUrl` and the subscription stays as it is until the provider's cancel
 * notification arrives (provider-events.ts), which ends it and sends the confirmation.
 */
export async function cancelSubscription(deps: PaymentDeps, userId: number, id: number): Promise<Reply> {
  return deps.db.transaction().execute(async (trx) => {
    await lockFor(trx, `subscription:${id}`);
    const sub = await subscriptionById(trx, id);
    if (!sub || sub.user_id !== userId) return { status: 404, body: { message: 'No such subscription.' } };
    if (sub.status === 'cancelled') return { status: 200, body: { results: toSubscription(deps, sub) } };
    const provider = paymentProvider(deps);
    if (sub.provider === provider.name && provider.subscriptionCancelUrl && sub.payment_token)
      return { status: 200, body: { results: toSubscription(deps, sub), cancelUrl: provider.subscriptionCancelUrl(sub.payment_token) } };
    const at = deps.clock.now().toISOString();
    await updateSubscription(trx, id, { status: 'cancelled', cancelled_at: at, updated_at: at });
    await createJobQueue(trx, deps.clock).enqueue(PAYMENT_JOBS.cancelled, { subscriptionId: id }, { dedupeKey: `cancelled:${id}:${at}` });
    return { status: 200, body: { results: toSubscription(deps, { ...sub, status: 'cancelled', cancelled_at: at, updated_at: at }) } };
  });
}
