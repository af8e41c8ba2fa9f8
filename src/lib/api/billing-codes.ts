/**
 * The fixed vocabulary of payments, without the schema library (islands import it from here so
 * their chunks stay free of zod; ./billing.ts builds its schemas from it).
 */

/** A transaction moves only forward: created → pending → paid | failed; paid → refunded. */
export const TRANSACTION_STATUSES = ['created', 'pending', 'paid', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The statuses each status may move to (anything else is refused). */
export const TRANSACTION_NEXT: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  created: ['pending', 'failed'],
  pending: ['paid', 'failed'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
};

/** How a transaction is paid at the provider. */
export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What a paid transaction delivers: a credit package or a VIP plan to a signed-in user, or a
 * gallery or tip bought by a guest through the guest checkout (no account, paid with money).
 */
export const TRANSACTION_PURPOSES = ['credits', 'vip', 'guest_gallery', 'guest_tip'] as const;
export type TransactionPurpose = (typeof TRANSACTION_PURPOSES)[number];

/** Product types of `GET /products/{type}`: credit packages, the VIP plan (money, renews monthly) and premium (VIP paid in credits). */
export const PRODUCT_TYPES = ['credits', 'vip', 'premium'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * What decides the prices a caller sees (and is charged, booked and receipted in): the signed-in
 * account's region, or for a visitor without an account the edition of the page that asked.
 */
export const PRICING_BASES = ['account', 'edition'] as const;
export type PricingBasis = (typeof PRICING_BASES)[number];

/** Regions whose consumer law asks for the explicit order-button wording and withdrawal waiver (DE, AT). */
export const ORDER_BUTTON_REGIONS = ['de', 'at'] as const;

/** The header carrying a client's idempotency key on every purchase call. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Browser storage key: where to go back to after a payment (SPEC §3). */
export const PAYMENT_REDIRECT_KEY = 'paymentRedirectLink';

/** `code` of the 422 answer when a wallet holds fewer credits than a purchase costs (with `balance` and `price`). */
export const NOT_ENOUGH_CREDITS = 'not_enough_credits';
