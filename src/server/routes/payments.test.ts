import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { transactionResponseSchema, transactionsResponseSchema } from '../../lib/api/billing.ts';
import { DEMO_IBAN, validIban } from '../billing/bank-transfer.ts';
import { registerFulfilment } from '../billing/fulfilment.ts';
import { processInbox } from '../billing/inbox.ts';
import { expireOrders } from '../billing/renewal.ts';
import { trialBalance, unbalancedJournals } from '../billing/ledger.ts';
import { DEMO_CARDS } from '../billing/providers/demo.ts';
import { API, paymentHarness } from '../billing/testing.ts';
import { creditsFulfilment } from '../billing/vip.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';

let t: AuthTestApp;
let h: ReturnType<typeof paymentHarness>;
beforeAll(async () => {
  t = await createAuthTestApp();
  h = paymentHarness(t);
});
afterAll(() => t.close());

const count = (query: string, ...params: (string | number)[]) => Number(Object.values(h.sql(query, ...params)[0]!)[0]);
const eventsOf = (id: number) =>
  h.sql('SELECT from_status, to_status, applied FROM transaction_events WHERE transaction_id = ? ORDER BY id', id);

describe('who may buy what', () => {
  const cases: [string, number][] = [
    ['punter', 201],
    ['multi', 201],
    ['escort', 403],
    ['venue', 403],
    ['manager', 403],
    ['admin', 403],
    ['support', 403],
  ];
  test.each(cases)('%s ordering a credit package answers %i', async (username, status) => {
    const res = await h.purchase(await h.as(username), '/transactions/', { productId: 'credits-100', waiveWithdrawal: true });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
  });

  test('a guest gets 401 for every purchase call and for the wallet', async () => {
    const guest = t.client();
    for (const path of ['/transactions/', '/transactions/card/', '/users/products/premium']) {
      expect((await h.purchase(guest, path, { productId: 'credits-100', waiveWithdrawal: true })).status).toBe(401);
    }
    expect((await guest.call('GET', `${API}/users/wallet`)).status).toBe(401);
  });
});

describe('POST /transactions/', () => {
  test('it refuses an order without the waiver of the withdrawal right (422)', async () => {
    const res = await h.purchase(await h.as('punter'), '/transactions/', { productId: 'credits-100' });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Record<string, string[]> }).errors.waiveWithdrawal).toBeDefined();
  });

  test('it refuses an unknown product (422)', async () => {
    const res = await h.purchase(await h.as('punter'), '/transactions/', { productId: 'gold-bars', waiveWithdrawal: true });
    expect(res.status).toBe(422);
  });

  test('it needs a well-formed Idempotency-Key (422 without one or with a bad one)', async () => {
    const c = await h.as('punter');
    const missing = await c.call('POST', `${API}/transactions/`, { productId: 'credits-100', waiveWithdrawal: true });
    expect(missing.status).toBe(422);
    expect((missing.body as { errors: Record<string, string[]> }).errors['idempotency-key']).toBeDefined();
    expect((await h.purchase(c, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true }, 'bad key!')).status).toBe(422);
  });

  test('the same key replays the first answer, and refuses another body (422)', async () => {
    const c = await h.as('punter');
    const key = randomUUID();
    const first = await h.purchase(c, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true }, key);
    const again = await h.purchase(c, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await h.purchase(c, '/transactions/', { productId: 'credits-250', waiveWithdrawal: true }, key);
    expect(other.status).toBe(422);
  });

  test('20 parallel identical requests create exactly one transaction', async () => {
    const c = await h.as('punter');
    const key = randomUUID();
    const before = count('SELECT count(*) FROM transactions');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => h.purchase(c, '/transactions/', { productId: 'credits-500', waiveWithdrawal: true }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => transactionResponseSchema.parse(a.body).results.id));
    expect(ids.size).toBe(1);
    expect(count('SELECT count(*) FROM transactions')).toBe(before + 1);
  });

  test('20 parallel card payments of one order charge once', async () => {
    const c = await h.as('punter');
    const created = transactionResponseSchema.parse(
      (await h.purchase(c, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true })).body,
    ).results;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => h.purchase(c, '/transactions/card/', { transactionId: created.id }, key)),
    );
    const urls = new Set(answers.map((a) => transactionResponseSchema.parse(a.body).results.paymentUrl));
    expect(urls.size).toBe(1);
    expect(count('SELECT count(*) FROM transaction_events WHERE transaction_id = ? AND to_status = ?', created.id, 'pending')).toBe(1);
  });
});

describe('paying by card on the hosted page', () => {
  test('the approving card pays, credits the wallet once, sends a receipt and keeps the books balanced', async () => {
    const c = await h.as('punter');
    const before = await h.credits(c);
    const txn = await h.order(c, 'credits-500');
    expect(txn.status).toBe('pending');
    expect(txn.paymentUrl).toMatch(/^\/demo-pay\/sessions\/demo_[0-9a-f]+\/$/);

    const page = await c.call('GET', txn.paymentUrl!);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(txn.reference);
    expect(String(page.body)).toContain('49.99 EUR');
    expect(String(page.body)).toContain('<label for="card">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const done = await h.payHosted(c, txn);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/checkout/buy-credits/?transaction=${txn.id}`);
    const paid = await h.read(c, txn.id);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(paid.paymentUrl).toBeNull();
    expect(await h.credits(c)).toBe(before + 550);

    const receipt = t.outbox('punter@demo.lustmap.test').find((m) => m.purpose === 'paymentReceipt');
    expect(receipt?.body).toContain(txn.reference);
    expect(receipt?.body).toMatch(/MwSt\. \(19 %\): 7,98/);
    expect(await trialBalance(t.deps.db)).toEqual({ EUR: 0, GBP: 0, AUD: 0, CREDIT: 0 });
    expect(await unbalancedJournals(t.deps.db)).toEqual([]);
  });

  test('the declining card fails the order and leaves the balance unchanged', async () => {
    const c = await h.as('punter');
    const before = await h.credits(c);
    const txn = await h.order(c, 'credits-100');
    expect((await h.payHosted(c, txn, DEMO_CARDS.declines)).status).toBe(303);
    const failed = await h.read(c, txn.id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe('declined');
    expect(await h.credits(c)).toBe(before);
  });

  test('another card number is refused on the page (422) and nothing happens', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    expect((await h.payHosted(c, txn, '1234 5678 9012 3456')).status).toBe(422);
    expect((await h.read(c, txn.id)).status).toBe('pending');
  });

  test('cancelling on the hosted page fails the order as cancelled', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    const res = await c.call('POST', `${txn.paymentUrl!}cancel`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    expect((await h.read(c, txn.id)).failureReason).toBe('cancelled');
  });

  test('a paid session cannot be paid again (410)', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    await h.payHosted(c, txn);
    expect((await h.payHosted(c, txn)).status).toBe(410);
  });
});

describe('paying by bank transfer', () => {
  test('a euro order gets a unique reference, a valid IBAN and an EPC QR payload', async () => {
    const c = await h.as('punter');
    const a = await h.order(c, 'credits-250', 'bank-transfer');
    const b = await h.order(c, 'credits-250', 'bank-transfer');
    expect(a.bankTransfer?.reference).toBe(a.reference);
    expect(a.reference).not.toBe(b.reference);
    expect(validIban(DEMO_IBAN)).toBe(true);
    expect(a.bankTransfer?.iban).toBe(DEMO_IBAN);
    expect(a.bankTransfer?.beneficiary).toBe('Lustmap Demo GmbH');
    expect(a.bankTransfer?.epcPayload?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'LUSTDEM1XXX',
      'Lustmap Demo GmbH',
      DEMO_IBAN,
      'EUR24.99',
      '',
      '',
      a.reference,
    ]);
  });

  test('a pound order has no EPC payload', async () => {
    const txn = await h.order(await h.as('punter-basic'), 'credits-100', 'bank-transfer');
    expect(txn.price.currency).toBe('GBP');
    expect(txn.bankTransfer?.epcPayload).toBeNull();
  });

  test('the simulated incoming transfer pays the order', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100', 'bank-transfer');
    const page = await c.call('GET', txn.transferSimulationUrl!);
    expect(String(page.body)).toContain('Simulate incoming transfer');
    const res = await c.call('POST', `${txn.transferSimulationUrl!}receive`, '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    expect((await h.read(c, txn.id)).status).toBe('paid');
  });
});

describe('transitions', () => {
  test('created → failed by the buyer (PUT and POST), and no way back', async () => {
    const c = await h.as('punter');
    const created = transactionResponseSchema.parse(
      (await h.purchase(c, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true })).body,
    ).results;
    const cancelled = await c.call('PUT', `${API}/transactions/${created.id}`, { action: 'cancel' });
    expect(transactionResponseSchema.parse(cancelled.body).results.status).toBe('failed');
    expect((await c.call('POST', `${API}/transactions/${created.id}`, { action: 'cancel' })).status).toBe(409);
    expect((await h.purchase(c, '/transactions/card/', { transactionId: created.id })).status).toBe(409);
    expect(eventsOf(created.id)).toEqual([
      { from_status: 'created', to_status: 'failed', applied: 1 },
      { from_status: 'failed', to_status: 'failed', applied: 0 },
    ]);
  });

  test('pending → failed by the buyer; a paid order cannot be cancelled (409)', async () => {
    const c = await h.as('punter');
    const pending = await h.order(c, 'credits-100');
    expect((await c.call('POST', `${API}/transactions/${pending.id}`, { action: 'cancel' })).status).toBe(200);
    const paid = await h.buy(c, 'credits-100');
    expect((await c.call('PUT', `${API}/transactions/${paid.id}`, { action: 'cancel' })).status).toBe(409);
    expect((await h.read(c, paid.id)).status).toBe('paid');
  });

  test('nobody else sees or cancels a transaction (404)', async () => {
    const mine = await h.order(await h.as('punter'), 'credits-100');
    const other = await h.as('multi');
    expect((await other.call('GET', `${API}/transactions/${mine.id}`)).status).toBe(404);
    expect((await other.call('PUT', `${API}/transactions/${mine.id}`, { action: 'cancel' })).status).toBe(404);
    const list = transactionsResponseSchema.parse((await other.call('GET', `${API}/transactions/`)).body).results;
    expect(list.map((x) => x.id)).not.toContain(mine.id);
  });

  test('GET /transactions/ lists the own ones newest first', async () => {
    const list = transactionsResponseSchema.parse((await (await h.as('punter')).call('GET', `${API}/transactions/`)).body).results;
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((x) => x.id)).toEqual([...list.map((x) => x.id)].sort((a, b) => b - a));
  });

  test('an unpaid card order expires after an hour, a transfer after 14 days', async () => {
    const c = await h.as('punter');
    const card = await h.order(c, 'credits-100');
    const transfer = await h.order(c, 'credits-100', 'bank-transfer');
    const state = (id: number) => h.sql('SELECT status, failure_reason FROM transactions WHERE id = ?', id)[0];
    t.clock.advance(3601);
    await expireOrders(h.p);
    expect(state(card.id)).toEqual({ status: 'failed', failure_reason: 'expired' });
    expect(state(transfer.id)).toEqual({ status: 'pending', failure_reason: null });
    t.clock.advance(14 * 86_400);
    h.forget();
    await expireOrders(h.p);
    expect(state(transfer.id)).toEqual({ status: 'failed', failure_reason: 'expired' });
  });
});

describe('POST /payments/webhooks/demo', () => {
  test('a bad signature is refused (401) and nothing is stored', async () => {
    const txn = await h.order(await h.as('punter'), 'credits-100');
    const res = await h.notify(h.paidEvent(txn), { secret: 'not-the-secret' });
    expect(res.status).toBe(401);
    expect(count('SELECT count(*) FROM payment_inbox WHERE event_id = ?', res.eventId)).toBe(0);
    expect((await h.read(await h.as('punter'), txn.id)).status).toBe('pending');
  });

  test('a notification older than five minutes is a replay (401)', async () => {
    const txn = await h.order(await h.as('punter'), 'credits-100');
    const res = await h.notify(h.paidEvent(txn), { at: new Date(t.clock.now().getTime() - 301_000) });
    expect(res.status).toBe(401);
    expect(count('SELECT count(*) FROM payment_inbox WHERE event_id = ?', res.eventId)).toBe(0);
  });

  test('a duplicated notification answers 200 and credits once', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    const before = await h.credits(c);
    const first = await h.notify(h.paidEvent(txn), { id: `evt_dup_${txn.id}` });
    const second = await h.notify(h.paidEvent(txn), { id: `evt_dup_${txn.id}` });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.duplicate).toBe(true);
    expect(await h.credits(c)).toBe(before + 100);
  });

  test('a second paid notification with another id changes nothing', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    const before = await h.credits(c);
    await h.notify(h.paidEvent(txn));
    await h.notify(h.paidEvent(txn));
    expect(await h.credits(c)).toBe(before + 100);
  });

  test('out of order: pending after paid and paid after failed are recorded and ignored', async () => {
    const c = await h.as('punter');
    const paid = await h.order(c, 'credits-100');
    await h.notify(h.paidEvent(paid));
    expect((await h.notify({ ...h.paidEvent(paid), type: 'payment.pending' })).status).toBe(200);
    expect((await h.read(c, paid.id)).status).toBe('paid');
    expect(eventsOf(paid.id).at(-1)).toEqual({ from_status: 'paid', to_status: 'pending', applied: 0 });

    const before = await h.credits(c);
    const failed = await h.order(c, 'credits-100');
    await h.notify({ ...h.paidEvent(failed), type: 'payment.failed', reason: 'declined' });
    await h.notify(h.paidEvent(failed));
    expect((await h.read(c, failed.id)).status).toBe('failed');
    expect(await h.credits(c)).toBe(before);
  });

  test('paid for a created order passes through pending', async () => {
    const c = await h.as('punter');
    const created = transactionResponseSchema.parse(
      (await h.purchase(c, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true })).body,
    ).results;
    await h.notify(h.paidEvent(created));
    expect(eventsOf(created.id)).toEqual([
      { from_status: 'created', to_status: 'pending', applied: 1 },
      { from_status: 'pending', to_status: 'paid', applied: 1 },
    ]);
  });

  test('a paid notification with another amount is ignored', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-100');
    await h.notify({ ...h.paidEvent(txn), amountMinor: 1 });
    expect((await h.read(c, txn.id)).status).toBe('pending');
  });

  test('a crash inside the fulfilment loses and duplicates nothing: the inbox processes it again', async () => {
    const c = await h.as('punter');
    const txn = await h.order(c, 'credits-250');
    const before = await h.credits(c);
    registerFulfilment('credits', () => Promise.reject(new Error('power cut')));
    try {
      const res = await h.notify(h.paidEvent(txn));
      expect(res.status).toBe(200);
      expect(res.body.processed).toBe(false);
    } finally {
      registerFulfilment('credits', creditsFulfilment);
    }
    expect((await h.read(c, txn.id)).status).toBe('pending');
    expect(await h.credits(c)).toBe(before);
    expect(count(`SELECT count(*) FROM ledger_journals WHERE reference = ?`, `txn:${txn.id}:paid`)).toBe(0);
    expect(h.sql('SELECT attempts, processed_at FROM payment_inbox ORDER BY id DESC LIMIT 1')[0]).toEqual({
      attempts: 1,
      processed_at: null,
    });

    expect(await processInbox(h.p)).toBeGreaterThanOrEqual(1);
    await processInbox(h.p);
    expect((await h.read(c, txn.id)).status).toBe('paid');
    expect(await h.credits(c)).toBe(before + 260);
    expect(count(`SELECT count(*) FROM jobs WHERE dedupe_key = ?`, `receipt:${txn.id}`)).toBe(1);
    expect(await trialBalance(t.deps.db)).toEqual({ EUR: 0, GBP: 0, AUD: 0, CREDIT: 0 });
  });
});
