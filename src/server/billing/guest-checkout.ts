/**
 * The guest checkout (SPEC §7 "guest (v1) … create checkout", "guest checkout (v1) /guests/tips"):
 * a visitor without an account buys a gallery or tips an escort with money. The price is set in
 * credits; the checkout converts it to money at the region's credit rate, creates a transaction of
 * a guest purpose and starts the payment (hosted page or bank transfer). Once paid, billing issues
 * the credits to the guest wallet `accounts.guestCredits(txn.reference)` and the purpose's
 * fulfilment (galleries, tips) spends them (fulfilment.ts).
 */
import type { RegionCode } from '../../../regions/schema.ts';
import type { PaymentMethod, Transaction } from '../../lib/api/billing.ts';
import type { AppDeps } from '../context.ts';

/** What the guest checkout needs from the app. */
export type GuestCheckoutDeps = Pick<AppDeps, 'db' | 'sqlite' | 'clock' | 'regions' | 'log'>;

/** A guest purchase to start. */
export interface GuestCheckoutInput {
  purpose: 'guest_gallery' | 'guest_tip';
  /** The price in credits (converted to money at the region's credit rate). */
  credits: number;
  /** What the fulfilment needs (e.g. `{ escortId, galleryIds, checkCodeHash }`). */
  meta: Record<string, unknown>;
  /** Same-site path the hosted page returns to (`?transaction=<id>` is appended). */
  returnPath: string;
  region: RegionCode;
  method: PaymentMethod;
  /** The client's Idempotency-Key: the same key returns the same transaction. */
  idempotencyKey: string;
}

/** Create a guest transaction and start its payment; the answer carries `paymentUrl` or `bankTransfer`. */
export function createGuestCheckout(deps: GuestCheckoutDeps, input: GuestCheckoutInput): Promise<Transaction> {
  void deps;
  void input;
  return Promise.reject(new Error('the guest checkout arrives with the payments service'));
}
