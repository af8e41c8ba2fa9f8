/**
 * The payment provider interface, shaped the way adult-merchant card processors work: the
 * merchant opens a session and sends the buyer to the provider's hosted payment page; the result
 * arrives later as a signed server-to-server notification (never trusted from the browser).
 * Bank transfers are instructions the buyer follows; renewals charge a stored payment token
 * (merchant-initiated). Each provider verifies its own notifications.
 */
import type { BankTransfer } from '../../../lib/api/billing.ts';
import type { Currency } from '../../../lib/api/common.ts';

/** What a provider sees of an order. */
export interface ProviderTransaction {
  id: number;
  reference: string;
  amountMinor: number;
  currency: Currency;
  /** Shown on the hosted page. */
  description: string;
  /** The buyer's e-mail address (renewals; null for guests). */
  customerEmail: string | null;
}

/** A provider notification, once verified. */
export interface ProviderEvent {
  /** Unique per notification: the inbox stores each once. */
  id: string;
  type: 'payment.pending' | 'payment.paid' | 'payment.failed';
  /** The order reference the event is about. */
  reference: string;
  amountMinor: number;
  currency: Currency;
  /** Why a payment failed (declined, cancelled). */
  reason?: string;
  /** A reusable token for merchant-initiated charges (card payments of recurring plans). */
  paymentToken?: string;
  /** The provider's id of the payment. */
  providerRef?: string;
}

/** Why a notification was refused. */
export type WebhookRefusal = 'signature' | 'replayed' | 'malformed';

/** The verdict on a notification. */
export type WebhookCheck = { ok: true; event: ProviderEvent } | { ok: false; reason: WebhookRefusal };

/** A payment provider. */
export interface PaymentProvider {
  readonly name: string;
  /** Open a hosted-page session for a card payment. */
  createSession(txn: ProviderTransaction): Promise<{ sessionId: string; paymentUrl: string }>;
  /** The bank account and remittance text a transfer must carry. */
  bankTransfer(txn: ProviderTransaction): { sessionId: string; transfer: BankTransfer; simulationUrl: string | null };
  /** Charge a stored token (a renewal); the result arrives as a notification. */
  chargeStored(token: string, txn: ProviderTransaction): Promise<{ providerRef: string }>;
  /** Send the money of a paid order back. */
  refund(txn: ProviderTransaction): Promise<void>;
  /** Check a notification's signature and freshness and read its event. */
  verifyWebhook(raw: string, header: (name: string) => string | undefined, now: Date): Promise<WebhookCheck>;
  /** Read the event of a notification verified earlier (kept in the inbox); undefined when malformed. */
  parseEvent(raw: string): ProviderEvent | undefined;
}
