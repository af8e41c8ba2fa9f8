import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validationErrorBodySchema } from '../../lib/api/common.ts';
import {
  BUILD_PROFILES_MAX,
  buildProfilesResponseSchema,
  publicProfileResponseSchema,
  punterProfileResponseSchema,
  reportResponseSchema,
} from '../../lib/api/profiles.ts';
import { reviewsResponseSchema } from '../../lib/api/reviews.ts';
import { PRIVATE_NO_STORE } from '../http/cache.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ session: headerSession(() => t.database) });
});
afterAll(() => t.close());

function id(sql: string, ...params: (string | number)[]): number {
  const row = syncSql(t.database).get(sql, ...params) as { id: number } | undefined;
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}

const demoId = (username: string) => id('SELECT id FROM users WHERE username = ?', username);

function post(path: string, body: unknown, contentType = 'application/json') {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('GET /users/{id}', () => {
  test('it shows a published escort with prices, services, hours and photos', async () => {
    const res = await t.get(`/api/v2/users/${demoId('escort')}`, { 'x-locale': 'en' });
    expect(res.status).toBe(200);
    const p = publicProfileResponseSchema.parse(res.body).results;
    expect(p).toMatchObject({ profileType: 'ESCORT', name: 'Lena', region: 'de', currency: 'EUR', path: `/users/${demoId('escort')}/` });
    expect(p.age).toBeGreaterThanOrEqual(18);
    expect(p.location.placeSlug).toBe('koeln');
    expect(p.photos.length).toBeGreaterThanOrEqual(2);
    expect(p.photos[0]?.isMain).toBe(true);
    expect(p.prices.length).toBeGreaterThan(0);
    expect(p.services.length).toBeGreaterThan(0);
    expect(p.badges).toMatchObject({ verified: true, gold: true, ai: false });
    expect(p.rating.count).toBeGreaterThan(0);
    expect(p.priceFrom?.amountMinor).toBe(
      Math.min(...p.prices.flatMap((x) => [x.incall?.amountMinor, x.outcall?.amountMinor].filter((a): a is number => a !== undefined))),
    );
  });

  test('it labels services in the profile region language unless x-locale asks otherwise', async () => {
    const url = `/api/v2/users/${demoId('venue')}`;
    const de = (await t.json(url, publicProfileResponseSchema)).results.services;
    const en = (await t.json(url, publicProfileResponseSchema, { 'x-locale': 'en' })).results.services;
    const bySame = (key: string) => [de.find((s) => s.key === key)?.label, en.find((s) => s.key === key)?.label];
    expect(bySame('HAND_JOB')).toEqual(['Handjob', 'Hand job']);
  });

  test('it never shows explicit photos, private phones or hidden addresses', async () => {
    const withExplicit = id(`SELECT p.user_id AS id FROM profiles p JOIN photos ph ON ph.profile_id = p.user_id
      WHERE p.published = 1 AND p.profile_type = 'escort' AND ph.is_explicit = 1 LIMIT 1`);
    const p = (await t.json(`/api/v2/users/${withExplicit}`, publicProfileResponseSchema)).results;
    const explicitIds = (
      syncSql(t.database).all('SELECT id FROM photos WHERE profile_id = ? AND is_explicit = 1', withExplicit) as { id: number }[]
    ).map((r) => r.id);
    expect(p.lockedPhotosCount).toBe(explicitIds.length);
    for (const photo of p.photos) expect(explicitIds).not.toContain(photo.id);

    const privatePhone = id(
      `SELECT user_id AS id FROM profiles WHERE published = 1 AND profile_type = 'escort' AND phone_private = 1 LIMIT 1`,
    );
    const q = (await t.json(`/api/v2/users/${privatePhone}`, publicProfileResponseSchema)).results;
    expect(q.contact.phone).toBeNull();
    expect(q.contact.whatsapp).toBe(false);

    const hidden = id(`SELECT user_id AS id FROM profiles WHERE published = 1 AND profile_type = 'escort' AND display_address = 0 LIMIT 1`);
    const h = (await t.json(`/api/v2/users/${hidden}`, publicProfileResponseSchema)).results;
    expect(h.location.street).toBeNull();
    expect(h.location.postcode).toBeNull();
  });

  test('it shows venues with their kind and amenities but no age', async () => {
    const res = await t.get(`/api/v2/users/${demoId('venue')}`);
    const p = publicProfileResponseSchema.parse(res.body).results;
    expect(p.profileType).toBe('venue');
    expect(p.age).toBeNull();
    expect(p.venue?.kind).toBe('brothel');
    expect(p.availability).toHaveLength(7);
  });

  test('it answers 404 for unpublished, punter and missing profiles and 422 for bad ids', async () => {
    expect((await t.get(`/api/v2/users/${demoId('escort-new')}`)).status).toBe(404);
    expect((await t.get(`/api/v2/users/${demoId('punter')}`)).status).toBe(404);
    const missing = await t.get('/api/v2/users/987654321');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not Found' });
    expect((await t.get('/api/v2/users/0')).status).toBe(422);
  });
});

describe('typed profile reads', () => {
  test('it shows AI companions on the escort-ai endpoint only', async () => {
    const ai = id(`SELECT user_id AS id FROM profiles WHERE profile_type = 'escort_ai' AND published = 1`);
    const res = await t.get(`/api/v2/users/profile/escort-ai/${ai}`);
    const p = publicProfileResponseSchema.parse(res.body).results;
    expect(p.profileType).toBe('escort_ai');
    expect(p.badges.ai).toBe(true);
    expect(p.ai?.model).toBeTruthy();
    expect(p.contact.phone).toBeNull();
    expect((await t.get(`/api/v2/users/profile/escort-ai/${demoId('escort')}`)).status).toBe(404);
  });

  test('it gives an AI companion no home town: no city, street or position, only the country', async () => {
    const ai = id(`SELECT user_id AS id FROM profiles WHERE profile_type = 'escort_ai' AND published = 1`);
    const p = publicProfileResponseSchema.parse((await t.get(`/api/v2/users/profile/escort-ai/${ai}`)).body).results;
    expect(p.location).toMatchObject({ city: null, suburb: null, street: null, postcode: null, lat: null, lon: null, placeSlug: null });
    expect(p.location.country).toBeTruthy();
  });

  test('it shows a punter page without personal data', async () => {
    const res = await t.get(`/api/v2/users/profile/punter/${demoId('punter')}`);
    const p = punterProfileResponseSchema.parse(res.body).results;
    expect(p).toMatchObject({ profileType: 'punter', name: 'punter', isVip: true, region: 'de' });
    expect(p.reviewsCount).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain('@');
    expect((await t.json(`/api/v2/users/profile/punter/${demoId('punter-basic')}`, punterProfileResponseSchema)).results.isVip).toBe(false);
    expect((await t.get(`/api/v2/users/profile/punter/${demoId('escort')}`)).status).toBe(404);
    expect((await t.get('/api/v2/users/profile/punter/abc')).status).toBe(422);
  });
});

describe('GET /users/{id}/reviews', () => {
  test('it pages reviews newest first with replies and the rating', async () => {
    const escort = demoId('escort');
    const res = await t.get(`/api/v2/users/${escort}/reviews?per_page=2`);
    expect(res.status).toBe(200);
    // A review written a moment ago shows on the next load: browsers revalidate the list every time.
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=20, stale-while-revalidate=0');
    const body = reviewsResponseSchema.parse(res.body);
    expect(body.total).toBe(5);
    expect(body.results).toHaveLength(2);
    expect(body.results[0]!.createdAt >= body.results[1]!.createdAt).toBe(true);
    expect(body.rating.count).toBe(5);
    const page3 = reviewsResponseSchema.parse((await t.get(`/api/v2/users/${escort}/reviews?per_page=2&page=3`)).body);
    expect(page3.results).toHaveLength(1);
    const withReply = id('SELECT r.profile_id AS id FROM reviews r JOIN review_replies rr ON rr.review_id = r.id LIMIT 1');
    const all = reviewsResponseSchema.parse((await t.get(`/api/v2/users/${withReply}/reviews?per_page=48`)).body);
    const reply = all.results.flatMap((r) => r.replies)[0];
    expect(reply?.author.isProfileOwner).toBe(true);
  });

  test('it answers 404 for a profile that is not public and 422 for bad paging', async () => {
    expect((await t.get(`/api/v2/users/${demoId('escort-new')}/reviews`)).status).toBe(404);
    expect((await t.get(`/api/v2/users/${demoId('escort')}/reviews?page=-1`)).status).toBe(422);
  });
});

describe('caching of public profile reads', () => {
  const PROFILE = 'public, max-age=10, s-maxage=20, stale-while-revalidate=10';
  const SHARED = /\b(public|s-maxage)\b/;

  test('a public profile is public per locale with a tag; If-None-Match answers an empty 304', async () => {
    const path = `/api/v2/users/${demoId('escort')}`;
    const res = await t.get(path);
    expect(res.headers.get('cache-control')).toBe(PROFILE);
    expect(res.headers.get('vary')).toContain('x-locale');
    const tag = res.headers.get('etag')!;
    expect((await t.get(path)).headers.get('etag')).toBe(tag);
    const revalidated = await t.get(path, { 'if-none-match': tag });
    expect([revalidated.status, revalidated.body, revalidated.headers.get('etag')]).toEqual([304, '', tag]);
    expect(revalidated.headers.get('cache-control')).toBe(PROFILE);
    expect((await t.get(path, { 'x-locale': 'en' })).headers.get('etag')).not.toBe(tag);
  });

  test('with a session (the owner or anyone else) the same read is private, no-store, without a tag', async () => {
    const escort = demoId('escort');
    const anonymous = await t.get(`/api/v2/users/${escort}`);
    for (const user of [escort, demoId('punter')]) {
      for (const path of [
        `/api/v2/users/${escort}`,
        `/api/v2/users/${escort}/reviews`,
        `/api/v2/users/profile/punter/${demoId('punter')}`,
      ]) {
        const res = await t.get(path, { 'x-test-user': String(user), 'if-none-match': anonymous.headers.get('etag')! });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe(PRIVATE_NO_STORE);
        expect(res.headers.get('cache-control'), path).not.toMatch(SHARED);
        expect(res.headers.get('etag'), path).toBeNull();
      }
    }
    expect((await t.get(`/api/v2/users/${escort}`, { 'x-test-user': String(escort) })).body).toEqual(anonymous.body);
  });

  test('an unpublished profile is a 404 nobody stores, for its owner too', async () => {
    const hidden = demoId('escort-new');
    for (const headers of [{}, { 'x-test-user': String(hidden) }] as Record<string, string>[]) {
      const res = await t.get(`/api/v2/users/${hidden}`, headers);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
    }
  });

  test('an edit, an unpublish and a publish change what a revalidation gets', async () => {
    const escort = demoId('escort');
    const path = `/api/v2/users/${escort}`;
    const first = await t.get(path);
    const { name } = syncSql(t.database).get('SELECT display_name AS name FROM profiles WHERE user_id = ?', escort) as { name: string };
    try {
      syncSql(t.database).run('UPDATE profiles SET display_name = ? WHERE user_id = ?', 'Lena Neu', escort);
      const edited = await t.get(path, { 'if-none-match': first.headers.get('etag')! });
      expect(edited.status).toBe(200);
      expect(publicProfileResponseSchema.parse(edited.body).results.name).toBe('Lena Neu');
      expect(edited.headers.get('etag')).not.toBe(first.headers.get('etag'));

      syncSql(t.database).run('UPDATE profiles SET published = 0 WHERE user_id = ?', escort);
      const gone = await t.get(path, { 'if-none-match': edited.headers.get('etag')! });
      expect([gone.status, gone.headers.get('cache-control')]).toEqual([404, 'no-store']);

      syncSql(t.database).run('UPDATE profiles SET published = 1, display_name = ? WHERE user_id = ?', name, escort);
      const back = await t.get(path, { 'if-none-match': first.headers.get('etag')! });
      expect(back.status).toBe(304);
    } finally {
      syncSql(t.database).run('UPDATE profiles SET published = 1, display_name = ? WHERE user_id = ?', name, escort);
    }
  });

  test('AI companions, punter pages and reviews are public with tags that revalidate', async () => {
    const ai = id(`SELECT user_id AS id FROM profiles WHERE profile_type = 'escort_ai' AND published = 1`);
    const cases: [string, string][] = [
      [`/api/v2/users/profile/escort-ai/${ai}`, PROFILE],
      [`/api/v2/users/profile/punter/${demoId('punter')}`, PROFILE],
      [`/api/v2/users/${demoId('escort')}/reviews?per_page=2`, 'public, max-age=0, s-maxage=20, stale-while-revalidate=0'],
    ];
    for (const [path, cacheControl] of cases) {
      const res = await t.get(path);
      expect(res.headers.get('cache-control'), path).toBe(cacheControl);
      expect((await t.get(path, { 'if-none-match': res.headers.get('etag')! })).status, path).toBe(304);
    }
    expect((await t.get(`/api/v2/users/profile/escort-ai/${ai}`)).headers.get('vary')).toContain('x-locale');
    expect((await t.get(`/api/v2/users/${demoId('escort')}/reviews`)).headers.get('vary')).not.toContain('x-locale');
  });
});

describe('POST /users/profile/report', () => {
  test('it stores a report and answers 201', async () => {
    const escort = demoId('escort');
    const res = await post('/api/v2/users/profile/report', {
      profileId: escort,
      reason: 'underage',
      message: 'looks too young',
      email: 'me@example.com',
    });
    expect(res.status).toBe(201);
    const body = reportResponseSchema.parse(await res.json());
    const row = syncSql(t.database).get(
      'SELECT profile_id, reason, message, request_id FROM profile_reports WHERE id = ?',
      body.results.id,
    ) as Record<string, unknown>;
    expect(row).toMatchObject({ profile_id: escort, reason: 'underage', message: 'looks too young' });
    expect(row.request_id).toBe(res.headers.get('x-request-id'));
  });

  test('it refuses bad bodies with 422 and field errors', async () => {
    const missing = await post('/api/v2/users/profile/report', {});
    expect(missing.status).toBe(422);
    const errors = validationErrorBodySchema.parse(await missing.json()).errors;
    expect(Object.keys(errors).sort()).toEqual(['profileId', 'reason']);
    const badEmail = await post('/api/v2/users/profile/report', { profileId: demoId('escort'), reason: 'fake', email: 'nope' });
    expect(validationErrorBodySchema.parse(await badEmail.json()).errors.email).toBeDefined();
    const unknown = await post('/api/v2/users/profile/report', { profileId: 987654, reason: 'fake' });
    expect(unknown.status).toBe(422);
    expect(validationErrorBodySchema.parse(await unknown.json()).errors.profileId).toEqual(['The selected profile is invalid.']);
    const malformed = await post('/api/v2/users/profile/report', '{"profileId": ');
    expect(malformed.status).toBe(422);
    const notJson = await post('/api/v2/users/profile/report', 'profileId=1', 'application/x-www-form-urlencoded');
    expect(notJson.status).toBe(415);
  });
});

test('it seeds a profile for every demo account that has one', () => {
  for (const a of DEMO_ACCOUNTS.filter((x) => x.profile)) {
    const row = syncSql(t.database).get('SELECT 1 AS ok FROM profiles WHERE user_id = ?', demoId(a.username));
    expect(row, a.username).toBeDefined();
  }
});

describe('GET /build/profiles', () => {
  const page = (query: string) => t.json(`/api/v2/build/profiles?${query}`, buildProfilesResponseSchema);

  test('it pages through every published escort, venue and AI profile in id order, and nothing else', async () => {
    const seen: number[] = [];
    let after = 0;
    for (;;) {
      const body = await page(`after=${after}&limit=200`);
      expect(body.results.length).toBeLessThanOrEqual(200);
      seen.push(...body.results.map((p) => p.id));
      if (body.next === null) break;
      expect(body.next).toBe(body.results.at(-1)!.id);
      after = body.next;
    }
    const expected = (
      syncSql(t.database).all(
        `SELECT user_id AS id FROM profiles WHERE published = 1 AND profile_type IN ('escort', 'venue', 'escort_ai') ORDER BY user_id`,
      ) as { id: number }[]
    ).map((r) => r.id);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('it never includes an unpublished profile or a punter', async () => {
    const unpublished = id(`SELECT user_id AS id FROM profiles WHERE published = 0 AND profile_type = 'escort' LIMIT 1`);
    const punter = demoId('punter');
    const near = await page(`after=${Math.min(unpublished, punter) - 1}&limit=${BUILD_PROFILES_MAX}`);
    const ids = near.results.map((p) => p.id);
    expect(ids).not.toContain(unpublished);
    expect(ids).not.toContain(punter);
  });

  test('it answers the public payload without phone, WhatsApp, Telegram or e-mail; the website stays', async () => {
    const escort = demoId('escort');
    const venue = demoId('venue');
    const [first] = (await page(`after=${escort - 1}&limit=1`)).results;
    const single = (await t.json(`/api/v2/users/${escort}`, publicProfileResponseSchema)).results;
    expect(single.contact.phone).not.toBeNull();
    expect(first).toEqual({
      ...single,
      contact: { phone: null, whatsapp: false, telegram: null, email: null, website: single.contact.website },
    });
    const [v] = (await page(`after=${venue - 1}&limit=1`)).results;
    const withWebsite = (await t.json(`/api/v2/users/${venue}`, publicProfileResponseSchema)).results.contact.website;
    expect(v?.contact.website).toBe(withWebsite);
  });

  test('it refuses a limit over the maximum and bad cursors with 422, and ends with next = null', async () => {
    expect((await t.get(`/api/v2/build/profiles?limit=${BUILD_PROFILES_MAX + 1}`)).status).toBe(422);
    expect((await t.get('/api/v2/build/profiles?limit=0')).status).toBe(422);
    expect((await t.get('/api/v2/build/profiles?after=-1')).status).toBe(422);
    expect((await t.get('/api/v2/build/profiles?after=abc')).status).toBe(422);
    const end = await page(`after=${Number.MAX_SAFE_INTEGER}`);
    expect(end).toEqual({ results: [], next: null });
  });
});
