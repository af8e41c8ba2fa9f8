/**
 * Transactions (SPEC §7 "Transactions") and the provider webhook. Purchase calls carry an
 * `Idempotency-Key` (billing/idempotency.ts); credit packages and the VIP plan are for punters
 * (403 for other roles); a buyer sees and changes only their own transactions (404 otherwise).
 */
import { Hono, type Context } from 'hono';
import {
  createTransactionBodySchema,
  IDEMPOTENCY_HEADER,
  payTransactionBodySchema,
  updateTransactionBodySchema,
  type PaymentMethod,
} from '../../lib/api/billing.ts';
import { idParamSchema } from '../../lib/api/common.ts';
import { ROLES } from '../../lib/permissions.ts';
import { fingerprintOf, idempotent, type Reply } from '../billing/idempotency.ts';
import { receiveNotification } from '../billing/inbox.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { cancelOrder, createOrder, listOrders, payOrder, readOrder } from '../billing/orders.ts';
import type { Payments } from '../billing/payments.ts';
import { requestEdition } from '../billing/region.ts';
import type { AppEnv } from '../context.ts';
import { notFoundJson } from '../http/errors.ts';
import { requireRole, requireUser } from '../http/guards.ts';
import { validJson, validParams } from '../http/validate.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Send a reply (marking a replayed one). */
export function reply(c: Context, r: Reply) {
  if (r.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(r.body as object, r.status as ContentfulStatusCode);
}

/** Run a purchase once per idempotency key of the caller. */
export function purchase(c: Context<AppEnv>, p: Payments, body: unknown, work: Parameters<typeof idempotent>[3]) {
  const user = c.get('user');
  return idempotent(
    p.db,
    () => p.clock.now(),
    {
      scope: user ? `user:${user.id}` : 'guest',
      key: c.req.header(IDEMPOTENCY_HEADER),
      fingerprint: fingerprintOf(c.req.method, new URL(c.req.url).pathname, body),
    },
    work,
  );
}

export function paymentRoutes(p: Payments, mail: JobRunner) {
  const app = new Hono<AppEnv>({ strict: false });
  const punter = requireRole(ROLES.punter);

  app.post('/transactions', punter, validJson(createTransactionBodySchema), async (c) => {
    const body = c.req.valid('json');
    const edition = requestEdition(c, p.regions);
    return reply(c, await purchase(c, p, body, (trx) => createOrder(trx, p, c.get('user')!.id, body, edition)));
  });

  for (const [path, method] of [
    ['/transactions/card', 'card'],
    ['/transactions/bank-transfer', 'bank_transfer'],
  ] as const satisfies readonly (readonly [string, PaymentMethod])[]) {
    app.post(path, punter, validJson(payTransactionBodySchema), async (c) => {
      const body = c.req.valid('json');
      return reply(c, await purchase(c, p, body, (trx) => payOrder(trx, p, c.get('user')!.id, body.transactionId, method)));
    });
  }

  app.get('/transactions', requireUser, async (c) => c.json({ results: await listOrders(p, c.get('user')!.id) }));

  app.get('/transactions/:id', requireUser, validParams(idParamSchema), async (c) => {
    const txn = await readOrder(p, c.get('user')!.id, c.req.valid('param').id);
    return txn ? c.json({ results: txn }) : notFoundJson(c);
  });

  for (const method of ['put', 'post'] as const) {
    app[method]('/transactions/:id', requireUser, validParams(idParamSchema), validJson(updateTransactionBodySchema), async (c) =>
      reply(c, await cancelOrder(p, c.get('user')!.id, c.req.valid('param').id)),
    );
  }

  app.post('/payments/webhooks/:provider', async (c) => {
    if (c.req.param('provider') !== p.provider.name) return notFoundJson(c);
    const answer = await receiveNotification(p, await c.req.text(), (name) => c.req.header(name));
    // Receipts the notification queued go out now (the runner retries any that fail).
    if (answer.body.processed) await mail.runDue().catch((err: unknown) => p.log.error('payment mail failed', { error: String(err) }));
    return c.json(answer.body, answer.status);
  });

  return app;
}
