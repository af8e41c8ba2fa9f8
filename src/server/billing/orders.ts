/**
 * Orders (SPEC §7 "Transactions"): open a transaction for a product, pay it by card (the
 * provider's hosted page) or bank transfer (a unique reference), list and read one's own, cancel
 * an unpaid one. Functions taking `trx` run inside the caller's idempotent database transaction.
 */
import { PAYMENTS_UNAVAILABLE, refuseInProduction } from '../demo-mode.ts';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import type { CreateTransactionBody, PaymentMethod, Price, Transaction } from '../../lib/api/billing.ts';
import type { TransactionPurpose } from '../../lib/api/billing-codes.ts';
import {
  buyerOf,
  insertTransaction,
  transactionById,
  transactionsOfUser,
  updateTransactionFrom,
  type TransactionRow,
} from '../db/queries/billing.ts';
import type { DB } from '../db/types.ts';
import { orderable } from './catalog.ts';
import type { Reply } from './idempotency.ts';
import type { PaymentDeps } from './payments.ts';
import { paymentProvider } from './payments.ts';
import type { ProviderTransaction } from './providers/types.ts';
import { moveTo } from './settle.ts';
import { toTransaction } from './view.ts';

/** Letters and digits that cannot be mistaken for each other when typed from a bank statement. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new order reference: "LM" and ten characters (about 50 bits; unique in the table). */
export function newReference(): string {
  let out = 'LM';
  for (let i = 0; i < 10; i++) out += REFERENCE_ALPHABET[randomInt(0, REFERENCE_ALPHABET.length)];
  return out;
}

const notFound: Reply = { status: 404, body: { message: 'No such transaction.' } };
const one = (status: number, txn: Transaction): Reply => ({ status, body: { results: txn } });

/** What a new transaction is. */
export interface NewOrder {
  userId: number | null;
  purpose: TransactionPurpose;
  productId: string;
  region: Region;
  price: Price;
  credits: number | null;
  meta?: Record<string, unknown>;
  returnPath: string | null;
  subscriptionId?: number | null;
}

/** Store a new transaction in status `created`. */
export async function openOrder(trx: Kysely<DB>, deps: Pick<PaymentDeps, 'db'>, at: Date, o: NewOrder): Promise<TransactionRow> {
  const iso = at.toISOString();
  const id = await insertTransaction(trx, {
    reference: newReference(),
    user_id: o.userId,
    purpose: o.purpose,
    product_id: o.productId,
    status: 'created',
    method: null,
    region: o.region.code,
    currency: o.price.currency,
    amount_minor: o.price.amountMinor,
    vat_minor: o.price.vatMinor,
    net_minor: o.price.netMinor,
    vat_rate: o.price.vatRate,
    credits: o.credits,
    meta: JSON.stringify(o.meta ?? {}),
    return_path: o.returnPath,
    provider: paymentProvider(deps).name,
    provider_session: null,
    provider_ref: null,
    payment_url: null,
    subscription_id: o.subscriptionId ?? null,
    failure_reason: null,
    created_at: iso,
    updated_at: iso,
    pending_at: null,
    paid_at: null,
    failed_at: null,
    refunded_at: null,
  });
  const row = await transactionById(trx, id);
  if (!row) throw new Error(`transaction ${id} vanished`);
  return row;
}

/** What the provider is told about an order. */
export function providerView(row: TransactionRow, email: string | null): ProviderTransaction {
  return {
    id: row.id,
    reference: row.reference,
    purpose: row.purpose,
    amountMinor: row.amount_minor,
    currency: row.currency,
    description: row.product_id,
    customerEmail: email,
    providerRef: row.provider_ref,
  };
}

/** A transfer's session: its page (the demo's simulation) is kept where a card session keeps its hosted page. */
const transferSession = (t: { sessionId: string; simulationUrl: string | null }) => ({
  sessionId: t.sessionId,
  paymentUrl: t.simulationUrl,
});

/** Start paying an order: a hosted-page session (card) or transfer instructions; moves it to pending. */
export async function startPayment(
  trx: Kysely<DB>,
  deps: Pick<PaymentDeps, 'db' | 'production'>,
  at: Date,
  row: TransactionRow,
  method: PaymentMethod,
): Promise<TransactionRow> {
  const provider = paymentProvider(deps);
  // The demo takes no money: in production only a live provider starts a payment (the order is rolled back with it).
  refuseInProduction(deps.production && !provider.live, PAYMENTS_UNAVAILABLE);
  const view = providerView(row, null);
  const session = method === 'card' ? await provider.createSession(view) : transferSession(provider.bankTransfer(view));
  const patch = { method, provider_session: session.sessionId, payment_url: session.paymentUrl, updated_at: at.toISOString() };
  if (row.status === 'pending') {
    // Switching method while unpaid: a new session replaces the old one.
    if (!(await updateTransactionFrom(trx, row.id, 'pending', patch))) throw new Error(`transaction ${row.id} changed meanwhile`);
    return { ...row, ...patch };
  }
  if (!(await updateTransactionFrom(trx, row.id, 'created', patch))) throw new Error(`transaction ${row.id} changed meanwhile`);
  const moved = await moveTo(trx, at, { ...row, ...patch }, 'pending', { source: 'api' });
  if (!moved) throw new Error(`transaction ${row.id} could not become pending`);
  return moved;
}

/**
 * `POST /transactions/`: a signed-in buyer orders a credit package or the VIP plan, priced, booked
 * and receipted in the account's region (region.ts); `edition` is the edition of the page the
 * order came from, kept so the buyer comes back to it after paying.
 */
export async function createOrder(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  userId: number,
  body: CreateTransactionBody,
  edition?: RegionCode,
): Promise<Reply> {
  refuseInProduction(deps.production && !paymentProvider(deps).live, PAYMENTS_UNAVAILABLE);
  const buyer = await buyerOf(trx, userId);
  if (!buyer) return notFound;
  const region = deps.regions[buyer.region];
  const product = orderable(region, body.productId);
  if (!product)
    return {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { productId: ['Choose one of the offered products.'] } },
    };
  const row = await openOrder(trx, deps, deps.clock.now(), {
    userId,
    purpose: product.purpose,
    productId: body.productId,
    region,
    price: product.price,
    credits: product.credits,
    meta: edition ? { edition } : {},
    returnPath: body.returnPath ?? null,
  });
  return one(201, toTransaction(row));
}

/** `POST /transactions/card/` and `/bank-transfer/`: pay one's own unpaid order this way. */
export async function payOrder(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  userId: number,
  transactionId: number,
  method: PaymentMethod,
): Promise<Reply> {
  const row = await transactionById(trx, transactionId);
  if (!row || row.user_id !== userId) return notFound;
  if (row.status === 'pending' && row.method === method) return one(200, toTransaction(row));
  if (row.status !== 'created' && row.status !== 'pending') {
    return { status: 409, body: { message: `This order is ${row.status} and cannot be paid again.`, status: row.status } };
  }
  const moved = await startPayment(trx, deps, deps.clock.now(), row, method);
  return one(200, toTransaction(moved));
}

/** `GET /transactions/`: the caller's transactions, newest first. */
export async function listOrders(deps: PaymentDeps, userId: number): Promise<Transaction[]> {
  return (await transactionsOfUser(deps.db, userId)).map(toTransaction);
}

/** `GET /transactions/{id}`: one of the caller's transactions (404 for anyone else's). */
export async function readOrder(deps: PaymentDeps, userId: number, id: number): Promise<Transaction | undefined> {
  const row = await transactionById(deps.db, id);
  return row && row.user_id === userId ? toTransaction(row) : undefined;
}

/** `PUT|POST /transactions/{id}` `{ action: 'cancel' }`: the buyer cancels an unpaid order. */
export async function cancelOrder(deps: PaymentDeps, userId: number, id: number): Promise<Reply> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await transactionById(trx, id);
    if (!row || row.user_id !== userId) return notFound;
    const moved = await moveTo(trx, deps.clock.now(), row, 'failed', { source: 'api', reason: 'cancelled' });
    if (!moved) return { status: 409, body: { message: `This order is ${row.status} and cannot be cancelled.`, status: row.status } };
    return one(200, toTransaction(moved));
  });
}
