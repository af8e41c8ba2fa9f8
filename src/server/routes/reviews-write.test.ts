import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reviewsResponseSchema as adminReviewsSchema } from '../../lib/api/moderation.ts';
import { reviewEligibilityResponseSchema, reviewResponseSchema, reviewsResponseSchema } from '../../lib/api/reviews.ts';
import { ROLE_IDS, can } from '../../lib/permissions.ts';
import { REVIEWS_PER_DAY } from '../services/reviews-write.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, grantCredits, idOf, newPunter, publishedEscort, rows, signIn } from '../testing/punter.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const DAY = 86_400;
const TEXT = 'Friendly, on time and exactly as described in the profile.';
const contact = (c: Client, profileId: number) => c.call('POST', `${API}/users/${profileId}/contact-click`, {});
const write = (c: Client, profileId: number, body: Record<string, unknown> = {}) =>
  c.call('POST', `${API}/users/reviews`, { profileId, rating: 4, body: TEXT, ...body });
const eligibility = async (c: Client, profileId: number) =>
  reviewEligibilityResponseSchema.parse((await c.call('GET', `${API}/users/reviews/eligibility/${profileId}`)).body).results;

/** The demo account of each role id. */
const ACCOUNT_OF: Record<number, string> = {
  1: 'punter',
  2: 'escort',
  3: 'superadmin',
  4: 'admin',
  5: 'support',
  6: 'manager',
  7: 'venue',
  8: 'coreadmin',
  9: 'godadmin',
  10: 'supergodadmin',
};

describe('canWriteReviewForEscort over every role', () => {
  test.each(ROLE_IDS.map((id) => [id, ACCOUNT_OF[id]!] as const))('role %i (%s)', async (roleId, username) => {
    const escort = publishedEscort(t, 40 + roleId);
    const c = await signIn(t, username);
    // Every caller had a contact, so only the role decides.
    rows(
      t,
      `INSERT INTO punter_contacts VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      idOf(t, username),
      escort,
      t.clock.now().toISOString(),
      t.clock.now().toISOString(),
    );
    const res = await write(c, escort);
    expect(res.status, JSON.stringify(res.body)).toBe(can([roleId], 'canWriteReviewForEscort') ? 201 : 403);
  });

  test('anonymous callers get 401', async () => {
    expect((await write(t.client(), publishedEscort(t, 1))).status).toBe(401);
  });
});

describe('POST /users/reviews', () => {
  test('it needs a recorded contact or purchase; a contact click while signed in is one', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const escort = publishedEscort(t, 2);
    expect(await eligibility(c, escort)).toEqual({ verdict: 'noContact', nextAt: null });
    const refused = await write(c, escort);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Reviews need a contact or purchase first');
    expect((await contact(c, escort)).status).toBe(204);
    expect(await eligibility(c, escort)).toEqual({ verdict: 'ok', nextAt: null });
    const res = await write(c, escort, { rating: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(reviewResponseSchema.parse(res.body).results).toMatchObject({ rating: 5, body: TEXT, authorVip: false, replies: [] });
  });

  test('a tip counts as a purchase', async () => {
    const p = newPunter(t);
    await grantCredits(t, p.id, 10);
    const c = await signIn(t, p.username);
    const escort = publishedEscort(t, 3);
    expect(
      (await c.call('POST', `${API}/tips/tips/users/${escort}`, { amount: 5 }, { 'idempotency-key': 'review-tip-key-1' })).status,
    ).toBe(200);
    expect((await write(c, escort)).status).toBe(201);
  });

  test('a gallery purchase booked in the ledger counts as a purchase', async () => {
    const p = newPunter(t);
    const escort = publishedEscort(t, 4);
    await grantCredits(t, p.id, 30);
    const { postJournal, accounts } = await import('../billing/ledger.ts');
    await postJournal(t.deps.db, t.clock.now(), {
      kind: 'gallery_purchase',
      reference: `test:review-gallery:${p.id}`,
      postings: [
        { account: accounts.userCredits(p.id), unit: 'CREDIT', amount: -30 },
        { account: accounts.userEarnings(escort), unit: 'CREDIT', amount: 24 },
        { account: accounts.platformCredits, unit: 'CREDIT', amount: 6 },
      ],
    });
    expect((await write(await signIn(t, p.username), escort)).status).toBe(201);
  });

  test('one review per punter and escort in 30 days, with the date of the next one', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const escort = publishedEscort(t, 5);
    await contact(c, escort);
    expect((await write(c, escort)).status).toBe(201);
    const again = await write(c, escort);
    expect(again.status).toBe(422);
    const next = new Date(t.clock.now().getTime() + 30 * DAY * 1000).toISOString();
    expect(JSON.stringify(again.body)).toContain(`You can review this escort again on ${next.slice(0, 10)}`);
    expect(await eligibility(c, escort)).toEqual({ verdict: 'tooSoon', nextAt: next });
    t.clock.advance(29 * DAY);
    // Sessions do not last a month: sign in again.
    const later = await signIn(t, p.username);
    expect((await write(later, escort)).status).toBe(422);
    t.clock.advance(DAY);
    expect((await write(later, escort)).status).toBe(201);
  });

  test('only escorts can be reviewed: not venues, AI profiles, punters, unknown ids or oneself', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const venue = idOf(t, 'venue');
    const ai = (
      rows(t, `SELECT user_id AS id FROM profiles WHERE profile_type = 'escort_ai' AND published = 1 LIMIT 1`)[0] as { id: number }
    ).id;
    for (const target of [venue, ai, idOf(t, 'punter-basic')]) {
      await contact(c, target);
      const res = await write(c, target);
      expect([404, 422], String(target)).toContain(res.status);
      if (res.status === 422) expect(JSON.stringify(res.body)).toContain('Only escorts can be reviewed');
    }
    expect((await write(c, 999_999)).status).toBe(404);
    expect((await write(c, p.id)).status).toBe(422);
    const multi = await signIn(t, 'multi');
    expect(await eligibility(multi, idOf(t, 'multi'))).toEqual({ verdict: 'self', nextAt: null });
  });

  test('rating 1 to 5 and text of 20 to 2000 characters; the text is stored and served as text', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const escort = publishedEscort(t, 6);
    await contact(c, escort);
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { body: 'too short' }, { body: 'x'.repeat(2001) }, { extra: 1 }]) {
      expect((await write(c, escort, bad)).status, JSON.stringify(bad)).toBe(422);
    }
    const html = '<script>alert(1)</script> <b>great</b> & "honest" review text';
    expect((await write(c, escort, { body: html })).status).toBe(201);
    const list = reviewsResponseSchema.parse((await t.client().call('GET', `${API}/users/${escort}/reviews`)).body);
    expect(list.results[0]).toMatchObject({ body: html, author: { id: p.id } });
  });

  test("a VIP reviewer's review carries the VIP mark of the time of writing", async () => {
    const vipUntil = new Date(t.clock.now().getTime() + 5 * DAY * 1000).toISOString();
    const p = newPunter(t, { vip: vipUntil });
    const c = await signIn(t, p.username);
    const escort = publishedEscort(t, 7);
    await contact(c, escort);
    expect(reviewResponseSchema.parse((await write(c, escort)).body).results.authorVip).toBe(true);
    const list = reviewsResponseSchema.parse((await t.client().call('GET', `${API}/users/${escort}/reviews`)).body);
    expect(list.results.find((r) => r.author.id === p.id)?.authorVip).toBe(true);
  });

  test(`at most ${REVIEWS_PER_DAY} reviews a day`, async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    for (let i = 0; i < REVIEWS_PER_DAY + 1; i++) {
      const escort = publishedEscort(t, 10 + i);
      await contact(c, escort);
      expect((await write(c, escort)).status, String(i)).toBe(i < REVIEWS_PER_DAY ? 201 : 429);
    }
  });
});

describe('POST /users/reviews/{id}/report', () => {
  test('a report (once per reporter) puts the review at the top of the admin queue', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const escort = publishedEscort(t, 20);
    await contact(c, escort);
    const review = reviewResponseSchema.parse((await write(c, escort)).body).results;
    // Older, not reported, reviews exist; a newer one was written after.
    const reporter = await signIn(t, 'escort');
    expect((await reporter.call('POST', `${API}/users/reviews/${review.id}/report`, { reason: 'nonsense' })).status).toBe(422);
    const first = await reporter.call('POST', `${API}/users/reviews/${review.id}/report`, { reason: 'abusive', note: 'Insults me.' });
    expect(first.status).toBe(200);
    const second = await reporter.call('POST', `${API}/users/reviews/${review.id}/report`, { reason: 'abusive' });
    expect(second.body).toEqual(first.body);
    expect((await c.call('POST', `${API}/users/reviews/${review.id}/report`, { reason: 'spam' })).status).toBe(403);
    expect((await t.client().call('POST', `${API}/users/reviews/${review.id}/report`, { reason: 'spam' })).status).toBe(401);
    expect((await reporter.call('POST', `${API}/users/reviews/999999/report`, { reason: 'spam' })).status).toBe(404);
    const later = newPunter(t);
    const lc = await signIn(t, later.username);
    await contact(lc, publishedEscort(t, 21));
    expect((await write(lc, publishedEscort(t, 21))).status).toBe(201);

    const admin = await signIn(t, 'admin');
    const queue = adminReviewsSchema.parse((await admin.call('GET', `${API}/admin/reviews`)).body);
    expect(queue.results[0]).toMatchObject({ id: review.id, reports: 1 });
  });
});
