/**
 * The admin payments list: `GET /admin/transactions?page=&status=&q=` for everyone who may
 * moderate (admin levels and support, with the second factor). The refund itself is
 * `POST /admin/transactions/{id}/refund` in ./billing.ts (admin writes only).
 */
import { Hono } from 'hono';
import { adminTransactionsQuerySchema } from '../../lib/api/admin-payments.ts';
import { adminTransactions } from '../billing/admin-transactions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { requirePermission } from '../http/guards.ts';
import { validQuery } from '../http/validate.ts';

/** The admin payments routes. */
export function adminPaymentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  // The guard runs before validation, so a caller without the right learns nothing about the query.
  app.get('/admin/transactions', requirePermission('canModerate'), validQuery(adminTransactionsQuerySchema), async (c) => {
    const { page, status, q } = c.req.valid('query');
    return c.json(await adminTransactions(deps.db, page, { status, q }));
  });
  return app;
}
