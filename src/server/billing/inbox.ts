/**
 * Provider notifications: verified (signature, freshness), stored in the inbox FIRST (a second
 * delivery of the same event id changes nothing), then processed from there in one database
 * transaction per event. A failed or interrupted processing leaves the row unprocessed; the
 * `payments.inbox` job takes it up again.
 */
import type { TransactionStatus } from '../../lib/api/billing-codes.ts';
import { transactionByReference } from '../db/queries/billing.ts';
import {
  inboxEvent,
  inboxRow,
  insertInboxEvent,
  markInboxFailed,
  markInboxProcessed,
  unprocessedInbox,
} from '../db/queries/billing-inbox.ts';
import type { Kysely } from 'kysely';
import { lockFor } from '../db/transactions.ts';
import type { DB } from '../db/types.ts';
import type { Payments } from './payments.ts';
import { refundedAtProvider, renewedByProvider, subscriptionChanged } from './provider-events.ts';
import type { ProviderEvent } from './providers/types.ts';
import { moveTo } from './settle.ts';

/** Attempts before an inbox row is left for a person to look at. */
export const INBOX_MAX_ATTEMPTS = 10;

const TARGET: Record<'payment.pending' | 'payment.paid' | 'payment.failed', TransactionStatus> = {
  'payment.pending': 'pending',
  'payment.paid': 'paid',
  'payment.failed': 'failed',
};

/** Events that report money moved at the provider, and notices: one that changes nothing here is logged for a person. */
const LOGGED_WHEN_UNAPPLIED: ReadonlySet<ProviderEvent['type']> = new Set([
  'payment.paid',
  'payment.refunded',
  'subscription.renewed',
  'notice',
]);

/** The answer to a provider. */
export interface WebhookAnswer {
  status: 200 | 401 | 422;
  body: { message: string; duplicate?: boolean; processed?: boolean };
}

/** Receive a notification: verify, store, process. */
export async function receiveNotification(p: Payments, raw: string, header: (name: string) => string | undefined): Promise<WebhookAnswer> {
  const now = p.clock.now();
  const check = await p.provider.verifyWebhook(raw, header, now);
  if (!check.ok) {
    p.log.error('payment notification refused', { provider: p.provider.name, reason: check.reason });
    if (check.reason === 'malformed') return { status: 422, body: { message: 'The notification could not be read.' } };
    return { status: 401, body: { message: check.reason === 'replayed' ? 'The notification is too old.' : 'Invalid signature.' } };
  }
  const id = await insertInboxEvent(p.db, { provider: p.provider.name, eventId: check.event.id, payload: raw, at: now });
  if (id === undefined) {
    // Delivered before: finish it if an earlier attempt did not, never apply it twice.
    const earlier = await inboxEvent(p.db, p.provider.name, check.event.id);
    if (earlier && earlier.processed_at === null) await processInboxRow(p, earlier.id);
    return { status: 200, body: { message: 'Already received.', duplicate: true } };
  }
  const processed = await processInboxRow(p, id);
  return { status: 200, body: { message: 'Received.', processed } };
}

/** Process one inbox row; false when it failed (it stays for the retry job). */
export async function processInboxRow(p: Payments, id: number): Promise<boolean> {
  try {
    const unapplied = await p.db.transaction().execute(async (trx) => {
      // Two nodes processing the same notification take turns: the second finds it processed.
      await lockFor(trx, `payment-inbox:${id}`);
      const row = await inboxRow(trx, id);
      if (!row || row.processed_at !== null) return undefined;
      const event = p.provider.parseEvent(row.payload);
      const note = event ? await applyEvent(trx, p, event) : 'unreadable payload';
      await markInboxProcessed(trx, id, p.clock.now(), note);
      return note && event && LOGGED_WHEN_UNAPPLIED.has(event.type) ? { eventId: event.id, note } : undefined;
    });
    // Money the provider reports that changed nothing here (another amount, an order no longer payable), or a change
    // this shop does not apply, needs a person.
    if (unapplied) p.log.error('payment notification not applied', { provider: p.provider.name, ...unapplied });
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await markInboxFailed(p.db, id, message);
    p.log.error('payment notification processing failed', { inboxId: id, error: message });
    return false;
  }
}

/** Process every unprocessed row due for another attempt; returns how many succeeded. */
export async function processInbox(p: Payments): Promise<number> {
  let done = 0;
  for (const row of await unprocessedInbox(p.db, INBOX_MAX_ATTEMPTS)) if (await processInboxRow(p, row.id)) done++;
  return done;
}

/** Apply an event to its transaction; returns a note when it was ignored. */
async function applyEvent(trx: Kysely<DB>, p: Payments, event: ProviderEvent): Promise<string | null> {
  const at = p.clock.now();
  switch (event.type) {
    case 'payment.refunded':
      return refundedAtProvider(trx, p, at, event);
    case 'subscription.renewed':
      return renewedByProvider(trx, p, at, event);
    case 'subscription.cancelled':
    case 'subscription.resumed':
    case 'subscription.ended':
      return subscriptionChanged(trx, p, at, event);
    case 'notice':
      return `recorded: ${event.reason ?? 'nothing to apply'}`;
    default:
      return paymentResult(trx, at, event, TARGET[event.type]);
  }
}

/** Move the transaction of a payment's result (pending, paid, failed); returns a note when it was ignored. */
async function paymentResult(trx: Kysely<DB>, at: Date, event: ProviderEvent, to: TransactionStatus): Promise<string | null> {
  const txn = await transactionByReference(trx, event.reference);
  if (!txn) return `no transaction ${event.reference}`;
  if (to === 'paid' && (event.amountMinor !== txn.amount_minor || event.currency !== txn.currency)) {
    return `amount mismatch: ${event.amountMinor ?? '?'} ${event.currency ?? '?'} for ${txn.amount_minor} ${txn.currency}`;
  }
  const o = {
    source: 'webhook' as const,
    eventId: event.id,
    reason: event.reason,
    paymentToken: event.paymentToken,
    providerRef: event.providerRef,
  };
  let current = txn;
  // A payment confirmed before the order was marked pending passes through pending.
  if (to === 'paid' && current.status === 'created') current = (await moveTo(trx, at, current, 'pending', o)) ?? current;
  const moved = await moveTo(trx, at, current, to, o);
  return moved ? null : `ignored: ${current.status} → ${to}`;
}
