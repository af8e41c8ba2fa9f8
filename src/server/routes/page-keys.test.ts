/**
 * POST /build/page-keys: the key of every search page of the site changes exactly when the
 * listings it shows change. Unpublishing a profile changes the totals of the pages that listed it;
 * publishing it again and editing its text change the keys of exactly those pages and no other.
 * Each total is the total the search itself answers; visitor filters and unknown places are refused
 * one query at a time. GET /build/profile-keys: a profile's key changes with an edit and with a
 * review, no other's does; GET /build/profiles?ids= answers the published ones of the ids.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pageKeysResponseSchema, searchResponseSchema, PAGE_KEYS_MAX, type PageKeysResponse } from '../../lib/api/search.ts';
import { buildProfileKeysResponseSchema, buildProfilesResponseSchema, type BuildProfileKeysResponse } from '../../lib/api/profiles.ts';
import { listingTargets } from '../../lib/routing/index.ts';
import { targetQuery } from '../../lib/routing/listings.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;
const session = headerSession(() => t.database);
const targets = listingTargets();

beforeAll(async () => {
  t = await createTestApp({ session, profiles: 60 });
});
afterAll(() => t.close());

const escort = () => (syncSql(t.database).get(`SELECT id FROM users WHERE username = 'escort'`) as { id: number }).id;

async function post(queries: unknown[]): Promise<Response> {
  return t.app.request('/api/v2/build/page-keys', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ queries }),
  });
}

/** Every target's key, by path. */
async function keys(): Promise<Map<string, { total: number; key: string }>> {
  const out = new Map<string, { total: number; key: string }>();
  for (let i = 0; i < targets.length; i += PAGE_KEYS_MAX) {
    const chunk = targets.slice(i, i + PAGE_KEYS_MAX);
    const res = await post(chunk.map(targetQuery));
    expect(res.status).toBe(200);
    const body: PageKeysResponse = pageKeysResponseSchema.parse(await res.json());
    chunk.forEach((target, j) => {
      const r = body.results[j];
      expect(r, target.path).not.toBeNull();
      out.set(target.path, r!);
    });
  }
  return out;
}

function changed(a: Map<string, { total: number; key: string }>, b: Map<string, { total: number; key: string }>): string[] {
  return [...a].filter(([path, v]) => b.get(path)!.key !== v.key).map(([path]) => path);
}

async function call(method: string, path: string, body: unknown) {
  const res = await t.app.request(`/api/v2${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-test-user': String(escort()) },
    body: JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
}

describe('page keys', () => {
  test('change exactly on the pages that list a changed profile', async () => {
    const before = await keys();
    await call('PUT', '/users/profile/unpublish', { profile_published: false });
    const gone = await keys();
    const listing = changed(before, gone);
    // The escort was listed on her category page and the pages of her place (and more).
    expect(listing.length).toBeGreaterThanOrEqual(2);
    for (const path of listing) expect(gone.get(path)!.total, path).toBe(before.get(path)!.total - 1);

    await call('PUT', '/users/profile/publish', { profile_published: true });
    const back = await keys();
    expect(changed(gone, back).sort()).toEqual([...listing].sort());
    for (const path of listing) expect(back.get(path)!.total).toBe(before.get(path)!.total);

    await call('PATCH', '/onboarding/user-features', { about_me: 'Ein neuer Text über mich, ruhig und freundlich, für die Schlüssel.' });
    const edited = await keys();
    expect(changed(back, edited).sort()).toEqual([...listing].sort());

    // Nothing changed: nothing moves.
    expect(changed(edited, await keys())).toEqual([]);
  });

  test('each total is what the search answers', async () => {
    const all = await keys();
    // A sample across regions and kinds of page: every 97th target.
    for (const target of targets.filter((_, i) => i % 97 === 0)) {
      const q = new URLSearchParams(Object.entries(targetQuery(target)).map(([k, v]) => [k, String(v)]));
      const res = await t.app.request(`/api/v2/search/escorts?${q}`, { headers: { accept: 'application/json' } });
      const body = searchResponseSchema.parse(await res.json());
      expect(all.get(target.path)!.total, target.path).toBe(body.total);
    }
  });

  test('a query with a visitor filter or an unknown place is refused on its own; a bad body is a 422', async () => {
    const res = await post([{ region: 'de' }, { region: 'de', gender: 'female' }, { region: 'de', place: 'nowhere-at-all' }]);
    expect(res.status).toBe(200);
    const body = pageKeysResponseSchema.parse(await res.json());
    expect(body.results[0]).not.toBeNull();
    expect(body.results.slice(1)).toEqual([null, null]);
    expect((await post([])).status).toBe(422);
    expect((await post(Array.from({ length: PAGE_KEYS_MAX + 1 }, () => ({ region: 'de' })))).status).toBe(422);
  });
});

describe('profile keys', () => {
  async function profileKeys(): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    let after: number | null = 0;
    while (after !== null) {
      const page: BuildProfileKeysResponse = await t.json(
        `/api/v2/build/profile-keys?after=${after}&limit=25`,
        buildProfileKeysResponseSchema,
      );
      for (const r of page.results) out.set(r.id, r.key);
      after = page.next;
    }
    return out;
  }
  const diff = (a: Map<number, string>, b: Map<number, string>) => [...a].filter(([id, k]) => b.get(id) !== k).map(([id]) => id);

  test("an edit and a review change the profile's own key; every listed profile has one", async () => {
    const before = await profileKeys();
    const listed = syncSql(t.database).all('SELECT profile_id FROM profile_search') as { profile_id: number }[];
    expect([...before.keys()].sort((a, b) => a - b)).toEqual(listed.map((r) => r.profile_id).sort((a, b) => a - b));
    const { venue_id: venue } = syncSql(t.database).get('SELECT venue_id FROM profiles WHERE user_id = ?', escort()) as {
      venue_id: number | null;
    };
    await call('PATCH', '/onboarding/user-features', { about_me: 'Wieder ein neuer Text über mich, für die Schlüssel der Profile.' });
    const edited = await profileKeys();
    // Her page, and her venue's page (it shows her card).
    expect(diff(before, edited).sort((a, b) => a - b)).toEqual([escort(), ...(venue ? [venue] : [])].sort((a, b) => a - b));
    syncSql(t.database).run('INSERT INTO reviews (profile_id, rating, body) VALUES (?, 4, ?)', escort(), 'Sehr nett.');
    expect(diff(edited, await profileKeys())).toEqual([escort()]);
  });

  test('the profiles of given ids: the published ones; bad ids are a 422', async () => {
    const [a, b] = [...(await profileKeys()).keys()];
    const page = await t.json(`/api/v2/build/profiles?ids=${b},${a},999999`, buildProfilesResponseSchema);
    expect(page.results.map((p) => p.id)).toEqual([a, b]);
    expect(page.results[0]!.contact.phone).toBeNull();
    expect((await t.get('/api/v2/build/profiles?ids=1,x')).status).toBe(422);
    expect((await t.get(`/api/v2/build/profiles?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`)).status).toBe(422);
    expect((await t.get('/api/v2/build/profile-keys?limit=10001')).status).toBe(422);
  });
});
