/**
 * Tips and earnings (SPEC §7 "Tips"; §2 query keys successfullyTippedAmount, confirmTipPurchase):
 * a punter tips an escort in credits (`POST /tips/tips/users/{x}`, with an Idempotency-Key), a
 * guest tips with money through the guest checkout (`POST /api/v1/guests/tips/users/{x}`), and the
 * escort reads tips and gallery sales (`GET /users/earnings`).
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { returnPathSchema, transactionSchema } from './billing.ts';
import { PAYMENT_METHODS } from './billing-codes.ts';
import { TIP_MAX, TIP_MESSAGE_MAX } from './tip-codes.ts';
export * from './tip-codes.ts';

/** A tip's amount in whole credits. */
export const tipAmountSchema = z
  .number({ error: 'choose an amount' })
  .int('whole credits only')
  .min(1, 'at least 1 credit')
  .max(TIP_MAX, `at most ${TIP_MAX} credits`);

/** An optional short message to the escort (stored and shown as text). */
const messageSchema = z.string().trim().max(TIP_MESSAGE_MAX, `at most ${TIP_MESSAGE_MAX} characters`).optional();

/** `/tips/tips/users/{x}` and `/guests/tips/users/{x}` path parameter. */
export const tipParamSchema = z.object({ id: idSchema });

/** `POST /tips/tips/users/{x}`: tip in credits. */
export const tipBodySchema = z.object({ amount: tipAmountSchema, message: messageSchema }).strict();
export type TipBody = z.input<typeof tipBodySchema>;

/** A tip as its giver or receiver sees it. */
export const tipSchema = z.object({
  id: z.number().int().positive(),
  escortId: z.number().int().positive(),
  /** Credits the punter gave. */
  credits: z.number().int().positive(),
  /** Of those, what the escort earned. */
  escortCredits: z.number().int().nonnegative(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type Tip = z.infer<typeof tipSchema>;

/** Answer of a credit tip: the tip and the punter's balance after it. */
export const tipResponseSchema = z.object({ results: z.object({ tip: tipSchema, balance: z.number().int().nonnegative() }) });
export type TipResponse = z.infer<typeof tipResponseSchema>;

/** `POST /api/v1/guests/tips/users/{x}`: a guest tips with money (the amount is priced in credits). */
export const guestTipBodySchema = z
  .object({
    amount: tipAmountSchema,
    message: messageSchema,
    method: z.enum(PAYMENT_METHODS).default('card'),
    /** The profile path to come back to (`?successfullyTippedAmount=` is added). */
    returnPath: returnPathSchema,
    waiveWithdrawal: z.literal(true, { error: 'confirm that delivery starts at once and the right of withdrawal ends' }),
  })
  .strict();
export type GuestTipBody = z.input<typeof guestTipBodySchema>;
/** Answer of a guest tip: the transaction (its `paymentUrl` is the hosted page). */
export const guestTipResponseSchema = z.object({ results: transactionSchema });

/** One earning line of the escort's earnings page. */
export const earningSchema = z.object({
  kind: z.enum(['tip', 'gallery']),
  /** Credits the escort earned. */
  credits: z.number().int(),
  /** The tip's message (tips only). */
  message: z.string().nullable(),
  /** The tipper's public name; null for a guest or a gallery sale. */
  from: z.string().nullable(),
  createdAt: z.string(),
});
export type Earning = z.infer<typeof earningSchema>;

/** `GET /users/earnings`: totals in credits, the last 30 days by day, and the latest lines. */
export const earningsSchema = z.object({
  /** Everything earned, and what the earnings account holds now. */
  totals: z.object({
    tips: z.number().int().nonnegative(),
    galleries: z.number().int().nonnegative(),
    balance: z.number().int(),
  }),
  days: z.array(z.object({ date: z.string(), tips: z.number().int(), galleries: z.number().int() })),
  recent: z.array(earningSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;
export const earningsResponseSchema = z.object({ results: earningsSchema });
