import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  creditPackagesResponseSchema,
  notEnoughCreditsBodySchema,
  productsResponseSchema,
  transactionResponseSchema,
  walletResponseSchema,
} from '../../lib/api/billing.ts';
import { meResponseSchema } from '../../lib/api/users.ts';
import { createGuestCheckout } from '../billing/guest-checkout.ts';
import { registerFulfilment } from '../billing/fulfilment.ts';
import { registerPaymentJobs } from '../billing/jobs.ts';
import { accounts, balanceOf, spendFrom, trialBalance } from '../billing/ledger.ts';
import { DEMO_CARDS } from '../billing/providers/demo.ts';
import { API, paymentHarness } from '../billing/testing.ts';
import { JobRunner } from '../jobs/runner.ts';
import { verifyAuditChain } from '../services/audit.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';

let t: AuthTestApp;
let h: ReturnType<typeof paymentHarness>;
let jobs: JobRunner;
beforeAll(async () => {
  t = await createAuthTestApp();
  h = paymentHarness(t);
  jobs = new JobRunner({ queue: h.p.queue, clock: t.clock, log: t.log });
  await registerPaymentJobs(jobs, h.p);
});
afterAll(() => t.close());

const BALANCED = { EUR: 0, GBP: 0, AUD: 0, CREDIT: 0 };
const setRegion = (username: string, region: string) => h.sql('UPDATE users SET region = ? WHERE username = ?', region, username);

describe('prices per region', () => {
  const cases = [
    ['de', 'EUR', 19, 4999],
    ['at', 'EUR', 20, 4999],
    ['it', 'EUR', 22, 4999],
    ['uk', 'GBP', 20, 4499],
    ['au', 'AUD', 0, 7999],
  ] as const;
  test.each(cases)('%s: packages in %s with %i %% VAT included', async (region, currency, rate, popularGross) => {
    const body = creditPackagesResponseSchema.parse(
      (await t.client().call('GET', `${API}/checkout/credit-packages/?region=${region}`)).body,
    );
    expect(body.region).toBe(region);
    expect(body.results.filter((p) => p.popular)).toHaveLength(1);
    for (const p of body.results) {
      expect(p.price.currency).toBe(currency);
      expect(p.price.vatRate).toBe(rate);
      expect(p.price.vatMinor).toBe(Math.round((p.price.amountMinor * rate) / (100 + rate)));
      expect(p.price.netMinor).toBe(p.price.amountMinor - p.price.vatMinor);
    }
    expect(body.results.find((p) => p.popular)?.price.amountMinor).toBe(popularGross);
  });

  test('the page asking decides the region of a guest; a signed-in user gets their own', async () => {
    const guest = await t
      .client()
      .call('GET', `${API}/checkout/credit-packages/`, undefined, { 'x-origin-url': 'http://localhost/uk/checkout/buy-credits/' });
    expect(creditPackagesResponseSchema.parse(guest.body).region).toBe('uk');
    const own = await (await h.as('punter-basic')).call('GET', `${API}/checkout/credit-packages/?region=de`);
    expect(creditPackagesResponseSchema.parse(own.body).region).toBe('uk');
  });

  test('GET /products/{type}: VIP recurring for money, premium in credits, unknown type 422', async () => {
    const vip = productsResponseSchema.parse((await t.client().call('GET', `${API}/products/vip?region=au`)).body).results;
    expect(vip).toEqual([expect.objectContaining({ id: 'vip-monthly', recurring: true, durationDays: 30, priceCredits: null })]);
    expect(vip[0]?.price).toEqual({ amountMinor: 4999, currency: 'AUD', vatRate: 0, vatMinor: 0, netMinor: 4999 });
    const premium = productsResponseSchema.parse((await t.client().call('GET', `${API}/products/premium`)).body).results;
    expect(premium.map((p) => [p.id, p.priceCredits, p.price])).toEqual([
      ['premium-7', 90, null],
      ['premium-30', 300, null],
    ]);
    expect((await t.client().call('GET', `${API}/products/gold`)).status).toBe(422);
  });

  test.each([
    ['at', /MwSt\. \(20 %\): €\s8,33/],
    ['uk', /VAT \(20 %\): £7\.50/],
    ['au', /VAT \(0 %\): A?\$0\.00/],
    ['it', /IVA \(22 %\): 9,01/],
  ] as const)('a receipt in %s shows its VAT', async (region, vat) => {
    const username = 'multi';
    setRegion(username, region);
    h.sql('UPDATE users SET locale = ? WHERE username = ?', region === 'it' ? 'it' : region === 'at' ? 'de' : 'en', username);
    const txn = await h.buy(await h.as(username), 'credits-500');
    expect(txn.price.vatRate).toBe({ at: 20, uk: 20, au: 0, it: 22 }[region]);
    const receipt = t.outbox('multi@demo.lustmap.test').find((m) => m.purpose === 'paymentReceipt' && m.body.includes(txn.reference));
    expect(receipt?.body).toMatch(vat);
  });
});

describe('premium (VIP days for credits)', () => {
  test('short of credits it answers 422 with the balance and the price', async () => {
    const c = await h.as('punter-basic');
    const balance = await h.credits(c);
    expect(balance).toBe(0);
    const res = await h.purchase(c, '/users/products/premium', { productId: 'premium-30' });
    expect(res.status).toBe(422);
    expect(notEnoughCreditsBodySchema.parse(res.body)).toMatchObject({ balance: 0, price: 300, code: 'not_enough_credits' });
  });

  test('with credits it adds the days to the VIP that is left and takes the credits once per key', async () => {
    const c = await h.as('punter');
    const start = await h.credits(c);
    await h.buy(c, 'credits-500');
    const vipBefore = Date.parse(String(h.sql(`SELECT vip_valid_till AS v FROM users WHERE username = 'punter'`)[0]!.v));
    const key = randomUUID();
    const [a, b] = await Promise.all([
      h.purchase(c, '/users/products/premium', { productId: 'premium-30' }, key),
      h.purchase(c, '/users/products/premium', { productId: 'premium-30' }, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const wallet = walletResponseSchema.parse(a.body).results;
    expect(wallet.credits).toBe(start + 550 - 300);
    expect(Date.parse(wallet.vipValidTill!)).toBe(vipBefore + 30 * 86_400_000);
    expect(await h.credits(c)).toBe(start + 550 - 300);
  });

  test('other roles may not buy premium (403)', async () => {
    expect((await h.purchase(await h.as('escort'), '/users/products/premium', { productId: 'premium-7' })).status).toBe(403);
  });
});

describe('the VIP plan', () => {
  test('paying it makes a punter VIP for 30 days; it renews at the period end, then runs out after a declined renewal', async () => {
    const c = await h.as('punter-basic');
    const me = async () => meResponseSchema.parse((await c.call('GET', `${API}/users/me`)).body).results;
    expect((await me()).isVip).toBe(false);
    await h.buy(c, 'vip-monthly');
    const wallet = walletResponseSchema.parse((await c.call('GET', `${API}/users/wallet`)).body).results;
    expect(Date.parse(wallet.vipValidTill!)).toBe(t.clock.now().getTime() + 30 * 86_400_000);
    expect(wallet.subscription).toMatchObject({ status: 'active', productId: 'vip-monthly', currentPeriodEnd: wallet.vipValidTill });
    expect((await me()).isVip).toBe(true);

    // The period ends: the renewal job charges the stored token and VIP goes on.
    t.clock.advance(30 * 86_400);
    h.forget();
    await jobs.runDue();
    const renewed = h.sql(`SELECT status, method FROM transactions WHERE user_id = ? ORDER BY id DESC LIMIT 1`, h.idOf('punter-basic'))[0];
    expect(renewed).toEqual({ status: 'paid', method: 'card' });
    const c2 = await h.as('punter-basic');
    expect(meResponseSchema.parse((await c2.call('GET', `${API}/users/me`)).body).results.isVip).toBe(true);

    // The next renewal is declined: the subscription ends, VIP runs out at the period end.
    h.sql(`UPDATE users SET email = 'punter-basic+decline@demo.lustmap.test' WHERE username = 'punter-basic'`);
    t.clock.advance(30 * 86_400);
    await jobs.runDue();
    const declined = h.sql(
      `SELECT status, failure_reason FROM transactions WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
      h.idOf('punter-basic'),
    )[0];
    expect(declined).toEqual({ status: 'failed', failure_reason: 'declined' });
    expect(h.sql(`SELECT status FROM subscriptions WHERE user_id = ?`, h.idOf('punter-basic'))[0]).toEqual({ status: 'cancelled' });
    t.clock.advance(1);
    const till = String(h.sql(`SELECT vip_valid_till AS v FROM users WHERE username = 'punter-basic'`)[0]!.v);
    expect(Date.parse(till)).toBeLessThan(t.clock.now().getTime());
    h.sql(`UPDATE users SET email = 'punter-basic@demo.lustmap.test' WHERE username = 'punter-basic'`);
    h.forget();
    expect(meResponseSchema.parse((await (await h.as('punter-basic')).call('GET', `${API}/users/me`)).body).results.isVip).toBe(false);
    expect(await trialBalance(t.deps.db)).toEqual(BALANCED);
  });

  test('cancelling keeps VIP to the period end, renews nothing and confirms by e-mail', async () => {
    setRegion('multi', 'de');
    h.sql(`UPDATE users SET locale = 'de' WHERE username = 'multi'`);
    const c = await h.as('multi');
    await h.buy(c, 'vip-monthly');
    const sub = walletResponseSchema.parse((await c.call('GET', `${API}/users/wallet`)).body).results.subscription!;
    expect((await (await h.as('punter')).call('POST', `${API}/users/subscriptions/${sub.id}/cancel`, {})).status).toBe(404);
    const res = await c.call('POST', `${API}/users/subscriptions/${sub.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ results: { status: 'cancelled', currentPeriodEnd: sub.currentPeriodEnd } });
    const mail = t.outbox('multi@demo.lustmap.test').find((m) => m.purpose === 'subscriptionCancelled');
    expect(mail?.body).toContain('Kündigung');
    const transactions = () => Number(h.sql('SELECT count(*) AS n FROM transactions WHERE user_id = ?', h.idOf('multi'))[0]!.n);
    const before = transactions();
    t.clock.advance(Date.parse(sub.currentPeriodEnd) / 1000 - t.clock.now().getTime() / 1000 + 1);
    await jobs.runDue();
    expect(transactions()).toBe(before);
  });
});

describe('refunds', () => {
  test('an admin refunds a paid package while its credits are unspent; afterwards the books balance', async () => {
    h.forget();
    const c = await h.as('punter');
    const before = await h.credits(c);
    const txn = await h.buy(c, 'credits-100');
    const admin = await h.as('admin');
    const res = await admin.call('POST', `${API}/admin/transactions/${txn.id}/refund`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await h.read(c, txn.id)).status).toBe('refunded');
    expect(await h.credits(c)).toBe(before);
    expect((await admin.call('POST', `${API}/admin/transactions/${txn.id}/refund`, {})).status).toBe(409);
    expect(await trialBalance(t.deps.db)).toEqual(BALANCED);
    expect(h.sql(`SELECT action FROM audit_log WHERE target_type = 'transaction' AND target_id = ?`, txn.id)).toEqual([
      { action: 'transaction.refund' },
    ]);
    expect((await verifyAuditChain(t.deps.db)).ok).toBe(true);
  });

  test('it is refused (409) once the credits were spent', async () => {
    const c = await h.as('punter');
    const spendAll = await h.credits(c);
    const txn = await h.buy(c, 'credits-100');
    await t.deps.db.transaction().execute((trx) =>
      spendFrom(
        trx,
        t.clock.now(),
        { account: accounts.userCredits(h.idOf('punter')), unit: 'CREDIT', amount: spendAll + 50 },
        {
          kind: 'credit_spend',
          reference: `test-spend:${txn.id}`,
          postings: [
            { account: accounts.userCredits(h.idOf('punter')), unit: 'CREDIT', amount: -(spendAll + 50) },
            { account: accounts.platformCredits, unit: 'CREDIT', amount: spendAll + 50 },
          ],
        },
      ),
    );
    const res = await (await h.as('admin')).call('POST', `${API}/admin/transactions/${txn.id}/refund`, {});
    expect(res.status).toBe(409);
    expect((await h.read(c, txn.id)).status).toBe('paid');
  });

  test.each([
    ['support', 403],
    ['escort', 403],
    ['punter', 403],
  ])('%s may not refund (%i)', async (username, status) => {
    expect((await (await h.as(username)).call('POST', `${API}/admin/transactions/1/refund`, {})).status).toBe(status);
  });
});

describe('the guest checkout', () => {
  test('a guest pays money for credits that the purpose spends; the same key returns the same transaction', async () => {
    registerFulfilment('guest_tip', async (trx, at, txn) => {
      const wallet = accounts.guestCredits(txn.reference);
      await spendFrom(
        trx,
        at,
        { account: wallet, unit: 'CREDIT', amount: txn.credits! },
        {
          kind: 'tip',
          reference: `tip:${txn.id}`,
          postings: [
            { account: wallet, unit: 'CREDIT', amount: -txn.credits! },
            { account: accounts.userEarnings(Number(txn.meta.escortId)), unit: 'CREDIT', amount: txn.credits! },
          ],
        },
      );
    });
    const escort = h.idOf('escort');
    const input = {
      purpose: 'guest_tip' as const,
      credits: 50,
      meta: { escortId: escort },
      returnPath: '/tips/done/?x=1',
      region: 'uk' as const,
      method: 'card' as const,
      idempotencyKey: randomUUID(),
    };
    const txn = await createGuestCheckout(t.deps, input);
    expect(txn).toMatchObject({ status: 'pending', credits: 50, price: { amountMinor: 450, currency: 'GBP', vatMinor: 75 } });
    expect((await createGuestCheckout(t.deps, input)).id).toBe(txn.id);
    const guest = t.client();
    const res = await guest.call('POST', `${txn.paymentUrl!}pay`, `card=${encodeURIComponent(DEMO_CARDS.approves)}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.headers.get('location')).toBe(`/tips/done/?x=1&transaction=${txn.id}`);
    expect(await balanceOf(t.deps.db, accounts.userEarnings(escort), 'CREDIT')).toBeGreaterThanOrEqual(50);
    expect(await balanceOf(t.deps.db, accounts.guestCredits(txn.reference), 'CREDIT')).toBe(0);
    expect(await trialBalance(t.deps.db)).toEqual(BALANCED);
  });

  test('a bank transfer guest checkout carries the transfer details', async () => {
    const txn = await createGuestCheckout(t.deps, {
      purpose: 'guest_gallery',
      credits: 120,
      meta: {},
      returnPath: '/g/',
      region: 'de',
      method: 'bank_transfer',
      idempotencyKey: randomUUID(),
    });
    expect(txn.bankTransfer?.amountMinor).toBe(1200);
    expect(txn.bankTransfer?.epcPayload).toContain('EUR12.00');
  });
});

describe('the books', () => {
  test('they balance after any sequence of purchases, declines, premium buys and refunds', async () => {
    const c = await h.as('punter');
    const admin = await h.as('admin');
    const op = fc.constantFrom('pay', 'decline', 'premium', 'refund', 'transfer');
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        let last: number | undefined;
        for (const o of ops) {
          if (o === 'pay') last = (await h.buy(c, 'credits-250')).id;
          if (o === 'decline') await h.payHosted(c, await h.order(c, 'credits-100'), DEMO_CARDS.declines);
          if (o === 'premium') await h.purchase(c, '/users/products/premium', { productId: 'premium-7' });
          if (o === 'refund' && last !== undefined) await admin.call('POST', `${API}/admin/transactions/${last}/refund`, {});
          if (o === 'transfer') {
            const txn = await h.order(c, 'credits-100', 'bank-transfer');
            await c.call('POST', `${txn.transferSimulationUrl!}receive`, '', { 'content-type': 'application/x-www-form-urlencoded' });
          }
        }
        expect(await trialBalance(t.deps.db)).toEqual(BALANCED);
        expect(await h.credits(c)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 8 },
    );
  });
});

describe('one rule from the product list to the receipt: the account region prices, the edition is where the buyer returns', () => {
  /** Headers of a request sent by a page of the site at `path` (what every island sends). */
  const from = (path: string, key?: string) => ({
    'x-origin-url': `http://localhost${path}`,
    ...(key ? { 'idempotency-key': key } : {}),
  });
  const UK_ACCOUNT = { region: 'uk', basis: 'account', currency: 'GBP', vatRate: 20 } as const;

  /** Order a package from the page at `path`, pay it by card on the hosted page; the paid transaction and where the provider sent the buyer. */
  async function buyFrom(username: string, path: string, productId = 'credits-500') {
    const c = await h.as(username);
    const created = await c.call('POST', `${API}/transactions/`, { productId, waiveWithdrawal: true }, from(path, randomUUID()));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = transactionResponseSchema.parse(created.body).results.id;
    const pending = await c.call('POST', `${API}/transactions/card/`, { transactionId: id }, from(path, randomUUID()));
    const txn = transactionResponseSchema.parse(pending.body).results;
    const done = await h.payHosted(c, txn);
    expect(done.status).toBe(303);
    return { c, txn: await h.read(c, id), location: done.headers.get('location') };
  }

  test('a UK account on the German edition gets GBP with 20 % VAT, so stated, and comes back to the German checkout; the receipt matches', async () => {
    const c = await h.as('punter-basic');
    const packages = creditPackagesResponseSchema.parse(
      (await c.call('GET', `${API}/checkout/credit-packages/`, undefined, from('/users/products/buy-credits/'))).body,
    );
    expect(packages.pricing).toEqual(UK_ACCOUNT);
    const listed = packages.results.find((p) => p.id === 'credits-500')!;
    expect(listed.price).toEqual({ amountMinor: 4499, currency: 'GBP', vatRate: 20, vatMinor: 750, netMinor: 3749 });
    const vip = productsResponseSchema.parse(
      (await c.call('GET', `${API}/products/vip`, undefined, from('/users/products/punter-vip/'))).body,
    );
    expect(vip.pricing).toEqual(UK_ACCOUNT);
    expect(vip.results[0]?.price).toMatchObject({ currency: 'GBP', vatRate: 20 });

    const vatBefore = await balanceOf(t.deps.db, accounts.vatPayable('uk'), 'GBP');
    const { txn, location } = await buyFrom('punter-basic', '/checkout/buy-credits/?package=credits-500');
    expect(location).toBe(`/checkout/buy-credits/?transaction=${txn.id}`);
    expect(txn).toMatchObject({ status: 'paid', region: 'uk', price: listed.price });
    // Booked in the UK's accounts, with the VAT the page showed.
    expect(await balanceOf(t.deps.db, accounts.vatPayable('uk'), 'GBP')).toBe(vatBefore - listed.price.vatMinor);
    const receipt = t
      .outbox('punter-basic@demo.lustmap.test')
      .find((m) => m.purpose === 'paymentReceipt' && m.body.includes(txn.reference));
    expect(receipt?.body).toContain('Priced and booked for your account in the United Kingdom: GBP, VAT 20 %');
    expect(receipt?.body).toMatch(/Amount \(VAT included\): £44\.99/);
    expect(receipt?.body).toMatch(/VAT \(20 %\): £7\.50/);
  });

  test('the same account comes back to the UK edition when it ordered there, and to its own edition without a page', async () => {
    expect((await buyFrom('punter-basic', '/uk/checkout/buy-credits/?package=credits-100', 'credits-100')).location).toMatch(
      /^\/uk\/checkout\/buy-credits\/\?transaction=\d+$/,
    );
    const c = await h.as('punter-basic');
    const txn = await h.order(c, 'credits-100');
    expect((await h.payHosted(c, txn)).headers.get('location')).toBe(`/uk/checkout/buy-credits/?transaction=${txn.id}`);
  });

  test('a German account on the UK edition pays in EUR with 19 % VAT and comes back to the UK edition', async () => {
    const packages = creditPackagesResponseSchema.parse(
      (await (await h.as('punter')).call('GET', `${API}/checkout/credit-packages/`, undefined, from('/uk/users/products/buy-credits/')))
        .body,
    );
    expect(packages.pricing).toEqual({ region: 'de', basis: 'account', currency: 'EUR', vatRate: 19 });
    const { txn, location } = await buyFrom('punter', '/uk/checkout/buy-credits/?package=credits-100', 'credits-100');
    expect(txn).toMatchObject({ region: 'de', price: { currency: 'EUR', vatRate: 19 } });
    expect(location).toBe(`/uk/checkout/buy-credits/?transaction=${txn.id}`);
  });

  test('a visitor without an account sees the prices of the edition, so stated', async () => {
    const guest = t.client();
    const uk = creditPackagesResponseSchema.parse(
      (await guest.call('GET', `${API}/checkout/credit-packages/`, undefined, from('/uk/users/products/buy-credits/'))).body,
    );
    expect(uk.pricing).toEqual({ ...UK_ACCOUNT, basis: 'edition' });
    const de = productsResponseSchema.parse(
      (await guest.call('GET', `${API}/products/credits`, undefined, from('/users/products/buy-credits/'))).body,
    );
    expect(de.pricing).toEqual({ region: 'de', basis: 'edition', currency: 'EUR', vatRate: 19 });
    expect(de.results.every((p) => p.price?.currency === 'EUR' && p.price.vatRate === 19)).toBe(true);
  });
});
