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
import { sameSitePath } from '../../lib/redirect.ts';
import type { AppDeps } from '../context.ts';
import { creditsPrice } from './catalog.ts';
import { fingerprintOf, idempotent } from './idempotency.ts';
import { openOrder, startPayment } from './orders.ts';
import { toTransaction } from './view.ts';

/** What the guest checkout needs from the app. */
export type GuestCheckoutDeps = Pick<AppDeps, 'db' | 'clock' | 'regions' | 'log'>;

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
export async function createGuestCheckout(deps: GuestCheckoutDeps, input: GuestCheckoutInput): Promise<Transaction> {
  if (!Number.isSafeInteger(input.credits) || input.credits <= 0)
    throw new RangeError(`a guest checkout needs a positive whole number of credits, not ${input.credits}`);
  const returnPath = sameSitePath(input.returnPath);
  if (!returnPath) throw new RangeError(`the return path ${input.returnPath} is not a path on this site`);
  const region = deps.regions[input.region];
  const reply = await idempotent(
    deps.db,
    () => deps.clock.now(),
    {
      scope: 'guest',
      key: input.idempotencyKey,
      fingerprint: fingerprintOf('GUEST', input.purpose, { ...input, idempotencyKey: undefined }),
    },
    async (trx) => {
      const at = deps.clock.now();
      const row = await openOrder(trx, deps, at, {
        userId: null,
        purpose: input.purpose,
        productId: `${input.purpose}:${input.credits}`,
        region,
        price: creditsPrice(region, input.credits),
        credits: input.credits,
        meta: input.meta,
        returnPath,
      });
      const pending = await startPayment(trx, deps, at, row, input.method);
      return { status: 201, body: { results: toTransaction(pending) } };
    },
  );
  if (reply.status >= 300) throw new Error(`guest checkout refused: ${JSON.stringify(reply.body)}`);
  return (reply.body as { results: Transaction }).results;
}
