/**
 * "Available now" in public: the escort's switch (POST /users/availability/) puts her into the
 * `available_now=1` search and its count, and her cards and public profile say `availableNow` with
 * the end, until that end passes on the (movable) clock: then the same requests find her no more
 * and say false, with no job rewriting anything. Switching it off takes her out at once, even
 * from a search answered a moment before. `available_now=0` restricts nothing; venues and AI
 * companions are never "available now".
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RegionCode } from '../../../regions/schema.ts';
import { publicProfileResponseSchema } from '../../lib/api/profiles.ts';
import { searchCountResponseSchema, searchResponseSchema } from '../../lib/api/search.ts';
import { syncSearchRows } from '../db/search-index.ts';
import { AVAILABLE_NOW_HOURS } from '../services/own-profile.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, rows, signIn } from '../testing/punter.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: AuthTestApp;
let escortId: number;
beforeAll(async () => {
  t = await createAuthTestApp();
  escortId = idOf(t, 'escort');
});
afterAll(() => t.close());

/** Switch the demo escort's "available now" on or off (her weekly hours kept); returns the end. */
async function switchAvailable(on: boolean): Promise<string | null> {
  const escort: Client = await signIn(t, 'escort');
  const saved = await escort.call('GET', `${API}/users/availability/`);
  expect(saved.status).toBe(200);
  const { weekly } = (saved.body as { results: { weekly: unknown[] } }).results;
  const res = await escort.call('POST', `${API}/users/availability/`, { weekly, availableNow: on });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { results: { availableNowUntil: string | null } }).results.availableNowUntil;
}

/** A visitor's search (a new address each time, so the search budget never runs out). */
async function search(query: string) {
  const res = await t.client().call('GET', `${API}/search/escorts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return searchResponseSchema.parse(res.body);
}

async function count(query: string): Promise<number> {
  const res = await t.client().call('GET', `${API}/search/escorts/count?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return searchCountResponseSchema.parse(res.body).total;
}

async function profile(id: number) {
  const res = await t.client().call('GET', `${API}/users/${id}`);
  expect(res.status).toBe(200);
  return publicProfileResponseSchema.parse(res.body).results;
}

/** Her card in the Köln listing (without the filter). */
async function cardInKoeln() {
  const card = (await search('region=de&place=koeln&per_page=48')).results.find((c) => c.id === escortId);
  expect(card, 'her card in the Köln listing').toBeDefined();
  return card!;
}

describe('available now', () => {
  test('the filter, the count, her card and her profile follow the switch until its end passes', async () => {
    // Nobody is available before she switches it on.
    expect(await count('region=de&available_now=1')).toBe(0);
    expect((await profile(escortId)).availableNow).toBe(false);

    const until = await switchAvailable(true);
    expect(Date.parse(until!) - t.clock.now().getTime()).toBe(AVAILABLE_NOW_HOURS * 3600_000);
    // The search row keeps the end in seconds: the search compares it with its own time.
    expect(rows(t, 'SELECT available_until AS s FROM profile_search WHERE profile_id = ?', escortId)).toEqual([
      { s: Date.parse(until!) / 1000 },
    ]);

    for (const scope of ['region=de', 'region=de&place=koeln', 'region=de&category=/escort/']) {
      const found = await search(`${scope}&available_now=1`);
      expect(
        found.results.map((c) => c.id),
        scope,
      ).toEqual([escortId]);
      expect(found.total, scope).toBe(1);
      expect(await count(`${scope}&available_now=1`), scope).toBe(1);
    }
    const [card] = (await search('region=de&available_now=1')).results;
    expect(card).toMatchObject({ availableNow: true, availableNowUntil: until });
    expect(await cardInKoeln()).toMatchObject({ availableNow: true, availableNowUntil: until });
    expect(await profile(escortId)).toMatchObject({ availableNow: true, availableNowUntil: until });
    // Others are listed as before, and say they are not available now.
    const all = await search('region=de&per_page=48');
    expect(all.total).toBeGreaterThan(1);
    expect(all.results.filter((c) => c.id !== escortId && (c.availableNow || c.availableNowUntil !== null))).toEqual([]);

    // A second before the end she is still on (the clock moved past every cached answer's life).
    t.clock.advance(AVAILABLE_NOW_HOURS * 3600 - 1);
    expect(await count('region=de&available_now=1')).toBe(1);
    expect((await profile(escortId)).availableNow).toBe(true);

    // Past the end: nothing rewrote her row, and every answer says she is off.
    t.clock.advance(2);
    expect(rows(t, 'SELECT available_until AS s FROM profile_search WHERE profile_id = ?', escortId)).toEqual([
      { s: Date.parse(until!) / 1000 },
    ]);
    const after = await search('region=de&place=koeln&available_now=1');
    expect(after.results).toEqual([]);
    expect(after.total).toBe(0);
    expect(await count('region=de&place=koeln&available_now=1')).toBe(0);
    expect(await cardInKoeln()).toMatchObject({ availableNow: false, availableNowUntil: null });
    expect(await profile(escortId)).toMatchObject({ availableNow: false, availableNowUntil: null });
  });

  test('switching it off takes her out of a search answered a moment before', async () => {
    await switchAvailable(true);
    expect((await search('region=de&place=koeln&available_now=1')).total).toBe(1);
    expect(await count('region=de&place=koeln&available_now=1')).toBe(1);
    // The same searches again, within the cache's life: the switch changed the index's version.
    expect(await switchAvailable(false)).toBeNull();
    expect((await search('region=de&place=koeln&available_now=1')).total).toBe(0);
    expect(await count('region=de&place=koeln&available_now=1')).toBe(0);
    expect(rows(t, 'SELECT available_until AS s FROM profile_search WHERE profile_id = ?', escortId)).toEqual([{ s: null }]);
    expect((await cardInKoeln()).availableNow).toBe(false);
  });

  test('0 restricts nothing, a bad value is refused, and venues and AI companions are never available now', async () => {
    await switchAvailable(true);
    expect(await count('region=de&place=koeln&available_now=0')).toBe(await count('region=de&place=koeln'));
    for (const bad of ['2', 'yes', '-1']) {
      const res = await t.client().call('GET', `${API}/search/escorts/count?region=de&available_now=${bad}`);
      expect(res.status).toBe(422);
      expect(Object.keys((res.body as { errors: Record<string, string[]> }).errors)).toEqual(['available_now']);
    }
    // A venue and an AI companion with an end in their rows (no switch of theirs writes one) stay out.
    const others = rows(
      t,
      `SELECT user_id AS id, profile_type AS type, region FROM profiles WHERE published = 1 AND profile_type IN ('venue', 'escort_ai')
       ORDER BY user_id`,
    ) as { id: number; type: string; region: RegionCode }[];
    const venue = others.find((p) => p.type === 'venue')!;
    const ai = others.find((p) => p.type === 'escort_ai')!;
    const end = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    for (const p of [venue, ai]) {
      syncSql(t.database).run('UPDATE profiles SET available_now_until = ? WHERE user_id = ?', end, p.id);
      await syncSearchRows(t.deps.db, [p.id], t.clock.now());
      expect(rows(t, 'SELECT available_until AS s FROM profile_search WHERE profile_id = ?', p.id)).toEqual([{ s: null }]);
      expect(await profile(p.id)).toMatchObject({ availableNow: false, availableNowUntil: null });
    }
    const venueCategory = t.deps.regions[venue.region].categories.find((c) => c.filter.venue)!;
    const aiCategory = t.deps.regions[ai.region].categories.find((c) => c.filter.is_ai)!;
    expect(await count(`region=${venue.region}&category=${venueCategory.url}`)).toBeGreaterThan(0);
    expect(await count(`region=${venue.region}&category=${venueCategory.url}&available_now=1`)).toBe(0);
    expect(await count(`region=${ai.region}&category=${aiCategory.url}`)).toBeGreaterThan(0);
    expect(await count(`region=${ai.region}&category=${aiCategory.url}&available_now=1`)).toBe(0);
    await switchAvailable(false);
  });
});
