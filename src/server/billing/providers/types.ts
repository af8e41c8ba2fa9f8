/**
 * The payment provider interface, shaped the way adult-merchant card processors work: the
 * merchant opens a session and sends the buyer to the provider's hosted payment page; the result
 * arrives later as a signed server-to-server notification (never trusted from the browser).
 * Bank transfers are instructions the buyer follows. Renewals come one of two ways: the merchant
 * charges a stored payment token (`chargeStored`, the demo), or the provider rebills on its own
 * and notifies each renewal (`subscription.renewed`, Verotel). Each provider verifies its own
 * notifications.
 */
import type { BankTransfer } from '../../../lib/api/billing.ts';
import type { TransactionPurpose } from '../../../lib/api/billing-codes.ts';
import type { Currency } from '../../../lib/api/common.ts';

/** What a provider sees of an order. */
export interface ProviderTransaction {
  id: number;
  reference: string;
  /** What the order buys: `vip` renews each period, every other purpose is a one-off sale. */
  purpose: TransactionPurpose;
  amountMinor: number;
  currency: Currency;
  /** Shown on the hosted page. */
  description: string;
  /** The buyer's e-mail address (renewals; null for guests). */
  customerEmail: string | null;
  /** The provider's id of the payment, once paid (a refund names it). */
  providerRef?: string | null;
}

/** What a notification reports. */
export type ProviderEventType =
  | 'payment.pending'
  | 'payment.paid'
  | 'payment.failed'
  /** The money of a paid order went back to the buyer at the provider (a refund or a chargeback). */
  | 'payment.refunded'
  /** The provider charged the next period of a subscription on its own. */
  | 'subscription.renewed'
  /** The subscription renews no more; what was paid runs to its end. */
  | 'subscription.cancelled'
  /** A cancellation was undone. */
  | 'subscription.resumed'
  /** The subscription was terminated at the provider. */
  | 'subscription.ended'
  /** Recorded and not applied (a change this shop does not sell, a notification without an order). */
  | 'notice';

/** A provider notification, once verified. */
export interface ProviderEvent {
  /** Unique per notification: the inbox stores each once. */
  id: string;
  type: ProviderEventType;
  /** The order the event is about (for `subscription.*`: the order that started the subscription). */
  reference: string;
  /** The money the event is about (absent when none moved: a subscription cancelled, resumed or ended). */
  amountMinor?: number;
  /** Its currency as the provider sent it (refused when it is not the order's). */
  currency?: string;
  /** Why a payment failed (declined, cancelled), why money went back (credit, chargeback), what a notice is. */
  reason?: string;
  /** A reusable token for merchant-initiated charges, or the provider's handle of the subscription. */
  paymentToken?: string;
  /** The provider's id of the payment (for `payment.refunded`: of the refund). */
  providerRef?: string;
  /** The provider's id of the subscription (`subscription.*`). */
  subscriptionRef?: string;
  /** `payment.refunded`: the provider's id of the payment that went back. */
  parentRef?: string;
}

/** Why a notification was refused. */
export type WebhookRefusal = 'signature' | 'replayed' | 'malformed';

/** The verdict on a notification. */
export type WebhookCheck = { ok: true; event: ProviderEvent } | { ok: false; reason: WebhookRefusal };

/** What became of a refund at the provider: sent back, or left to a person in the provider's control centre `where` (`instruction` says how). */
export type RefundOutcome = { done: true } | { done: false; where: string; instruction: string };

/** A payment provider. */
export interface PaymentProvider {
  readonly name: string;
  /** Whether real money moves (false for the demo, which production mode switches off). */
  readonly live: boolean;
  /** Open a hosted-page session for a card payment. */
  createSession(txn: ProviderTransaction): Promise<{ sessionId: string; paymentUrl: string }>;
  /** The bank account and remittance text a transfer must carry. */
  bankTransfer(txn: ProviderTransaction): { sessionId: string; transfer: BankTransfer; simulationUrl: string | null };
  /**
   * Charge a stored token (a renewal); the result arrives as a notification. Absent for a provider
   * that rebills subscriptions itself and reports each renewal as `subscription.renewed`.
   */
  chargeStored?(token: string, txn: ProviderTransaction): Promise<{ providerRef: string }>;
  /** Send the money of a paid order back, or say what a person has to do for it. */
  refund(txn: ProviderTransaction): Promise<RefundOutcome>;
  /** Where the buyer ends a subscription at the provider (its handle is the subscription's token); absent when the shop ends it alone. */
  subscriptionCancelUrl?(subscriptionRef: string): string;
  /** Check a notification's signature and freshness and read its event. */
  verifyWebhook(raw: string, header: (name: string) => string | undefined, now: Date): Promise<WebhookCheck>;
  /** Read the event of a notification verified earlier (kept in the inbox); undefined when malformed. */
  parseEvent(raw: string): ProviderEvent | undefined;
}
