/**
 * What a provider reports beyond a payment's result (inbox.ts applies these inside the database
 * transaction of the notification; each returns a note when it changed nothing):
 *
 * - `payment.refunded`: the money of a paid order went back at the provider (a refund made there,
 *   a chargeback). The order is booked refunded as an admin refund books it (refund.ts), except
 *   that credits already spent stay spent; a refund of another amount is left to a person.
 * - `subscription.renewed`: a provider that rebills on its own charged the next period. It becomes
 *   a new VIP transaction of the subscription, paid at once: journal, VIP days and receipt as for
 *   any payment. Its session is `<provider>:tx:<the provider's payment id>`, so a later refund of
 *   that payment finds it.
 * - `subscription.cancelled` / `resumed` / `ended`: the subscription follows the provider's state;
 *   what was paid runs to its end. A cancellation made at the provider is confirmed by e-mail.
 *
 * The subscription an event names must be the provider's (its token is the provider's handle of
 * it) and belong to the buyer of the order that started it.
 */
import type { Kysely } from 'kysely';
import {
  transactionById,
  transactionByReference,
  transactionBySession,
  updateTransactionFrom,
  type TransactionRow,
} from '../db/queries/billing.ts';
import { subscriptionOfUser, updateSubscription, type SubscriptionRow } from '../db/queries/billing-subscriptions.ts';
import { lockFor } from '../db/transactions.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { priceIn } from './catalog.ts';
import { PAYMENT_JOBS } from './job-kinds.ts';
import { openOrder } from './orders.ts';
import type { Payments } from './payments.ts';
import type { ProviderEvent } from './providers/types.ts';
import { bookRefund } from './refund.ts';
import { moveTo, type MoveOptions } from './settle.ts';

/** The session of a transaction booked for a payment the provider made on its own. */
export const providerPaymentSession = (provider: string, providerRef: string) => `${provider}:tx:${providerRef}`;

const mismatch = (event: ProviderEvent, txn: TransactionRow) =>
  `amount mismatch: ${event.amountMinor ?? '?'} ${event.currency ?? '?'} for ${txn.amount_minor} ${txn.currency}`;

/** The order an event names and, for the provider's payment `parentRef`, the transaction of that payment. */
async function paymentOf(trx: Kysely<DB>, p: Payments, event: ProviderEvent): Promise<TransactionRow | string> {
  const renewal = event.parentRef ? await transactionBySession(trx, providerPaymentSession(p.provider.name, event.parentRef)) : undefined;
  const txn = renewal ?? (await transactionByReference(trx, event.reference));
  if (!txn) return `no transaction ${event.reference}`;
  if (txn.provider !== p.provider.name) return `transaction ${txn.reference} was not paid through ${p.provider.name}`;
  if (event.parentRef && txn.provider_ref && txn.provider_ref !== event.parentRef)
    return `no transaction of ${p.provider.name} payment ${event.parentRef} (order ${event.reference})`;
  return txn;
}

/** `payment.refunded`: book the money that went back at the provider. */
export async function refundedAtProvider(trx: Kysely<DB>, p: Payments, at: Date, event: ProviderEvent): Promise<string | null> {
  const txn = await paymentOf(trx, p, event);
  if (typeof txn === 'string') return txn;
  // Two refunds of one transaction take turns (an admin's and the provider's).
  await lockFor(trx, `payment:${txn.id}`);
  const current = (await transactionById(trx, txn.id)) ?? txn;
  // Booked already: an admin refunded it here first, or this refund arrived before.
  if (current.status === 'refunded') return null;
  if (current.status !== 'paid') return `ignored: ${current.status} → refunded`;
  if (event.amountMinor !== current.amount_minor || event.currency !== current.currency)
    return `${mismatch(event, current)} (a partial refund is booked by a person)`;
  await bookRefund(trx, at, current, { source: 'webhook', eventId: event.id, reason: event.reason ?? 'refunded', credits: 'unspent' });
  return null;
}

/** The provider's subscription an event names, of the buyer of the order that started it. */
async function subscriptionOf(
  trx: Kysely<DB>,
  p: Payments,
  event: ProviderEvent,
): Promise<{ first: TransactionRow; sub: SubscriptionRow } | string> {
  const first = await transactionByReference(trx, event.reference);
  if (!first || first.purpose !== 'vip' || first.user_id === null) return `no VIP order ${event.reference}`;
  const sub = await subscriptionOfUser(trx, first.user_id);
  if (!sub || sub.provider !== p.provider.name || !event.subscriptionRef || sub.payment_token !== event.subscriptionRef)
    return `no ${p.provider.name} subscription ${event.subscriptionRef ?? '?'} of order ${event.reference}`;
  await lockFor(trx, `subscription:${sub.id}`);
  return { first, sub };
}

/** `subscription.renewed`: the next period, charged by the provider, as a paid VIP transaction. */
export async function renewedByProvider(trx: Kysely<DB>, p: Payments, at: Date, event: ProviderEvent): Promise<string | null> {
  if (!event.providerRef) return 'a renewal without the provider payment id';
  const found = await subscriptionOf(trx, p, event);
  if (typeof found === 'string') return found;
  const { first, sub } = found;
  const session = providerPaymentSession(p.provider.name, event.providerRef);
  if (await transactionBySession(trx, session)) return null;
  // The provider rebills what the buyer agreed to at the start.
  if (event.amountMinor !== first.amount_minor || event.currency !== first.currency) return mismatch(event, first);
  const region = p.regions[first.region];
  const row = await openOrder(trx, p, at, {
    userId: first.user_id,
    purpose: 'vip',
    productId: sub.product_id,
    region,
    price: priceIn(region, event.amountMinor),
    credits: null,
    meta: { renewal: true },
    returnPath: null,
    subscriptionId: sub.id,
  });
  const patch = { method: 'card' as const, provider_session: session, updated_at: at.toISOString() };
  if (!(await updateTransactionFrom(trx, row.id, 'created', patch))) throw new Error(`transaction ${row.id} changed meanwhile`);
  const o: MoveOptions = { source: 'webhook', eventId: event.id, providerRef: event.providerRef, paymentToken: event.subscriptionRef };
  const pending = await moveTo(trx, at, { ...row, ...patch }, 'pending', o);
  if (!pending || !(await moveTo(trx, at, pending, 'paid', o))) throw new Error(`renewal ${row.reference} could not be paid`);
  return null;
}

/** `subscription.cancelled`, `resumed`, `ended`: the subscription follows the provider. */
export async function subscriptionChanged(trx: Kysely<DB>, p: Payments, at: Date, event: ProviderEvent): Promise<string | null> {
  const found = await subscriptionOf(trx, p, event);
  if (typeof found === 'string') return found;
  const { sub } = found;
  const iso = at.toISOString();
  if (event.type === 'subscription.resumed') {
    if (sub.status === 'active') return null;
    if (Date.parse(sub.current_period_end) <= at.getTime()) return 'ignored: the paid period is over';
    await updateSubscription(trx, sub.id, { status: 'active', cancelled_at: null, updated_at: iso });
    return null;
  }
  if (sub.status === 'cancelled') return null;
  await updateSubscription(trx, sub.id, { status: 'cancelled', cancelled_at: iso, updated_at: iso });
  // The buyer cancelled at the provider: confirmed as a cancellation here is (wallet.ts).
  if (event.type === 'subscription.cancelled')
    await createJobQueue(trx, { now: () => at }).enqueue(
      PAYMENT_JOBS.cancelled,
      { subscriptionId: sub.id },
      { dedupeKey: `cancelled:${sub.id}:${iso}` },
    );
  return null;
}
