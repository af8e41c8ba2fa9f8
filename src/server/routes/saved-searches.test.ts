import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  savedSearchResponseSchema,
  savedSearchesResponseSchema,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_LIMIT_VIP,
} from '../../lib/api/saved-searches.ts';
import { ROLE_IDS, ROLES } from '../../lib/permissions.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, newPunter, signIn } from '../testing/punter.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const category = () => t.deps.regions.de.categories.find((c) => c.default)!;
const body = (o: Record<string, unknown> = {}) => ({
  name: 'Köln tonight',
  region: 'de',
  categoryId: category().id,
  path: category().url,
  query: '',
  ...o,
});
const save = (c: Client, o: Record<string, unknown> = {}) => c.call('POST', `${API}/users/saved-searches`, body(o));
const list = async (c: Client) => savedSearchesResponseSchema.parse((await c.call('GET', `${API}/users/saved-searches`)).body);

describe('saved searches', () => {
  test('a punter saves a search; the query is kept in the search codec canonical form', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const res = await save(c, { query: 'hair_color=blonde&age_max=30&bogus=1&age_min=21&hair_color=red' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const s = savedSearchResponseSchema.parse(res.body).results;
    expect(s.query).toBe('age_min=21&age_max=30&hair_color=blonde&hair_color=red');
    expect(s.href).toBe(`${category().url}?${s.query}`);
    expect(s.alerts).toBe(true);
    // The same search again answers with the saved one.
    const again = await save(c, { name: 'Other name', query: 'age_min=21&hair_color=red&hair_color=blonde&age_max=30' });
    expect(again.status).toBe(200);
    expect(savedSearchResponseSchema.parse(again.body).results.id).toBe(s.id);
    expect((await list(c)).results).toHaveLength(1);
  });

  test(`at most ${SAVED_SEARCH_LIMIT} searches, ${SAVED_SEARCH_LIMIT_VIP} for VIP`, async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) expect((await save(c, { query: `age_min=${20 + i}` })).status).toBe(201);
    const over = await save(c, { query: 'age_min=40' });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.body)).toContain(`at most ${SAVED_SEARCH_LIMIT} saved searches`);
    expect((await list(c)).limit).toBe(SAVED_SEARCH_LIMIT);

    const vip = newPunter(t, { vip: new Date(t.clock.now().getTime() + 86_400_000).toISOString() });
    const v = await signIn(t, vip.username);
    expect((await list(v)).limit).toBe(SAVED_SEARCH_LIMIT_VIP);
    for (let i = 0; i < SAVED_SEARCH_LIMIT_VIP; i++) expect((await save(v, { query: `age_min=${20 + i}` })).status, String(i)).toBe(201);
    expect((await save(v, { query: 'age_min=60' })).status).toBe(422);
  });

  test('rename, alerts off, delete; only the own searches', async () => {
    const p = newPunter(t);
    const c = await signIn(t, p.username);
    const id = savedSearchResponseSchema.parse((await save(c)).body).results.id;
    const renamed = await c.call('PATCH', `${API}/users/saved-searches/${id}`, { name: 'Renamed' });
    expect(savedSearchResponseSchema.parse(renamed.body).results.name).toBe('Renamed');
    const off = await c.call('PATCH', `${API}/users/saved-searches/${id}`, { alerts: false });
    expect(savedSearchResponseSchema.parse(off.body).results.alerts).toBe(false);
    expect((await c.call('PATCH', `${API}/users/saved-searches/${id}`, {})).status).toBe(422);
    const other = await signIn(t, newPunter(t).username);
    expect((await other.call('PATCH', `${API}/users/saved-searches/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await other.call('DELETE', `${API}/users/saved-searches/${id}`, {})).status).toBe(404);
    expect((await c.call('DELETE', `${API}/users/saved-searches/${id}`, {})).status).toBe(200);
    expect((await list(c)).results).toHaveLength(0);
  });

  test('it checks the search: category, place, path and name', async () => {
    const c = await signIn(t, newPunter(t).username);
    expect((await save(c, { categoryId: 999_999 })).status).toBe(422);
    expect((await save(c, { place: 'no-such-place-anywhere' })).status).toBe(422);
    expect((await save(c, { path: 'https://evil.test/' })).status).toBe(422);
    expect((await save(c, { path: '/sex/?x=1' })).status).toBe(422);
    expect((await save(c, { name: '' })).status).toBe(422);
    expect((await save(c, { name: 'x'.repeat(81) })).status).toBe(422);
  });

  test('punters only: 401 without a session, 403 for every other role', async () => {
    expect((await t.client().call('GET', `${API}/users/saved-searches`)).status).toBe(401);
    const names: Record<number, string> = {
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
    for (const role of ROLE_IDS.filter((r) => r !== ROLES.punter)) {
      const c = await signIn(t, names[role]!);
      expect((await c.call('GET', `${API}/users/saved-searches`)).status, names[role]).toBe(403);
    }
  });
});
