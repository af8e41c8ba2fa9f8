/**
 * Payments and credits (SPEC §7 "Products and prices", "Transactions"; §4 VIP; §9 VAT and
 * currency): credit packages, products, transactions paid through the payment provider's hosted
 * page or by bank transfer, the wallet (credit balance, earnings, VIP) and the VIP subscription.
 * Every amount is an integer in minor units (cents, pence) or whole credits; every price carries
 * its VAT. Purchase calls carry an `Idempotency-Key` header (billing-codes.ts).
 */
import { z } from 'zod';
import { currencySchema, idSchema, regionCodeSchema } from './common.ts';
import { PAYMENT_METHODS, PRICING_BASES, PRODUCT_TYPES, TRANSACTION_PURPOSES, TRANSACTION_STATUSES } from './billing-codes.ts';
export * from './billing-codes.ts';

const minor = z.number().int().nonnegative();

/** A price as shown and charged: gross (VAT included), its VAT and net, in the region's currency. */
export const priceSchema = z.object({
  /** Gross amount charged, VAT included, in minor units. */
  amountMinor: minor,
  currency: currencySchema,
  /** VAT rate in percent (DE 19, AT 20, UK 20, AU 0, IT 22). */
  vatRate: z.number().min(0).max(100),
  vatMinor: minor,
  netMinor: minor,
});
export type Price = z.infer<typeof priceSchema>;

/**
 * The rule behind the prices of an answer, for the page to state: whose region (`basis`: the
 * signed-in account's, else the asking page's edition), and that region's currency and VAT rate.
 */
export const pricingSchema = z.object({
  region: regionCodeSchema,
  basis: z.enum(PRICING_BASES),
  currency: currencySchema,
  vatRate: z.number().min(0).max(100),
});
export type Pricing = z.infer<typeof pricingSchema>;

/** A credit package of `GET /checkout/credit-packages/`. */
export const creditPackageSchema = z.object({
  id: z.string(),
  /** Credits delivered, bonus included. */
  credits: z.number().int().positive(),
  /** Of those, the bonus over the base rate (0 for the smallest package). */
  bonusCredits: z.number().int().nonnegative(),
  price: priceSchema,
  /** The package the page highlights. */
  popular: z.boolean(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** `GET /checkout/credit-packages/` answer (the caller's region's prices). */
export const creditPackagesResponseSchema = z.object({
  results: z.array(creditPackageSchema),
  region: regionCodeSchema,
  pricing: pricingSchema,
});

/** A product of `GET /products/{type}`. */
export const productSchema = z.object({
  id: z.string(),
  type: z.enum(PRODUCT_TYPES),
  /** Credits a credit package delivers; null for other products. */
  credits: z.number().int().positive().nullable(),
  /** Days a VIP or premium product adds; null for credit packages. */
  durationDays: z.number().int().positive().nullable(),
  /** Money price (credit packages, VIP); null when the product is paid in credits. */
  price: priceSchema.nullable(),
  /** Price in credits (premium); null when the product is paid with money. */
  priceCredits: z.number().int().positive().nullable(),
  /** Whether it renews each period until cancelled (the VIP plan). */
  recurring: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /products/{type}` path parameter. */
export const productTypeParamSchema = z.object({ type: z.enum(PRODUCT_TYPES) });
/** `GET /products/{type}` answer. */
export const productsResponseSchema = z.object({ results: z.array(productSchema), region: regionCodeSchema, pricing: pricingSchema });

/** What a bank transfer needs: the account, the exact amount and the order's unique reference. */
export const bankTransferSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** The order's unique reference: the remittance text that matches the incoming payment. */
  reference: z.string(),
  amountMinor: minor,
  currency: currencySchema,
  /** EPC/GiroCode QR payload (euro regions only), to render as a QR code. */
  epcPayload: z.string().nullable(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** A transaction as its buyer sees it (receipt data included once paid). */
export const transactionSchema = z.object({
  id: z.number().int().positive(),
  /** Unique order reference, shown on receipts and used as the bank transfer reference. */
  reference: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  purpose: z.enum(TRANSACTION_PURPOSES),
  productId: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  price: priceSchema,
  /** Credits the transaction delivers (credit packages), else null. */
  credits: z.number().int().positive().nullable(),
  region: regionCodeSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Why it failed (declined, cancelled, expired), else null. */
  failureReason: z.string().nullable(),
  /** The provider's hosted payment page while a card payment is pending, else null. */
  paymentUrl: z.string().nullable(),
  /** Transfer details while a bank transfer is pending, else null. */
  bankTransfer: bankTransferSchema.nullable(),
  /** Where the buyer started (a safe in-site path), to return to once paid. */
  returnPath: z.string().nullable(),
  /** The demo provider's page that simulates the incoming transfer while a bank transfer is pending, else null. */
  transferSimulationUrl: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** An in-site path to return to (no scheme, no host, no `//`). */
export const returnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'use a path on this site such as /users/account/');

/**
 * `POST /transactions/`: order a product. `waiveWithdrawal` is the buyer's explicit consent to
 * immediate delivery, which ends the right of withdrawal (required for credit packages and VIP).
 */
export const createTransactionBodySchema = z
  .object({
    productId: z.string().min(1).max(64),
    returnPath: returnPathSchema.optional(),
    waiveWithdrawal: z.literal(true, { error: 'confirm that delivery starts at once and the right of withdrawal ends' }),
  })
  .strict();
export type CreateTransactionBody = z.input<typeof createTransactionBodySchema>;

/** `POST /transactions/card/` and `POST /transactions/bank-transfer/`: pay an order this way. */
export const payTransactionBodySchema = z.object({ transactionId: idSchema }).strict();
export type PayTransactionBody = z.input<typeof payTransactionBodySchema>;

/** `PUT|POST /transactions/{id}`: the buyer cancels an unpaid order. */
export const updateTransactionBodySchema = z.object({ action: z.literal('cancel') }).strict();
export type UpdateTransactionBody = z.input<typeof updateTransactionBodySchema>;

/** Answer of every call that returns one transaction. */
export const transactionResponseSchema = z.object({ results: transactionSchema });
/** `GET /transactions/` answer: the caller's transactions, newest first. */
export const transactionsResponseSchema = z.object({ results: z.array(transactionSchema) });

/** The VIP subscription (money, renews each period until cancelled). */
export const subscriptionSchema = z.object({
  id: z.number().int().positive(),
  productId: z.string(),
  status: z.enum(['active', 'cancelled']),
  /** End of the paid period (VIP runs until then even after cancelling). */
  currentPeriodEnd: z.string(),
  cancelledAt: z.string().nullable(),
  price: priceSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /users/wallet`: the caller's credits, earnings and VIP state. */
export const walletSchema = z.object({
  credits: z.number().int().nonnegative(),
  /** Credits earned from gallery sales and tips (escorts and venues). */
  earnings: z.number().int().nonnegative(),
  vipValidTill: z.string().nullable(),
  subscription: subscriptionSchema.nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = z.object({ results: walletSchema });

/** `POST /users/products/premium`: buy a premium product (VIP time) with credits. */
export const buyPremiumBodySchema = z.object({ productId: z.string().min(1).max(64) }).strict();
export type BuyPremiumBody = z.input<typeof buyPremiumBodySchema>;

/** The 422 answer of a purchase in credits the wallet cannot pay: what it holds and what it costs. */
export const notEnoughCreditsBodySchema = z.object({
  message: z.string(),
  code: z.literal('not_enough_credits'),
  balance: z.number().int().nonnegative(),
  price: z.number().int().positive(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type NotEnoughCreditsBody = z.infer<typeof notEnoughCreditsBodySchema>;
