/**
 * Products and the wallet (SPEC §7 "Products and prices"; §4 VIP): credit packages and products
 * with the prices of the caller's account's region, else of the asking edition, and that rule
 * (`pricing`, public), the wallet (signed in), premium bought with credits
 * (punters, with an `Idempotency-Key`), cancelling the VIP subscription (its owner) and the admin
 * refund (admin writes with the second factor).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { buyPremiumBodySchema, productTypeParamSchema } from '../../lib/api/billing.ts';
import { idParamSchema } from '../../lib/api/common.ts';
import { ROLES } from '../../lib/permissions.ts';
import { creditPackagesIn, productsIn } from '../billing/catalog.ts';
import type { Payments } from '../billing/payments.ts';
import { refundTransaction } from '../billing/refund.ts';
import { requestPricing } from '../billing/region.ts';
import { buyPremium, cancelSubscription, walletOf } from '../billing/wallet.ts';
import type { AppEnv } from '../context.ts';
import { requirePermission, requireRole, requireUser } from '../http/guards.ts';
import { validJson, validParams } from '../http/validate.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { purchase, reply } from './payments.ts';

export function billingRoutes(p: Payments, mail: JobRunner) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/checkout/credit-packages', async (c) => {
    const pricing = await requestPricing(c, p);
    return c.json({ results: creditPackagesIn(p.regions[pricing.region]), region: pricing.region, pricing });
  });

  app.get('/products/:type', validParams(productTypeParamSchema), async (c) => {
    const pricing = await requestPricing(c, p);
    return c.json({ results: productsIn(p.regions[pricing.region], c.req.valid('param').type), region: pricing.region, pricing });
  });

  app.get('/users/wallet', requireUser, async (c) => c.json({ results: await walletOf(p.db, p, c.get('user')!.id) }));

  app.post('/users/products/premium', requireRole(ROLES.punter), validJson(buyPremiumBodySchema), async (c) => {
    const body = c.req.valid('json');
    return reply(c, await purchase(c, p, body, (trx) => buyPremium(trx, p, c.get('user')!.id, body.productId)));
  });

  app.post('/users/subscriptions/:id/cancel', requireUser, validParams(idParamSchema), validJson(z.object({}).strict()), async (c) => {
    const r = await cancelSubscription(p, c.get('user')!.id, c.req.valid('param').id);
    await mail.runDue().catch((err: unknown) => p.log.error('payment mail failed', { error: String(err) }));
    return reply(c, r);
  });

  app.post('/admin/transactions/:id/refund', requirePermission('canAdminWrite'), validParams(idParamSchema), async (c) =>
    reply(c, await refundTransaction(p, c.req.valid('param').id, c.get('user')!.id)),
  );

  return app;
}
