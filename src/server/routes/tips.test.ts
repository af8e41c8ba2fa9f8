import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { earningsResponseSchema, tipResponseSchema } from '../../lib/api/tips.ts';
import { accounts, balanceOf, postJournal, trialBalance } from '../billing/ledger.ts';
import { fulfilmentOf, type PaidTransaction } from '../billing/fulfilment.ts';
import { ESCORT_SHARE_PERCENT, splitCredits } from '../billing/shares.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { API, grantCredits, idOf, newPunter, rows, signIn } from '../testing/punter.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const credits = (userId: number) => balanceOf(t.deps.db, accounts.userCredits(userId), 'CREDIT');
const earnings = (userId: number) => balanceOf(t.deps.db, accounts.userEarnings(userId), 'CREDIT');
const tip = (key: string | undefined) => ({ ...(key ? { 'idempotency-key': key } : {}) });

describe('POST /tips/tips/users/{x}', () => {
  test("it moves the credits from the punter's wallet to the tipped escort's earnings and the platform", async () => {
    const punter = newPunter(t);
    await grantCredits(t, punter.id, 100);
    const escort = idOf(t, 'escort');
    const other = idOf(t, 'venue');
    const [escortBefore, otherBefore] = [await earnings(escort), await earnings(other)];
    const c = await signIn(t, punter.username);
    const res = await c.call(
      'POST',
      `${API}/tips/tips/users/${escort}`,
      { amount: 25, message: '<b>Thanks</b>' },
      tip('tip-right-escort-1'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = tipResponseSchema.parse(res.body).results;
    expect(body.balance).toBe(75);
    expect(body.tip).toMatchObject({ escortId: escort, credits: 25, escortCredits: splitCredits(25).escort, message: '<b>Thanks</b>' });
    expect(splitCredits(25).escort).toBe(Math.floor((25 * ESCORT_SHARE_PERCENT) / 100));
    expect(await credits(punter.id)).toBe(75);
    expect(await earnings(escort)).toBe(escortBefore + splitCredits(25).escort);
    expect(await earnings(other)).toBe(otherBefore);
    expect(await trialBalance(t.deps.db)).toMatchObject({ CREDIT: 0 });
  });

  test('it charges once for 20 parallel requests with the same Idempotency-Key', async () => {
    const punter = newPunter(t);
    await grantCredits(t, punter.id, 50);
    const escort = idOf(t, 'escort');
    const before = await earnings(escort);
    const c = await signIn(t, punter.username);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.call('POST', `${API}/tips/tips/users/${escort}`, { amount: 10 }, tip('parallel-key-0001'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const ids = new Set(answers.map((a) => tipResponseSchema.parse(a.body).results.tip.id));
    expect(ids.size).toBe(1);
    expect(await credits(punter.id)).toBe(40);
    expect(await earnings(escort)).toBe(before + splitCredits(10).escort);
    expect(rows(t, 'SELECT count(*) AS n FROM tips WHERE punter_id = ?', punter.id)).toEqual([{ n: 1 }]);
    // A new key is a new tip.
    expect((await c.call('POST', `${API}/tips/tips/users/${escort}`, { amount: 10 }, tip('parallel-key-0002'))).status).toBe(200);
    expect(await credits(punter.id)).toBe(30);
    // The same key for another tip is refused.
    const reused = await c.call('POST', `${API}/tips/tips/users/${escort}`, { amount: 11 }, tip('parallel-key-0002'));
    expect(reused.status).toBe(422);
    expect(await credits(punter.id)).toBe(30);
  });

  test('it refuses a tip the wallet cannot pay with 402, the balance and nothing moved', async () => {
    const punter = newPunter(t);
    await grantCredits(t, punter.id, 3);
    const escort = idOf(t, 'escort');
    const before = await earnings(escort);
    const c = await signIn(t, punter.username);
    const res = await c.call('POST', `${API}/tips/tips/users/${escort}`, { amount: 10 }, tip('too-poor-key-1'));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ balance: 3, needed: 10 });
    expect((res.body as { message: string }).message).toContain('You have 3 credits');
    expect(await credits(punter.id)).toBe(3);
    expect(await earnings(escort)).toBe(before);
    expect(rows(t, 'SELECT count(*) AS n FROM tips WHERE punter_id = ?', punter.id)).toEqual([{ n: 0 }]);
  });

  test('it asks for an Idempotency-Key and a valid amount (422), and refuses non-punters, oneself and non-profiles', async () => {
    const punter = newPunter(t);
    await grantCredits(t, punter.id, 50);
    const escort = idOf(t, 'escort');
    const c = await signIn(t, punter.username);
    const missing = await c.call('POST', `${API}/tips/tips/users/${escort}`, { amount: 5 });
    expect(missing.status).toBe(422);
    expect((missing.body as { errors: Record<string, string[]> }).errors['idempotency-key']).toHaveLength(1);
    for (const amount of [0, -5, 10_001, 2.5, '5']) {
      expect((await c.call('POST', `${API}/tips/tips/users/${escort}`, { amount }, tip('bad-amount-key'))).status, String(amount)).toBe(
        422,
      );
    }
    expect(
      (await c.call('POST', `${API}/tips/tips/users/${escort}`, { amount: 5, message: 'x'.repeat(281) }, tip('long-msg-key'))).status,
    ).toBe(422);
    expect((await c.call('POST', `${API}/tips/tips/users/${punter.id}`, { amount: 5 }, tip('self-or-punter'))).status).toBe(403);
    expect((await c.call('POST', `${API}/tips/tips/users/999999`, { amount: 5 }, tip('nobody-key-1'))).status).toBe(404);
    expect((await t.client().call('POST', `${API}/tips/tips/users/${escort}`, { amount: 5 }, tip('anon-key-01'))).status).toBe(401);
    const escortClient = await signIn(t, 'escort');
    expect((await escortClient.call('POST', `${API}/tips/tips/users/${idOf(t, 'venue')}`, { amount: 5 }, tip('escort-key-1'))).status).toBe(
      403,
    );
    // Punter and escort at once: may tip others, never the own profile.
    const multi = await signIn(t, 'multi');
    expect((await multi.call('POST', `${API}/tips/tips/users/${idOf(t, 'multi')}`, { amount: 5 }, tip('multi-self-1'))).status).toBe(403);
    expect(await credits(punter.id)).toBe(50);
  });
});

describe('the guest tip fulfilment', () => {
  test('it spends the guest wallet to the escort once, however often it runs', async () => {
    const escort = idOf(t, 'escort');
    const before = await earnings(escort);
    const reference = 'GT-TEST-0001';
    const wallet = accounts.guestCredits(reference);
    // What billing posts when the payment is confirmed: the paid credits in the guest wallet.
    await postJournal(t.deps.db, t.clock.now(), {
      kind: 'credit_purchase',
      reference: `test:${reference}:paid`,
      postings: [
        { account: wallet, unit: 'CREDIT', amount: 20 },
        { account: accounts.creditsIssued, unit: 'CREDIT', amount: -20 },
      ],
    });
    const txn: PaidTransaction = {
      id: 1,
      reference,
      purpose: 'guest_tip',
      productId: 'guest-tip',
      userId: null,
      region: 'de',
      currency: 'EUR',
      amountMinor: 500,
      credits: 20,
      meta: { escortId: escort, message: 'Merci' },
    };
    const fulfil = fulfilmentOf('guest_tip');
    for (let i = 0; i < 2; i++) await t.deps.db.transaction().execute((trx) => fulfil(trx, t.clock.now(), txn));
    expect(await balanceOf(t.deps.db, wallet, 'CREDIT')).toBe(0);
    expect(await earnings(escort)).toBe(before + splitCredits(20).escort);
    expect(rows(t, 'SELECT escort_id, punter_id, credits, message FROM tips WHERE reference = ?', `guest-tip:${reference}`)).toEqual([
      { escort_id: escort, punter_id: null, credits: 20, message: 'Merci' },
    ]);
  });

  test('the guest checkout route validates before it starts a payment', async () => {
    const escort = idOf(t, 'escort');
    const c = t.client();
    const body = { amount: 10, returnPath: '/users/1/', waiveWithdrawal: true };
    expect((await c.call('POST', `/api/v1/guests/tips/users/${escort}`, body)).status).toBe(422);
    expect(
      (await c.call('POST', `/api/v1/guests/tips/users/${escort}`, { ...body, returnPath: '//evil.test/' }, tip('guest-key-001'))).status,
    ).toBe(422);
    expect(
      (await c.call('POST', `/api/v1/guests/tips/users/${escort}`, { ...body, waiveWithdrawal: false }, tip('guest-key-001'))).status,
    ).toBe(422);
    expect((await c.call('POST', `/api/v1/guests/tips/users/999999`, body, tip('guest-key-001'))).status).toBe(404);
  });
});

describe('GET /users/earnings', () => {
  test('the escort sees tips and gallery sales of the own earnings account; punters may not look', async () => {
    const escort = idOf(t, 'escort');
    const punter = newPunter(t);
    await grantCredits(t, punter.id, 70);
    const pc = await signIn(t, punter.username);
    expect(
      (await pc.call('POST', `${API}/tips/tips/users/${escort}`, { amount: 40, message: 'For the evening' }, tip('earnings-key-1'))).status,
    ).toBe(200);
    // A gallery sale as the galleries part books it.
    await postJournal(t.deps.db, t.clock.now(), {
      kind: 'gallery_purchase',
      reference: 'test:gallery:1',
      postings: [
        { account: accounts.userCredits(punter.id), unit: 'CREDIT', amount: -30 },
        { account: accounts.userEarnings(escort), unit: 'CREDIT', amount: 24 },
        { account: accounts.platformCredits, unit: 'CREDIT', amount: 6 },
      ],
    });
    const ec = await signIn(t, 'escort');
    const res = await ec.call('GET', `${API}/users/earnings`);
    expect(res.status).toBe(200);
    const e = earningsResponseSchema.parse(res.body).results;
    expect(e.totals.galleries).toBeGreaterThanOrEqual(24);
    expect(e.totals.tips).toBeGreaterThanOrEqual(splitCredits(40).escort);
    expect(e.totals.balance).toBe(await earnings(escort));
    expect(e.days).toHaveLength(30);
    expect(e.days.at(-1)!.tips).toBeGreaterThanOrEqual(splitCredits(40).escort);
    expect(e.recent.find((r) => r.kind === 'tip' && r.message === 'For the evening')).toMatchObject({ from: punter.username });
    expect(e.recent.find((r) => r.kind === 'gallery')).toMatchObject({ credits: 24, from: null });
    expect((await pc.call('GET', `${API}/users/earnings`)).status).toBe(403);
    expect((await t.client().call('GET', `${API}/users/earnings`)).status).toBe(401);
  });
});
