/**
 * Payments through Verotel FlexPay end to end: the real app listening on a loopback port and a
 * stand-in of Verotel's hosted pages on another (VEROTEL_BASE_URL) that checks the signed start
 * and cancel URLs and sends the postbacks as Verotel does (GET, every parameter signed). The
 * ledger must balance after every step.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { walletResponseSchema, type Transaction } from '../../lib/api/billing.ts';
import { registerPaymentJobs } from '../billing/jobs.ts';
import { accounts, spendFrom, trialBalance, unbalancedJournals } from '../billing/ledger.ts';
import { startVerotelStandIn, type SentPostback, type VerotelStandIn } from '../billing/providers/verotel-stand-in.ts';
import { VEROTEL_NO_BANK_TRANSFER } from '../billing/providers/verotel.ts';
import { API, paymentHarness } from '../billing/testing.ts';
import { JobRunner } from '../jobs/runner.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';

const SHOP_ID = '68849';
const KEY = 'zpXwe2D77g4P7ysGJcr3rY87TBYs6J';
const ENV_NAMES = ['VEROTEL_SHOP_ID', 'VEROTEL_SIGNATURE_KEY', 'VEROTEL_BRAND', 'VEROTEL_BASE_URL', 'PUBLIC_SITE_URL', 'PAYMENT_PROVIDER'];
const BALANCED = { EUR: 0, GBP: 0, AUD: 0, CREDIT: 0 };

let t: AuthTestApp;
let h: ReturnType<typeof paymentHarness>;
let verotel: VerotelStandIn;
let jobs: JobRunner;
let site: string;
const saved = new Map<string, string | undefined>();
let listener: (req: IncomingMessage, res: ServerResponse) => unknown = (_req, res) => res.writeHead(503).end();
const appServer = createServer((req, res) => void listener(req, res));

beforeAll(async () => {
  // Both addresses go into the settings before the app exists.
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  let now = () => new Date();
  verotel = await startVerotelStandIn({
    shopId: SHOP_ID,
    signatureKey: KEY,
    postbackUrl: `${site}/api/v2/payments/webhooks/verotel`,
    now: () => now(),
  });
  for (const name of ENV_NAMES) saved.set(name, process.env[name]);
  Object.assign(process.env, {
    VEROTEL_SHOP_ID: SHOP_ID,
    VEROTEL_SIGNATURE_KEY: KEY,
    VEROTEL_BRAND: 'CardBilling',
    VEROTEL_BASE_URL: verotel.baseUrl,
    PUBLIC_SITE_URL: site,
  });
  delete process.env.PAYMENT_PROVIDER;
  t = await createAuthTestApp();
  now = () => t.clock.now();
  listener = getRequestListener(t.app.fetch);
  h = paymentHarness(t);
  jobs = new JobRunner({ queue: h.p.queue, clock: t.clock, log: t.log });
  await registerPaymentJobs(jobs, h.p);
});

afterAll(async () => {
  await verotel.close();
  appServer.closeAllConnections();
  await new Promise<void>((resolve) => appServer.close(() => resolve()));
  await t.close();
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const count = (query: string, ...params: (string | number)[]) => Number(Object.values(h.sql(query, ...params)[0]!)[0]);
const row = (query: string, ...params: (string | number)[]) => h.sql(query, ...params)[0] as Record<string, unknown>;
/** The note the inbox keeps with a processed event (why it changed nothing), or null. */
const inboxNote = (eventId: string) =>
  row('SELECT last_error AS note FROM payment_inbox WHERE event_id = ? AND processed_at IS NOT NULL', eventId);

/** The books balance and no journal is lopsided. */
async function booksBalance() {
  expect(await trialBalance(t.deps.db)).toEqual(BALANCED);
  expect(await unbalancedJournals(t.deps.db)).toEqual([]);
}

/** The buyer's browser: open the hosted page, pay there (or be declined), follow the way back to the shop. */
async function payAtVerotel(txn: Transaction, outcome: 'approve' | 'decline' = 'approve') {
  const page = await fetch(txn.paymentUrl!);
  expect(page.status, await page.text()).toBe(200);
  const pay = await fetch(`${verotel.baseUrl}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ reference: txn.reference, outcome }),
    redirect: 'manual',
  });
  expect(pay.status).toBe(302);
  const back = await fetch(pay.headers.get('location')!, { redirect: 'manual' });
  return { postback: pay.headers.get('x-postback'), status: back.status, location: back.headers.get('location') };
}

/** The inbox id of the newest postback: its event as the shop names it. */
const lastEventId = () => String(row('SELECT event_id FROM payment_inbox ORDER BY id DESC LIMIT 1').event_id);

describe('a credit package through Verotel', () => {
  test('the order page is signed, the postback pays once, the buyer lands on the return page, the books balance', async () => {
    const c = await h.as('punter');
    const before = await h.credits(c);
    const txn = await h.order(c, 'credits-500');
    expect(txn.status).toBe('pending');
    const url = new URL(txn.paymentUrl!);
    expect(`${url.origin}${url.pathname}`).toBe(`${verotel.baseUrl}/startorder`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: 'purchase',
      version: '4',
      shopID: SHOP_ID,
      priceAmount: '49.99',
      priceCurrency: 'EUR',
      referenceID: txn.reference,
      paymentMethod: 'CC',
      custom1: 'credits',
      successURL: `${site}/api/v2/payments/verotel/return/success/${txn.reference}`,
      declineURL: `${site}/api/v2/payments/verotel/return/decline/${txn.reference}`,
    });
    expect(url.searchParams.get('description')).toContain(txn.reference);

    const done = await payAtVerotel(txn);
    expect(done.postback).toBe('200 OK');
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/checkout/buy-credits/?transaction=${txn.id}`);
    const paid = await h.read(c, txn.id);
    expect(paid.status).toBe('paid');
    expect(await h.credits(c)).toBe(before + 550);
    const sale = verotel.sales.get(txn.reference)!;
    expect(row('SELECT provider, provider_ref FROM transactions WHERE id = ?', txn.id)).toEqual({
      provider: 'verotel',
      provider_ref: sale.transactions[0],
    });
    expect(t.outbox('punter@demo.lustmap.test').find((m) => m.purpose === 'paymentReceipt')?.body).toContain(txn.reference);
    expect(verotel.refusals).toEqual([]);
    await booksBalance();
  });

  test('a replayed postback answers OK and changes nothing', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    await payAtVerotel(txn);
    const credits = await h.credits(c);
    const journals = count('SELECT count(*) FROM ledger_journals');
    const postback = verotel.sent.at(-1)!;
    const again = await verotel.resend(postback);
    expect([again.status, again.body]).toEqual([200, 'OK']);
    expect(await verotel.resend(postback)).toMatchObject({ status: 200, body: 'OK' });
    expect(await h.credits(c)).toBe(credits);
    expect(count('SELECT count(*) FROM ledger_journals')).toBe(journals);
    expect(count('SELECT count(*) FROM payment_inbox WHERE event_id = ?', `purchase:${verotel.lastTransaction(txn.reference)}`)).toBe(1);
    await booksBalance();
  });

  test('a forged postback is refused (401) and nothing is stored', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    expect((await fetch(txn.paymentUrl!)).status).toBe(200);
    // A real postback (refused for its amount) whose amount is then changed under its signature.
    const cheap = await verotel.postback(txn.reference, { transactionID: '9100002', priceAmount: '0.01' });
    expect(cheap.status).toBe(200);
    const tampered = new URLSearchParams(cheap.query);
    tampered.set('priceAmount', '9.99');
    tampered.set('transactionID', '9100003');
    const inbox = count('SELECT count(*) FROM payment_inbox');
    const paid = { transactionID: '9100001' };
    const forged: SentPostback[] = [
      await verotel.postback(txn.reference, paid, { key: 'not-the-signature-key' }),
      await verotel.postback(txn.reference, paid, { unsigned: true }),
      await verotel.resend({ query: tampered.toString(), status: 0, body: '' }),
    ];
    for (const answer of forged) expect([answer.status, answer.body]).toEqual([401, 'ERROR - Invalid signature.']);
    expect(count('SELECT count(*) FROM payment_inbox')).toBe(inbox);
    expect((await h.read(c, txn.id)).status).toBe('pending');
    await booksBalance();
  });

  test('another amount or currency is refused and recorded; the order stays pending', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-250');
    expect((await fetch(txn.paymentUrl!)).status).toBe(200);
    const credits = await h.credits(c);
    const cheap = await verotel.postback(txn.reference, { transactionID: '9200001', priceAmount: '0.01' });
    expect([cheap.status, cheap.body]).toEqual([200, 'OK']);
    expect(inboxNote('purchase:9200001')).toEqual({ note: 'amount mismatch: 1 EUR for 2499 EUR' });
    const dollars = await verotel.postback(txn.reference, { transactionID: '9200002', priceCurrency: 'USD' });
    expect([dollars.status, dollars.body]).toEqual([200, 'OK']);
    expect(inboxNote('purchase:9200002')).toEqual({ note: 'amount mismatch: 2499 USD for 2499 EUR' });
    expect((await h.read(c, txn.id)).status).toBe('pending');
    expect(await h.credits(c)).toBe(credits);
    expect(t.log.lines.filter((l) => l.message === 'payment notification not applied').map((l) => l.fields?.eventId)).toEqual(
      expect.arrayContaining(['purchase:9200001', 'purchase:9200002']),
    );
    await booksBalance();
  });

  test('a declined payment returns to the return page and leaves the order pending', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    const back = await payAtVerotel(txn, 'decline');
    expect(back.postback).toBeNull();
    expect([back.status, back.location]).toEqual([303, `/checkout/buy-credits/?transaction=${txn.id}`]);
    expect((await h.read(c, txn.id)).status).toBe('pending');
  });

  test('the return route sends an unknown order or result to the checkout, never elsewhere', async () => {
    for (const path of [
      'success/LMUNKNOWN0000',
      'elsewhere/LMUNKNOWN0000',
      'success/%2F%2Fevil.example',
      'cancel?referenceID=..%2F..%2Fevil',
      'cancel',
    ]) {
      const res = await fetch(`${site}/api/v2/payments/verotel/return/${path}`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')], path).toEqual([303, '/checkout/buy-credits/']);
    }
  });

  test('bank transfer is not offered (409) and the demo pages do not exist', async () => {
    const c = await h.as('punter');
    const created = await h.purchase(c, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true });
    const id = (created.body as { results: { id: number } }).results.id;
    const res = await h.purchase(c, '/transactions/bank-transfer/', { transactionId: id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: VEROTEL_NO_BANK_TRANSFER });
    expect(row('SELECT status, method FROM transactions WHERE id = ?', id)).toEqual({ status: 'created', method: null });
    expect((await c.call('GET', '/demo-pay/style.css')).status).toBe(404);
  });
});

describe('the VIP plan through Verotel', () => {
  test('a subscription started, renewed by a rebill and cancelled at Verotel; the books balance after each', async () => {
    const c = await h.as('multi');
    const user = h.idOf('multi');
    const wallet = async () => walletResponseSchema.parse((await c.call('GET', `${API}/users/wallet`)).body).results;
    const tillOf = async () => Date.parse((await wallet()).vipValidTill ?? '1970-01-01T00:00:00Z');
    const tillBefore = Math.max(t.clock.now().getTime(), await tillOf());

    // Started: a recurring subscription on the order page; the initial postback pays it.
    const txn = await h.order(c, 'vip-monthly');
    const { amountMinor, currency } = txn.price;
    const url = new URL(txn.paymentUrl!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: 'subscription',
      subscriptionType: 'recurring',
      period: 'P30D',
      priceAmount: (amountMinor / 100).toFixed(2),
      priceCurrency: currency,
      referenceID: txn.reference,
      custom1: 'vip',
    });
    expect(url.searchParams.get('name')).toContain(txn.reference);
    expect((await payAtVerotel(txn)).postback).toBe('200 OK');
    expect((await h.read(c, txn.id)).status).toBe('paid');
    const sale = verotel.sales.get(txn.reference)!;
    const sub = row('SELECT id, status, provider, payment_token, current_period_end FROM subscriptions WHERE user_id = ?', user);
    expect(sub).toMatchObject({ status: 'active', provider: 'verotel', payment_token: sale.saleId });
    const firstTill = await tillOf();
    expect(firstTill).toBe(tillBefore + 30 * 86_400_000);
    // Verotel rebills on its own: no renewal job charges anything here.
    expect(count(`SELECT count(*) FROM jobs WHERE kind = 'payments.renew' AND dedupe_key LIKE ?`, `renew:${Number(sub.id)}:%`)).toBe(0);
    await booksBalance();

    // The period ends: the job runner charges nothing; Verotel's rebill postback renews.
    t.clock.advance(30 * 86_400);
    h.forget();
    const c2 = await h.as('multi');
    const transactions = () => count('SELECT count(*) FROM transactions WHERE user_id = ?', user);
    const before = transactions();
    await jobs.runDue();
    expect(transactions()).toBe(before);
    const rebill = await verotel.rebill(txn.reference);
    expect([rebill.status, rebill.body]).toEqual([200, 'OK']);
    expect(transactions()).toBe(before + 1);
    const renewal = row(
      'SELECT status, method, provider, provider_session, provider_ref, amount_minor, subscription_id FROM transactions WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      user,
    );
    const rebillId = verotel.lastTransaction(txn.reference);
    expect(renewal).toEqual({
      status: 'paid',
      method: 'card',
      provider: 'verotel',
      provider_session: `verotel:tx:${rebillId}`,
      provider_ref: rebillId,
      amount_minor: amountMinor,
      subscription_id: Number(sub.id),
    });
    const walletAfter = walletResponseSchema.parse((await c2.call('GET', `${API}/users/wallet`)).body).results;
    expect(Date.parse(walletAfter.vipValidTill!)).toBe(firstTill + 30 * 86_400_000);
    expect(walletAfter.subscription).toMatchObject({ status: 'active', currentPeriodEnd: walletAfter.vipValidTill });
    await booksBalance();

    // The same rebill again, and a rebill of another amount: nothing more is booked.
    expect(await verotel.resend(rebill)).toMatchObject({ status: 200, body: 'OK' });
    const odd = await verotel.rebill(txn.reference, { amount: '1.00' });
    expect([odd.status, odd.body]).toEqual([200, 'OK']);
    expect(inboxNote(lastEventId())).toEqual({ note: `amount mismatch: 100 ${currency} for ${amountMinor} ${currency}` });
    expect(transactions()).toBe(before + 1);
    await booksBalance();

    // Cancelled: the shop's cancel sends the buyer to Verotel's signed cancel page; its postback ends it here.
    const asked = await c2.call('POST', `${API}/users/subscriptions/${Number(sub.id)}/cancel`, {});
    expect(asked.status).toBe(200);
    const { cancelUrl, results } = asked.body as { cancelUrl: string; results: { status: string } };
    expect(results.status).toBe('active');
    expect(cancelUrl.startsWith(`${verotel.baseUrl}/cancel-subscription?`)).toBe(true);
    expect(new URL(cancelUrl).searchParams.get('saleID')).toBe(sale.saleId);
    expect((await fetch(cancelUrl)).status).toBe(200);
    const confirmed = await fetch(`${verotel.baseUrl}/cancel-subscription/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ saleID: sale.saleId }),
    });
    expect(await confirmed.text()).toBe('cancelled (200 OK)');
    expect(row('SELECT status FROM subscriptions WHERE id = ?', Number(sub.id))).toEqual({ status: 'cancelled' });
    expect(t.outbox('multi@demo.lustmap.test').some((m) => m.purpose === 'subscriptionCancelled')).toBe(true);
    // Verotel ends it at the period end: still cancelled, VIP as paid.
    const expiry = await verotel.postback(txn.reference, { event: 'expiry', subscriptionPhase: 'terminated' });
    expect([expiry.status, expiry.body]).toEqual([200, 'OK']);
    expect(row('SELECT status FROM subscriptions WHERE id = ?', Number(sub.id))).toEqual({ status: 'cancelled' });
    const walletEnd = walletResponseSchema.parse((await c2.call('GET', `${API}/users/wallet`)).body).results;
    expect(Date.parse(walletEnd.vipValidTill!)).toBe(firstTill + 30 * 86_400_000);
    expect(verotel.refusals).toEqual([]);
    await booksBalance();
  });

  test("a chargeback of a renewal takes back that period's days and ends the subscription", async () => {
    const c = await h.as('punter-basic');
    const user = h.idOf('punter-basic');
    const txn = await h.order(c, 'vip-monthly');
    await payAtVerotel(txn);
    await verotel.rebill(txn.reference);
    const renewal = row('SELECT id, status FROM transactions WHERE user_id = ? ORDER BY id DESC LIMIT 1', user);
    const till = Date.parse(String(row('SELECT vip_valid_till AS v FROM users WHERE id = ?', user).v));
    const sale = verotel.sales.get(txn.reference)!;
    const back = await verotel.postback(txn.reference, {
      event: 'chargeback',
      transactionID: '9300001',
      parentID: verotel.lastTransaction(txn.reference),
      subscriptionPhase: 'terminated',
    });
    expect([back.status, back.body]).toEqual([200, 'OK']);
    expect(row('SELECT status FROM transactions WHERE id = ?', Number(renewal.id))).toEqual({ status: 'refunded' });
    expect(row('SELECT status FROM transactions WHERE id = ?', txn.id)).toEqual({ status: 'paid' });
    expect(Date.parse(String(row('SELECT vip_valid_till AS v FROM users WHERE id = ?', user).v))).toBe(till - 30 * 86_400_000);
    expect(row('SELECT status, payment_token FROM subscriptions WHERE user_id = ?', user)).toEqual({
      status: 'cancelled',
      payment_token: sale.saleId,
    });
    expect(row('SELECT note FROM transaction_events WHERE transaction_id = ? ORDER BY id DESC LIMIT 1', Number(renewal.id))).toEqual({
      note: 'chargeback',
    });
    await booksBalance();
  });
});

describe('refunds', () => {
  test("an admin refund is booked and tells the admin to refund in the Control Center; Verotel's credit then changes nothing", async () => {
    h.forget();
    const c = await h.as('punter');
    const before = await h.credits(c);
    const txn = await h.order(c, 'credits-100');
    await payAtVerotel(txn);
    const admin = await h.as('admin');
    const res = await admin.call('POST', `${API}/admin/transactions/${txn.id}/refund`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { message: string; refundAt: string; results: Transaction };
    expect(body.results.status).toBe('refunded');
    // The brand of these settings is CardBilling: its Control Center.
    expect(body.refundAt).toBe('CardBilling');
    expect(body.message).toContain('Verotel FlexPay has no refund call');
    expect(body.message).toContain('CardBilling Control Center');
    expect(body.message).toContain(txn.reference);
    expect(body.message).toContain(verotel.lastTransaction(txn.reference));
    expect(await h.credits(c)).toBe(before);
    await booksBalance();

    const journals = count('SELECT count(*) FROM ledger_journals');
    const credit = await verotel.postback(txn.reference, {
      event: 'credit',
      transactionID: '9400001',
      parentID: verotel.lastTransaction(txn.reference),
    });
    expect([credit.status, credit.body]).toEqual([200, 'OK']);
    expect(inboxNote('credit:9400001')).toEqual({ note: null });
    expect(count('SELECT count(*) FROM ledger_journals')).toBe(journals);
    expect((await h.read(c, txn.id)).status).toBe('refunded');
    await booksBalance();
  });

  test('a credit made in the Control Center refunds a purchase; credits already spent stay spent', async () => {
    const c = await h.as('punter');
    const user = h.idOf('punter');
    const txn = await h.order(c, 'credits-100');
    await payAtVerotel(txn);
    // The buyer spends all but 30 credits.
    const spend = (await h.credits(c)) - 30;
    await t.deps.db.transaction().execute((trx) =>
      spendFrom(
        trx,
        t.clock.now(),
        { account: accounts.userCredits(user), unit: 'CREDIT', amount: spend },
        {
          kind: 'credit_spend',
          reference: `test-spend:${txn.id}`,
          postings: [
            { account: accounts.userCredits(user), unit: 'CREDIT', amount: -spend },
            { account: accounts.platformCredits, unit: 'CREDIT', amount: spend },
          ],
        },
      ),
    );
    const wrong = await verotel.postback(txn.reference, { event: 'credit', transactionID: '9500001', priceAmount: '1.00' });
    expect(wrong.status).toBe(200);
    expect(inboxNote('credit:9500001')).toEqual({ note: 'amount mismatch: 100 EUR for 999 EUR (a partial refund is booked by a person)' });
    expect((await h.read(c, txn.id)).status).toBe('paid');

    const credit = await verotel.postback(txn.reference, {
      event: 'credit',
      transactionID: '9500002',
      parentID: verotel.lastTransaction(txn.reference),
    });
    expect([credit.status, credit.body]).toEqual([200, 'OK']);
    expect((await h.read(c, txn.id)).status).toBe('refunded');
    expect(await h.credits(c)).toBe(0);
    expect(row('SELECT note FROM transaction_events WHERE transaction_id = ? ORDER BY id DESC LIMIT 1', txn.id)).toEqual({
      note: 'refunded at Verotel',
    });
    await booksBalance();
  });
});

describe('production', () => {
  test('with Verotel set, a production app takes card orders through Verotel and serves no demo pay page', async () => {
    const prod = await createAuthTestApp({ production: true });
    try {
      const hp = paymentHarness(prod);
      const c = await hp.as('punter');
      const txn = await hp.order(c, 'credits-100');
      expect(txn.paymentUrl?.startsWith(`${verotel.baseUrl}/startorder?`)).toBe(true);
      expect((await fetch(txn.paymentUrl!)).status).toBe(200);
      expect((await prod.client().call('GET', '/demo-pay/style.css')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
