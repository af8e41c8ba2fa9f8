import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../testing/app.ts';
import { FLAG, rebuildSearchIndex, refreshExpiredGold, syncSearchRows } from './search-index.ts';

let t: TestApp;
const now = new Date(TEST_NOW);
beforeAll(async () => {
  t = await createTestApp({ profiles: 300 });
});
afterAll(() => t.close());

const row = (id: number) =>
  t.deps.sqlite.prepare('SELECT rank, flags, services, price_from FROM profile_search WHERE profile_id = ?').get(id) as
    { rank: number; flags: number; services: number; price_from: number | null } | undefined;

function goldProfile(): number {
  return (
    t.deps.sqlite.prepare(`SELECT profile_id AS id FROM profile_search WHERE (flags & ${FLAG.gold}) != 0 AND kind = 1 LIMIT 1`).get() as {
      id: number;
    }
  ).id;
}

test('it holds one row per published escort, venue and AI profile and none for others', () => {
  const listable = t.deps.sqlite
    .prepare(`SELECT count(*) AS n FROM profiles WHERE published = 1 AND profile_type IN ('escort', 'venue', 'escort_ai')`)
    .get() as { n: number };
  const rows = t.deps.sqlite.prepare('SELECT count(*) AS n FROM profile_search').get() as { n: number };
  expect(rows.n).toBe(listable.n);
  expect(rebuildSearchIndex(t.deps.sqlite, now)).toBe(listable.n);
});

test('it removes the row of an unpublished profile and restores it on publish', () => {
  const id = goldProfile();
  t.deps.sqlite.prepare('UPDATE profiles SET published = 0 WHERE user_id = ?').run(id);
  syncSearchRows(t.deps.sqlite, [id], now);
  expect(row(id)).toBeUndefined();
  t.deps.sqlite.prepare('UPDATE profiles SET published = 1 WHERE user_id = ?').run(id);
  syncSearchRows(t.deps.sqlite, [id], now);
  expect(row(id)).toBeDefined();
});

test('it keeps the services mask and lowest price in step with the profile', () => {
  const id = goldProfile();
  t.deps.sqlite.prepare('DELETE FROM profile_services WHERE profile_id = ?').run(id);
  t.deps.sqlite.prepare('INSERT INTO profile_services (profile_id, service_id) VALUES (?, 94), (?, 2)').run(id, id);
  t.deps.sqlite
    .prepare('INSERT OR REPLACE INTO profile_prices (profile_id, duration_minutes, incall_cents, outcall_cents) VALUES (?, 15, NULL, 1234)')
    .run(id);
  syncSearchRows(t.deps.sqlite, [id], now);
  const bits = t.deps.sqlite.prepare('SELECT sum(1 << bit) AS mask FROM services WHERE id IN (94, 2)').get() as { mask: number };
  expect(row(id)?.services).toBe(bits.mask);
  expect(row(id)?.price_from).toBe(1234);
});

test('it drops the Gold boost once the Gold period ran out', () => {
  const id = goldProfile();
  const before = row(id);
  t.deps.sqlite.prepare('UPDATE profiles SET gold_until = ? WHERE user_id = ?').run(new Date(now.getTime() - 1000).toISOString(), id);
  expect(refreshExpiredGold(t.deps.sqlite, now)).toBeGreaterThanOrEqual(1);
  const after = row(id);
  expect((after?.flags ?? 0) & FLAG.gold).toBe(0);
  expect(after?.rank).toBeLessThan(before?.rank ?? 0);
});
