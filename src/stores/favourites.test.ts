import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { configureApi } from '../lib/api/http.ts';
import type { RoleId } from '../lib/permissions.ts';
import { createTestApp, type TestApp } from '../server/testing/app.ts';
import { $favouriteIds, clearFavourites, loadFavourites, toggleFavourite } from './favourites.ts';
import { syncSql } from '../server/testing/sync-sql.ts';

let t: TestApp;
/** The user the next requests are made as (the test app's session reads it from a header). */
let signedIn: number | undefined;

const one = (sql: string, ...params: string[]) => (syncSql(t.database).get(sql, ...params) as { id: number }).id;

beforeAll(async () => {
  t = await createTestApp({
    session: () => {
      if (!signedIn) return Promise.resolve(null);
      const roles = (syncSql(t.database).all('SELECT role_id AS r FROM user_roles WHERE user_id = ?', signedIn) as { r: RoleId }[]).map(
        (x) => x.r,
      );
      return Promise.resolve({ id: signedIn, roles });
    },
  });
  configureApi({
    origin: '',
    fetch: (input, init) => Promise.resolve(t.app.request(input instanceof Request ? input : input.toString(), init)),
  });
});
afterAll(() => t.close());
beforeEach(() => {
  clearFavourites();
  signedIn = one('SELECT id FROM users WHERE username = ?', 'punter-basic');
});

const escort = () =>
  one(`SELECT user_id AS id FROM profiles WHERE profile_type = 'escort' AND published = 1 ORDER BY user_id LIMIT 1 OFFSET 3`);

test("it loads the punter's favourites as ids", async () => {
  expect(await loadFavourites()).toBe(true);
  expect($favouriteIds.get()).toBeInstanceOf(Set);
});

test('it adds a favourite, keeps it on the server, and removes it again', async () => {
  const id = escort();
  await loadFavourites();
  expect(await toggleFavourite(id)).toBe(true);
  expect($favouriteIds.get()?.has(id)).toBe(true);
  clearFavourites();
  await loadFavourites();
  expect($favouriteIds.get()?.has(id)).toBe(true);
  expect(await toggleFavourite(id)).toBe(false);
  expect($favouriteIds.get()?.has(id)).toBe(false);
});

test('it takes a toggle back when the server refuses it', async () => {
  signedIn = one('SELECT id FROM users WHERE username = ?', 'escort');
  const id = escort();
  expect(await toggleFavourite(id)).toBeUndefined();
  expect($favouriteIds.get()?.has(id) ?? false).toBe(false);
  expect(await loadFavourites()).toBe(false);
});
