import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { favouriteToggleResponseSchema, favouritesResponseSchema } from '../../lib/api/favourites.ts';
import { ROLES } from '../../lib/permissions.ts';
import { JSON_REQUIRED } from '../http/content-type.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;

/** Requests name their user in `x-test-user`; roles come from the database, like a real session. */
const session = headerSession(() => t.database);

beforeAll(async () => {
  t = await createTestApp({ session });
});
afterAll(() => t.close());

function one(sql: string, ...params: (string | number)[]): number {
  const row = syncSql(t.database).get(sql, ...params) as { id: number } | undefined;
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}
const userId = (username: string) => one('SELECT id FROM users WHERE username = ?', username);
const publishedEscort = () =>
  one(`SELECT user_id AS id FROM profiles WHERE profile_type = 'escort' AND published = 1 ORDER BY user_id DESC LIMIT 1`);

const as = (user: number | undefined): Record<string, string> => (user ? { 'x-test-user': String(user) } : {});
const list = (user?: number) => t.app.request('/api/v2/users/favorite-profiles/', { headers: as(user) });
const toggle = (id: number, user?: number, type = 'application/json') =>
  t.app.request(`/api/v2/users/favorite-profiles/${id}`, { method: 'POST', headers: { ...as(user), 'content-type': type }, body: '{}' });

describe('GET /users/favorite-profiles/', () => {
  test("it lists a punter's saved profiles as cards", async () => {
    const res = await list(userId('punter'));
    expect(res.status).toBe(200);
    const body = favouritesResponseSchema.parse(await res.json());
    expect(body.total).toBe(body.results.length);
    for (const card of body.results) expect(card.path).toMatch(/\/users\/\d+\/$/);
  });

  test('it answers 401 without a session', async () => {
    const res = await list();
    expect(res.status).toBe(401);
  });

  test('it answers 403 for a role that may not keep favourites', async () => {
    const res = await list(userId('escort'));
    expect(res.status).toBe(403);
  });

  test('it leaves out saved profiles that were unpublished since', async () => {
    const punter = userId('punter-basic');
    const escort = publishedEscort();
    await toggle(escort, punter);
    syncSql(t.database).run('UPDATE profiles SET published = 0 WHERE user_id = ?', escort);
    try {
      const body = favouritesResponseSchema.parse(await (await list(punter)).json());
      expect(body.results.map((c) => c.id)).not.toContain(escort);
    } finally {
      syncSql(t.database).run('UPDATE profiles SET published = 1 WHERE user_id = ?', escort);
      await toggle(escort, punter);
    }
  });
});

describe('POST /users/favorite-profiles/{id}', () => {
  test('it adds a profile, then removes it on the second call', async () => {
    const punter = userId('punter-basic');
    const escort = one(`SELECT user_id AS id FROM profiles WHERE profile_type = 'venue' AND published = 1 LIMIT 1`);
    const first = favouriteToggleResponseSchema.parse(await (await toggle(escort, punter)).json());
    expect(first.results).toEqual({ profileId: escort, favourite: true });
    const listed = favouritesResponseSchema.parse(await (await list(punter)).json());
    expect(listed.results[0]?.id).toBe(escort);
    const second = favouriteToggleResponseSchema.parse(await (await toggle(escort, punter)).json());
    expect(second.results.favourite).toBe(false);
    const after = favouritesResponseSchema.parse(await (await list(punter)).json());
    expect(after.results.map((c) => c.id)).not.toContain(escort);
  });

  test('it answers 404 for a missing or unpublished profile', async () => {
    const punter = userId('punter');
    expect((await toggle(999_999_999, punter)).status).toBe(404);
    expect((await toggle(userId('escort-new'), punter)).status).toBe(404);
  });

  test('it answers 401 without a session and 403 for an escort', async () => {
    const escort = publishedEscort();
    expect((await toggle(escort)).status).toBe(401);
    expect((await toggle(escort, userId('escort'))).status).toBe(403);
  });

  test('it lets a user holding the punter role among others keep favourites', async () => {
    const multi = userId('multi');
    const roles = (syncSql(t.database).all('SELECT role_id AS r FROM user_roles WHERE user_id = ?', multi) as { r: number }[]).map(
      (r) => r.r,
    );
    expect(roles).toContain(ROLES.punter);
    const escort = publishedEscort();
    const res = favouriteToggleResponseSchema.parse(await (await toggle(escort, multi)).json());
    expect(res.results.favourite).toBe(true);
    await toggle(escort, multi);
  });

  test('it refuses a toggle sent as text/plain or without a content type with 415, and changes nothing', async () => {
    const punter = userId('punter-basic');
    const escort = publishedEscort();
    const before = favouritesResponseSchema.parse(await (await list(punter)).json()).total;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const res = await toggle(escort, punter, type);
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ message: JSON_REQUIRED, errors: { body: ['must be JSON'] } });
    }
    expect(favouritesResponseSchema.parse(await (await list(punter)).json()).total).toBe(before);
    expect((await toggle(escort, punter, 'application/json; charset=utf-8')).status).toBe(200);
    await toggle(escort, punter);
  });

  test('it rejects an id that is not a positive number with 422', async () => {
    const res = await t.app.request('/api/v2/users/favorite-profiles/abc', {
      method: 'POST',
      headers: { ...as(userId('punter')), 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
  });
});
