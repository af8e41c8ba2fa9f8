/**
 * What a paid transaction delivers, by purpose. When a payment is confirmed the billing service
 * (in one database transaction) moves the transaction to `paid`, posts the money journal
 * (provider receivable, net revenue, VAT) and, when the transaction carries credits, issues them
 * to the buyer's wallet (the user's credits, or the guest wallet `accounts.guestCredits(reference)`
 * for a guest checkout); then it runs the purpose's fulfilment in that same transaction. A
 * fulfilment must be idempotent (ledger references, unique keys): it may run again after a crash.
 *
 * Each feature registers its purposes when its routes are registered: billing registers `credits`
 * and `vip`, the galleries and tips `guest_gallery` and `guest_tip`.
 */
import type { Kysely } from 'kysely';
import type { RegionCode } from '../../../regions/schema.ts';
import type { Currency } from '../../lib/api/common.ts';
import type { TransactionPurpose } from '../../lib/api/billing-codes.ts';
import type { DB } from '../db/types.ts';

/** A transaction that was just paid, as a fulfilment sees it. */
export interface PaidTransaction {
  id: number;
  reference: string;
  purpose: TransactionPurpose;
  productId: string;
  /** The buyer's account; null for a guest checkout. */
  userId: number | null;
  region: RegionCode;
  currency: Currency;
  amountMinor: number;
  /** Credits issued to the buyer's wallet by the payment (null when none). */
  credits: number | null;
  /** What the purpose needs (e.g. `{ escortId, galleryId, checkCode }`), as stored at checkout. */
  meta: Record<string, unknown>;
  /** The provider that took the payment (absent: the demo). */
  provider?: string;
}

/** Deliver what was paid for, inside the payment's database transaction. */
export type Fulfilment = (trx: Kysely<DB>, at: Date, txn: PaidTransaction) => Promise<void>;

const registry = new Map<TransactionPurpose, Fulfilment>();

/** Register what a purpose delivers (a later registration for the same purpose replaces it). */
export function registerFulfilment(purpose: TransactionPurpose, fulfil: Fulfilment): void {
  registry.set(purpose, fulfil);
}

/** The fulfilment of a purpose; throws when no feature registered one (a wiring error). */
export function fulfilmentOf(purpose: TransactionPurpose): Fulfilment {
  const fulfil = registry.get(purpose);
  if (!fulfil) throw new Error(`no fulfilment is registered for ${purpose} transactions`);
  return fulfil;
}
