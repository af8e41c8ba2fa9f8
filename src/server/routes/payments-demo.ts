/**
 * The demo provider's hosted pages (`/demo-pay/…`, at the app's root like a provider's own site):
 * a card page where the test cards approve or decline, and a bank transfer page that simulates
 * the incoming transfer. Each choice becomes a signed notification to the webhook route (queued
 * durably and posted at once); then the browser goes back to the shop's return page.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { appPath } from '../../lib/routing/app-routes.ts';
import { sameSitePath } from '../../lib/redirect.ts';
import { sendNotification } from '../billing/deliver.ts';
import type { Payments } from '../billing/payments.ts';
import { editionOfMeta } from '../billing/region.ts';
import { metaOf } from '../billing/view.ts';
import { cardPage, closedPage, DEMO_PAY_CSS, transferPage } from '../billing/providers/demo-page.ts';
import { cardDigits, DEMO_CARDS, DEMO_PAY_BASE } from '../billing/providers/demo.ts';
import type { ProviderEvent } from '../billing/providers/types.ts';
import type { AppEnv } from '../context.ts';
import { transactionBySession, type TransactionRow } from '../db/queries/billing.ts';

const GUEST_PURPOSES = new Set(['guest_gallery', 'guest_tip']);

/**
 * Where the buyer returns after the hosted page, with `?transaction=<id>`: a guest to the page of
 * its checkout, an account to the checkout's return page of the edition the order came from (the
 * edition and language the buyer started in; the account's region for an order without one). The
 * address is checked as every redirect is: only a path of this site.
 */
export function returnUrl(p: Payments, txn: TransactionRow): string {
  const edition = editionOfMeta(metaOf(txn)) ?? txn.region;
  const base =
    (GUEST_PURPOSES.has(txn.purpose) ? sameSitePath(txn.return_path) : undefined) ??
    sameSitePath(appPath('checkoutBuyCredits', undefined, p.regions[edition].prefix)) ??
    appPath('checkoutBuyCredits');
  return `${base}${base.includes('?') ? '&' : '?'}transaction=${txn.id}`;
}

export function demoPayRoutes(p: Payments, sameSite: MiddlewareHandler<AppEnv>) {
  const app = new Hono<AppEnv>({ strict: false });
  app.use(`${DEMO_PAY_BASE}/*`, sameSite);
  app.use(`${DEMO_PAY_BASE}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const open = async (session: string, method: TransactionRow['method']) => {
    const txn = await transactionBySession(p.db, session);
    return { txn, payable: txn?.status === 'pending' && txn.method === method };
  };
  const event = (txn: TransactionRow, type: ProviderEvent['type'], extra: Partial<ProviderEvent> = {}) =>
    sendNotification(p, { type, reference: txn.reference, amountMinor: txn.amount_minor, currency: txn.currency, ...extra });
  const token = () => `tok_demo_${randomBytes(12).toString('hex')}`;

  app.get(`${DEMO_PAY_BASE}/style.css`, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(DEMO_PAY_CSS);
  });

  app.get(`${DEMO_PAY_BASE}/sessions/:session`, async (c) => {
    const { txn, payable } = await open(c.req.param('session'), 'card');
    if (!payable || !txn) return c.html(closedPage(txn, txn ? returnUrl(p, txn) : undefined), txn ? 410 : 404);
    return c.html(cardPage(txn, c.req.param('session')));
  });

  app.post(`${DEMO_PAY_BASE}/sessions/:session/pay`, async (c) => {
    const session = c.req.param('session');
    const { txn, payable } = await open(session, 'card');
    if (!payable || !txn) return c.html(closedPage(txn, txn ? returnUrl(p, txn) : undefined), txn ? 410 : 404);
    const form = await c.req.parseBody();
    const card = cardDigits(typeof form.card === 'string' ? form.card : '');
    if (card === cardDigits(DEMO_CARDS.approves))
      await event(txn, 'payment.paid', { paymentToken: token(), providerRef: `pay_${session.slice(-8)}` });
    else if (card === cardDigits(DEMO_CARDS.declines)) await event(txn, 'payment.failed', { reason: 'declined' });
    else return c.html(cardPage(txn, session, `Use one of the test cards: ${DEMO_CARDS.approves} or ${DEMO_CARDS.declines}.`), 422);
    return c.redirect(returnUrl(p, txn), 303);
  });

  app.post(`${DEMO_PAY_BASE}/sessions/:session/cancel`, async (c) => {
    const { txn, payable } = await open(c.req.param('session'), 'card');
    if (!txn) return c.html(closedPage(undefined, undefined), 404);
    if (payable) await event(txn, 'payment.failed', { reason: 'cancelled' });
    return c.redirect(returnUrl(p, txn), 303);
  });

  app.get(`${DEMO_PAY_BASE}/transfers/:session`, async (c) => {
    const { txn, payable } = await open(c.req.param('session'), 'bank_transfer');
    if (!payable || !txn) return c.html(closedPage(txn, txn ? returnUrl(p, txn) : undefined), txn ? 410 : 404);
    return c.html(transferPage(txn, c.req.param('session')));
  });

  app.post(`${DEMO_PAY_BASE}/transfers/:session/receive`, async (c) => {
    const { txn, payable } = await open(c.req.param('session'), 'bank_transfer');
    if (!payable || !txn) return c.html(closedPage(txn, txn ? returnUrl(p, txn) : undefined), txn ? 410 : 404);
    await event(txn, 'payment.paid', { providerRef: `sct_${txn.reference}` });
    return c.redirect(returnUrl(p, txn), 303);
  });

  return app;
}
