import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminTransactionsResponseSchema, type AdminTransaction } from '../../lib/api/admin-payments.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/api/moderation-codes.ts';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { createGuestCheckout } from '../billing/guest-checkout.ts';
import { DEMO_CARDS } from '../billing/providers/demo.ts';
import { API, paymentHarness } from '../billing/testing.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';

let t: AuthTestApp;
let h: ReturnType<typeof paymentHarness>;
beforeAll(async () => {
  t = await createAuthTestApp();
  h = paymentHarness(t);
});
afterAll(() => t.close());

/** The list as `c` sees it with a query string; the parsed page. */
async function list(c: Client, query = '') {
  const res = await c.call('GET', `${API}/admin/transactions${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminTransactionsResponseSchema.parse(res.body);
}

/** Every row of every page the query matches. */
async function all(c: Client, query: string): Promise<AdminTransaction[]> {
  const rows: AdminTransaction[] = [];
  for (let page = 1; ; page++) {
    const body = await list(c, `${query}${query ? '&' : '?'}page=${page}`);
    rows.push(...body.results);
    if (!body.hasMore) return rows;
  }
}

/** A guest's paid tip for the demo escort (guest checkout, no account). */
async function paidGuestTip() {
  const txn = await createGuestCheckout(t.deps, {
    purpose: 'guest_tip',
    credits: 50,
    meta: { escortId: h.idOf('escort') },
    returnPath: '/tips/done/',
    region: 'de',
    method: 'card',
    idempotencyKey: randomUUID(),
  });
  const res = await t.client().call('POST', `${txn.paymentUrl!}pay`, `card=${encodeURIComponent(DEMO_CARDS.approves)}`, {
    'content-type': 'application/x-www-form-urlencoded',
  });
  expect(res.status).toBe(303);
  return txn;
}

describe('who may read the list', () => {
  test.each([
    ['punter', 403],
    ['escort', 403],
    ['support', 200],
    ['admin', 200],
  ] as const)('%s: %i', async (username, status) => {
    expect((await (await h.as(username)).call('GET', `${API}/admin/transactions`)).status).toBe(status);
  });

  test('anonymous: 401', async () => {
    expect((await t.client().call('GET', `${API}/admin/transactions`)).status).toBe(401);
  });

  test('an admin without the second factor: 403, the guard before the query', async () => {
    const c = t.client();
    const login = await c.call('POST', `${API}/users/login`, { email: 'admin@demo.lustmap.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const res = await c.call('GET', `${API}/admin/transactions?status=bogus`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: AUTH_MESSAGES.mfaRequired });
  });
});

describe('the rows', () => {
  test('a paid order shows first with its buyer, price and credits, refundable', async () => {
    const txn = await h.buy(await h.as('punter'), 'credits-100');
    const [row] = (await list(await h.as('support'))).results;
    expect(row).toEqual({
      id: txn.id,
      reference: txn.reference,
      status: 'paid',
      purpose: 'credits',
      productId: 'credits-100',
      method: 'card',
      buyer: { id: h.idOf('punter'), username: 'punter' },
      region: txn.region,
      price: txn.price,
      credits: 100,
      createdAt: txn.createdAt,
      paidAt: txn.paidAt,
      failureReason: null,
      refundable: true,
    });
  });

  test('a guest purchase shows the guest as buyer and is not refundable from the list', async () => {
    const txn = await paidGuestTip();
    const [row] = (await list(await h.as('admin'), `?q=${txn.reference}`)).results;
    expect(row).toMatchObject({ id: txn.id, status: 'paid', purpose: 'guest_tip', buyer: 'guest', refundable: false });
  });

  test('a declined order carries its reason and is not refundable', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-250');
    await h.payHosted(c, txn, DEMO_CARDS.declines);
    const [row] = (await list(await h.as('admin'), `?q=${txn.reference}`)).results;
    expect(row).toMatchObject({ status: 'failed', refundable: false });
    expect(row?.failureReason).toBeTruthy();
  });
});

describe('filters and pages', () => {
  test('status keeps only that status', async () => {
    const admin = await h.as('admin');
    await h.buy(await h.as('punter'), 'credits-100');
    for (const status of ['paid', 'failed'] as const) {
      const rows = await all(admin, `?status=${status}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === status)).toBe(true);
    }
  });

  test('q finds an order by its exact reference, or a buyer by username in any case', async () => {
    const admin = await h.as('admin');
    const txn = await h.buy(await h.as('multi'), 'credits-100');
    expect((await list(admin, `?q=${txn.reference}`)).results.map((r) => r.id)).toEqual([txn.id]);
    expect((await list(admin, `?q=${txn.reference.slice(0, -1)}`)).results).toEqual([]);
    const mine = await all(admin, '?q=MULTI');
    expect(mine.map((r) => r.id)).toContain(txn.id);
    expect(mine.every((r) => r.buyer !== 'guest' && r.buyer.username === 'multi')).toBe(true);
    expect((await list(admin, '?q=MULTI&status=failed')).results.every((r) => r.status === 'failed')).toBe(true);
    expect((await list(admin, '?q=nobody-by-that-name')).results).toEqual([]);
  });

  test('empty filters filter nothing; an unknown status is refused (422)', async () => {
    const admin = await h.as('admin');
    expect((await list(admin, '?status=&q=')).results).toEqual((await list(admin)).results);
    expect((await admin.call('GET', `${API}/admin/transactions?status=lost`)).status).toBe(422);
    expect((await admin.call('GET', `${API}/admin/transactions?page=0`)).status).toBe(422);
  });

  test(`${ADMIN_PAGE_SIZE} rows a page, newest first, and the next page follows on`, async () => {
    const c = await h.as('punter-basic');
    for (let i = 0; i <= ADMIN_PAGE_SIZE; i++) {
      const res = await h.purchase(c, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true });
      expect(res.status).toBe(201);
    }
    const admin = await h.as('admin');
    const first = await list(admin);
    const second = await list(admin, '?page=2');
    expect(first.results).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(second.page).toBe(2);
    const ids = [...first.results, ...second.results].map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.results.every((r) => r.status === 'created' && r.buyer !== 'guest' && r.buyer.username === 'punter-basic')).toBe(true);
  });
});

describe('refunding from the list', () => {
  test('support sees the row but may not refund; an admin refunds and the row flips to refunded', async () => {
    const txn = await h.buy(await h.as('punter'), 'credits-100');
    const [row] = (await list(await h.as('support'), `?q=${txn.reference}`)).results;
    expect(row?.refundable).toBe(true);
    expect((await (await h.as('support')).call('POST', `${API}/admin/transactions/${row!.id}/refund`, {})).status).toBe(403);

    const admin = await h.as('admin');
    expect((await admin.call('POST', `${API}/admin/transactions/${row!.id}/refund`, {})).status).toBe(200);
    const [after] = (await list(admin, `?q=${txn.reference}`)).results;
    expect(after).toMatchObject({ id: txn.id, status: 'refunded', refundable: false });
    expect((await all(admin, '?status=refunded')).map((r) => r.id)).toContain(txn.id);
    expect((await all(admin, '?status=paid')).map((r) => r.id)).not.toContain(txn.id);

    const again = await admin.call('POST', `${API}/admin/transactions/${row!.id}/refund`, {});
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toMatch(/refunded/);
  });
});
