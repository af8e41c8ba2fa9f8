/**
 * The admin payments list (admins and support; support reads only): every transaction, newest
 * first, filtered by status or found by its order reference or the buyer's username. Refunds go
 * through `POST /admin/transactions/{id}/refund` (./billing.ts).
 */
import { z } from 'zod';
import { TRANSACTION_STATUSES, transactionSchema, type TransactionStatus } from './billing.ts';
import { adminPageQuerySchema } from './moderation.ts';

/**
 * `GET /admin/transactions?page=&status=&q=`: `status` one of `TRANSACTION_STATUSES`, `q` an exact
 * order reference or a username; an empty one filters nothing.
 */
export const adminTransactionsQuerySchema = adminPageQuerySchema.extend({
  status: z.preprocess((v: TransactionStatus | '') => (v === '' ? undefined : v), z.enum(TRANSACTION_STATUSES).optional()).optional(),
  q: z
    .string()
    .trim()
    .max(200, 'at most 200 characters')
    .optional()
    .transform((v) => v || undefined),
});
export type AdminTransactionsQuery = z.input<typeof adminTransactionsQuerySchema>;

/** Who paid: a user account, or `'guest'` for the guest checkout (or a deleted account). */
export const transactionBuyerSchema = z.union([z.object({ id: z.number().int(), username: z.string() }), z.literal('guest')]);
export type TransactionBuyer = z.infer<typeof transactionBuyerSchema>;

/** One transaction as the admin list shows it: the buyer's fields of a transaction, who bought, whether it may be refunded. */
export const adminTransactionSchema = transactionSchema
  .pick({
    id: true,
    reference: true,
    status: true,
    purpose: true,
    productId: true,
    method: true,
    region: true,
    price: true,
    credits: true,
    createdAt: true,
    paidAt: true,
    failureReason: true,
  })
  .extend({
    buyer: transactionBuyerSchema,
    /** Paid and bought by an account (not through the guest checkout): the refund button shows. */
    refundable: z.boolean(),
  });
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/** `GET /admin/transactions` answer: 25 rows a page and whether another page follows. */
export const adminTransactionsResponseSchema = z.object({
  results: z.array(adminTransactionSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminTransactionsResponse = z.infer<typeof adminTransactionsResponseSchema>;
