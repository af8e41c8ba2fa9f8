import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import {
  checkCodeResponseSchema,
  galleryMediaResponseSchema,
  guestCheckoutStatusSchema,
  GUEST_GALLERIES_COOKIE,
  parseGuestGalleries,
  profileGalleriesResponseSchema,
} from '../../lib/api/galleries.ts';
import { transactionResponseSchema } from '../../lib/api/billing.ts';
import { fulfilmentOf } from '../billing/fulfilment.ts';
import type { GuestCheckoutInput } from '../billing/guest-checkout.ts';
import { accounts, balanceOf, postJournal } from '../billing/ledger.ts';
import { createGalleryTestApp, fakeTransaction, type GalleryTestApp } from './galleries.harness.ts';
import { syncSql } from '../testing/sync-sql.ts';

// The payments service implements the guest checkout; these tests stand in for it up to the payment.
const started: GuestCheckoutInput[] = [];
vi.mock('../billing/guest-checkout.ts', () => ({
  createGuestCheckout: (_deps: unknown, input: GuestCheckoutInput) => {
    const same = started.findIndex((s) => s.idempotencyKey === input.idempotencyKey);
    if (same === -1) started.push(input);
    const id = 1000 + (same === -1 ? started.length - 1 : same);
    return Promise.resolve(fakeTransaction(id, input.credits, `${input.returnPath}?transaction=${id}`));
  },
}));

let t: GalleryTestApp;
/** The first test's guest cookie (one gallery bought). */
let held = { cookie: '', galleryId: 0 };
beforeAll(async () => {
  t = await createGalleryTestApp();
});
afterAll(() => t.close());

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`));

/** What billing does once the guest paid: issue the credits to the guest wallet, then run the fulfilment. */
async function pay(transactionId: number) {
  const input = started[transactionId - 1000]!;
  const txn = fakeTransaction(transactionId, input.credits, input.returnPath);
  await t.deps.db.transaction().execute(async (trx) => {
    await postJournal(trx, t.clock.now(), {
      kind: 'credit_purchase',
      reference: `txn:${transactionId}:paid`,
      postings: [
        { account: accounts.creditsIssued, unit: 'CREDIT', amount: -input.credits },
        { account: accounts.guestCredits(txn.reference), unit: 'CREDIT', amount: input.credits },
      ],
    });
    await fulfilmentOf('guest_gallery')(trx, t.clock.now(), {
      id: txn.id,
      reference: txn.reference,
      purpose: 'guest_gallery',
      productId: txn.productId,
      userId: null,
      region: 'de',
      currency: 'EUR',
      amountMinor: txn.price.amountMinor,
      credits: input.credits,
      meta: input.meta,
    });
  });
  return txn;
}

test('a guest buys a gallery, sees the check code once, and opens it with the code on another device', async () => {
  const escort = t.userId('escort');
  const listed = profileGalleriesResponseSchema.parse(await (await t.call('GET', `/api/v2/galleries/users/${escort}`)).json());
  const gallery = listed.results.find((g) => !g.unlocked)!;

  // An Idempotency-Key is required; a body that is not JSON or a foreign return path is refused.
  const path = `/api/v1/guests/galleries/${gallery.id}/checkout`;
  const body = { method: 'card', returnPath: `/users/${escort}/` };
  expect((await t.call('POST', path, { body })).status).toBe(422);
  expect(
    (await t.call('POST', path, { body: { ...body, returnPath: '//evil.example/' }, headers: { 'idempotency-key': 'key-00000001' } }))
      .status,
  ).toBe(422);

  const res = await t.call('POST', path, { body, headers: { 'idempotency-key': 'guest-key-0001' } });
  expect(res.status).toBe(201);
  const txn = transactionResponseSchema.parse(await res.json()).results;
  expect(txn.paymentUrl).toBe(`/demo-pay/${txn.id}`);
  expect(started.at(-1)).toMatchObject({ purpose: 'guest_gallery', credits: gallery.priceCredits, region: 'de', method: 'card' });
  expect(started.at(-1)!.meta).toMatchObject({ galleryIds: [gallery.id], escortId: escort });
  // Only the hash of the code travels with the transaction.
  expect(JSON.stringify(started.at(-1)!.meta)).not.toMatch(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
  const pending = cookieOf(res, 'guestGalleryCheckout')!;
  expect(res.headers.getSetCookie().join()).toMatch(/guestGalleryCheckout=[^;]+;.*HttpOnly/i);

  // A double click returns the same transaction.
  const again = await t.call('POST', path, { body, headers: { 'idempotency-key': 'guest-key-0001' } });
  expect(transactionResponseSchema.parse(await again.json()).results.id).toBe(txn.id);
  expect(cookieOf(again, 'guestGalleryCheckout')).toBe(pending);

  const status = `/api/v1/guests/galleries/checkout/${txn.id}`;
  const waiting = guestCheckoutStatusSchema.parse(await (await t.call('GET', status, { headers: { cookie: pending } })).json());
  expect(waiting.results).toMatchObject({ status: 'waiting', checkCode: null });

  const paid = await pay(txn.id);
  expect(await balanceOf(t.deps.db, accounts.guestCredits(paid.reference), 'CREDIT')).toBe(0);
  // Another browser learns that it was paid, never the code.
  const elsewhere = guestCheckoutStatusSchema.parse(await (await t.call('GET', status)).json());
  expect(elsewhere.results).toMatchObject({ status: 'paid', checkCode: null });
  const shown = await t.call('GET', status, { headers: { cookie: pending } });
  const code = guestCheckoutStatusSchema.parse(await shown.json()).results.checkCode!;
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const guestCookie = cookieOf(shown, GUEST_GALLERIES_COOKIE)!;
  expect(parseGuestGalleries(guestCookie.split('=')[1])).toEqual([{ code, galleryIds: [gallery.id] }]);
  held = { cookie: guestCookie, galleryId: gallery.id };
  // Shown once.
  const later = guestCheckoutStatusSchema.parse(await (await t.call('GET', status, { headers: { cookie: pending } })).json());
  expect(later.results.checkCode).toBeNull();

  // With the cookie the gallery is open, and its media are served.
  const items = galleryMediaResponseSchema.parse(
    await (await t.call('GET', `/api/v2/galleries/photos/${gallery.id}`, { headers: { cookie: guestCookie } })).json(),
  );
  expect(items.unlocked).toBe(true);
  const url = items.results[0]!.sources[0]!.url;
  expect((await t.call('GET', url, { headers: { cookie: guestCookie } })).status).toBe(200);
  expect((await t.call('GET', url)).status).toBe(404);
  // Explicit items need an account that passed age verification.
  expect(items.hiddenExplicit).toBe(1);

  // Another device: the code opens the gallery; a wrong one does not.
  const wrong = await t.call('POST', '/api/v1/guests/galleries/check-code', { body: { code: 'AAAA-BBBB-CCCC' } });
  expect(wrong.status).toBe(422);
  expect((await t.call('POST', '/api/v1/guests/galleries/check-code', { body: { code: 'nonsense' } })).status).toBe(422);
  const redeemed = await t.call('POST', '/api/v1/guests/galleries/check-code', { body: { code: code.toLowerCase().replaceAll('-', ' ') } });
  expect(redeemed.status).toBe(200);
  expect(checkCodeResponseSchema.parse(await redeemed.json()).results).toEqual({ galleryIds: [gallery.id], profileIds: [escort] });
  expect(cookieOf(redeemed, GUEST_GALLERIES_COOKIE)).toBeDefined();

  // The escort earned 80 % of the price; the fulfilment ran once even when repeated.
  const earned = await t.earnings(escort);
  await pay(txn.id).catch(() => undefined);
  expect(await t.earnings(escort)).toBe(earned);
  expect(syncSql(t.database).get('SELECT count(*) AS n FROM gallery_purchases WHERE transaction_id = ?', txn.id)).toEqual({ n: 1 });
});

test('a guest buys all galleries of a profile at their sum, except those the browser holds already', async () => {
  const escort = t.userId('escort');
  const all = profileGalleriesResponseSchema.parse(await (await t.call('GET', `/api/v2/galleries/users/${escort}`)).json()).results;
  expect(all.map((g) => g.id)).toContain(held.galleryId);
  const res = await t.call('POST', `/api/v1/guests/galleries/users/${escort}/checkout`, {
    body: { method: 'bank_transfer', returnPath: `/users/${escort}/` },
    headers: { 'idempotency-key': 'guest-key-all-0001', cookie: held.cookie },
  });
  expect(res.status).toBe(201);
  const rest = all.filter((g) => g.id !== held.galleryId);
  expect(started.at(-1)!.credits).toBe(rest.reduce((s, g) => s + g.priceCredits, 0));
  expect(started.at(-1)!.meta.galleryIds).toEqual(rest.map((g) => g.id));
  expect(
    (
      await t.call('POST', '/api/v1/guests/galleries/users/999999/checkout', {
        body: { method: 'card', returnPath: '/' },
        headers: { 'idempotency-key': 'guest-key-none-01' },
      })
    ).status,
  ).toBe(404);
});
