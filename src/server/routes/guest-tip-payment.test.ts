/**
 * A guest's tip through the real payment service: the guest checkout route starts a card payment,
 * the demo provider's hosted page approves it, the signed notification books it, and the tip's
 * fulfilment pays the escort from the guest wallet, once, however often the notification comes.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { transactionResponseSchema } from '../../lib/api/billing.ts';
import { accounts, balanceOf, trialBalance } from '../billing/ledger.ts';
import { paymentHarness } from '../billing/testing.ts';
import { splitCredits } from '../billing/shares.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';

let t: AuthTestApp;
let h: ReturnType<typeof paymentHarness>;
beforeAll(async () => {
  t = await createAuthTestApp();
  h = paymentHarness(t);
});
afterAll(() => t.close());

test('a guest tips with money: paid on the hosted page, the escort earns the share, the books balance', async () => {
  const escort = h.idOf('escort');
  const earnings = () => balanceOf(t.database.db, accounts.userEarnings(escort), 'CREDIT');
  const before = await earnings();
  const guest = t.client();
  const res = await guest.call(
    'POST',
    `/api/v1/guests/tips/users/${escort}`,
    { amount: 25, method: 'card', returnPath: `/users/${escort}/`, waiveWithdrawal: true },
    { 'idempotency-key': 'guest-tip-key-0001' },
  );
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const txn = transactionResponseSchema.parse(res.body).results;
  expect(txn).toMatchObject({ purpose: 'guest_tip', status: 'pending', method: 'card', credits: 25 });
  expect(txn.price.amountMinor).toBeGreaterThan(0);

  const paid = await guest.call('POST', `${txn.paymentUrl!}pay`, 'card=4242+4242+4242+4242', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  expect(paid.status).toBe(303);
  // Back on the profile with the tipped amount for the thank-you banner.
  expect(paid.headers.get('location')).toMatch(new RegExp(`^/users/${escort}/\\?successfullyTippedAmount=25&transaction=${txn.id}$`));

  expect(await earnings()).toBe(before + splitCredits(25).escort);
  expect(await balanceOf(t.database.db, accounts.guestCredits(txn.reference), 'CREDIT')).toBe(0);
  const tips = h.sql('SELECT credits, punter_id FROM tips WHERE escort_id = ? ORDER BY id DESC LIMIT 1', escort);
  expect(tips).toEqual([{ credits: 25, punter_id: null }]);

  // A replayed notification changes nothing.
  const again = await h.notify(h.paidEvent(txn));
  expect(again.status).toBe(200);
  expect(await earnings()).toBe(before + splitCredits(25).escort);
  expect(await trialBalance(t.database.db)).toEqual({ EUR: 0, GBP: 0, AUD: 0, CREDIT: 0 });
});
