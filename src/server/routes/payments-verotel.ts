/**
 * Verotel FlexPay's side of the shop (billing/providers/verotel.ts), mounted when Verotel is the
 * provider:
 *
 * - `GET /payments/webhooks/verotel`: the postback (the Control Center's "Postback URL"). Its
 *   signature is checked and it goes through the payment inbox like every notification (stored
 *   once, processed once, forward-only); it is answered with the plain text `OK` Verotel expects
 *   once it is stored, and with `ERROR - …` (401) when the signature is not the shop's.
 * - `GET /payments/verotel/return/{success|decline|cancel}/{reference}`: where Verotel sends the
 *   buyer back (success and decline addresses go with each order; the cancel address is set in the
 *   Control Center, with `?referenceID=` when Verotel adds it). The buyer goes on to the
 *   checkout's return page of the order, a same-site path as after the demo's page; anything
 *   unknown goes to the checkout. The return changes nothing: only the postback does.
 */
import { Hono } from 'hono';
import { appPath } from '../../lib/routing/app-routes.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { receiveNotification } from '../billing/inbox.ts';
import type { Payments } from '../billing/payments.ts';
import { VEROTEL_PROVIDER, VEROTEL_RETURNS, type VerotelReturn } from '../billing/providers/verotel.ts';
import type { AppEnv } from '../context.ts';
import { transactionByReference } from '../db/queries/billing.ts';
import type { JobRunner } from '../jobs/runner.ts';
import { returnUrl } from './payments-demo.ts';

const REFERENCE = /^[A-Za-z0-9]{4,64}$/;

const isReturn = (value: string): value is VerotelReturn => (VEROTEL_RETURNS as readonly string[]).includes(value);

/** The Verotel routes (under /api/v2). */
export function verotelRoutes(p: Payments, mail: JobRunner) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/payments/webhooks/verotel', async (c) => {
    const raw = new URL(c.req.url).search.slice(1);
    const answer = await receiveNotification(p, raw, (name) => c.req.header(name));
    // Receipts the postback queued go out now (the runner retries any that fail).
    if (answer.body.processed) await mail.runDue().catch((err: unknown) => p.log.error('payment mail failed', { error: String(err) }));
    return c.text(answer.status === 200 ? 'OK' : `ERROR - ${answer.body.message}`, answer.status);
  });

  app.get('/payments/verotel/return/:result/:reference?', async (c) => {
    const fallback = sameSitePath(appPath('checkoutBuyCredits')) ?? '/';
    const result = c.req.param('result');
    const reference = c.req.param('reference') ?? c.req.query('referenceID') ?? '';
    if (!isReturn(result) || !REFERENCE.test(reference)) return c.redirect(fallback, 303);
    const txn = await transactionByReference(p.db, reference);
    return c.redirect(txn && txn.provider === VEROTEL_PROVIDER ? returnUrl(p, txn) : fallback, 303);
  });

  return app;
}
