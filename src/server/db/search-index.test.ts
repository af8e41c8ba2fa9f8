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
  t.database.sqlite.prepare('SELECT rank, flags, services, price_from FROM profile_search WHERE profile_id = ?').get(id) as
    { rank: number; flags: number; services: number; price_from: number | null } | undefined;

function goldProfile(): number {
  return (
    t.database.sqlite
      .prepare(`SELECT profile_id AS id FROM profile_search WHERE (flags & ${FLAG.gold}) != 0 AND kind = 1 LIMIT 1`)
      .get() as {
      id: number;
    }
  ).id;
}

test('it holds one row per published escort, venue and AI profile and none for others', async () => {
  const listable = t.database.sqlite
    .prepare(`SELECT count(*) AS n FROM profiles WHERE published = 1 AND profile_type IN ('escort', 'venue', 'escort_ai')`)
    .get() as { n: number };
  const rows = t.database.sqlite.prepare('SELECT count(*) AS n FROM profile_search').get() as { n: number };
  expect(rows.n).toBe(listable.n);
  expect(await rebuildSearchIndex(t.deps.db, now)).toBe(listable.n);
});

test('it removes the row of an unpublished profile and restores it on publish', async () => {
  const id = goldProfile();
  t.database.sqlite.prepare('UPDATE profiles SET published = 0 WHERE user_id = ?').run(id);
  await syncSearchRows(t.deps.db, [id], now);
  expect(row(id)).toBeUndefined();
  t.database.sqlite.prepare('UPDATE profiles SET published = 1 WHERE user_id = ?').run(id);
  await syncSearchRows(t.deps.db, [id], now);
  expect(row(id)).toBeDefined();
});

test('it keeps the services mask and lowest price in step with the profile', async () => {
  const id = goldProfile();
  t.database.sqlite.prepare('DELETE FROM profile_services WHERE profile_id = ?').run(id);
  t.database.sqlite.prepare('INSERT INTO profile_services (profile_id, service_id) VALUES (?, 94), (?, 2)').run(id, id);
  t.database.sqlite
    .prepare('INSERT OR REPLACE INTO profile_prices (profile_id, duration_minutes, incall_cents, outcall_cents) VALUES (?, 15, NULL, 1234)')
    .run(id);
  await syncSearchRows(t.deps.db, [id], now);
  const bits = t.database.sqlite.prepare('SELECT sum(1 << bit) AS mask FROM services WHERE id IN (94, 2)').get() as { mask: number };
  expect(row(id)?.services).toBe(bits.mask);
  expect(row(id)?.price_from).toBe(1234);
});

test('it drops the Gold boost once the Gold period ran out', async () => {
  const id = goldProfile();
  const before = row(id);
  t.database.sqlite.prepare('UPDATE profiles SET gold_until = ? WHERE user_id = ?').run(new Date(now.getTime() - 1000).toISOString(), id);
  expect(await refreshExpiredGold(t.deps.db, now)).toBeGreaterThanOrEqual(1);
  const after = row(id);
  expect((after?.flags ?? 0) & FLAG.gold).toBe(0);
  expect(after?.rank).toBeLessThan(before?.rank ?? 0);
});

test('rank, publication time and lowest price match their definitions in SQLite date and min functions', async () => {
  const id = goldProfile();
  t.database.sqlite
    .prepare('INSERT OR REPLACE INTO profile_prices (profile_id, duration_minutes, incall_cents, outcall_cents) VALUES (?, 30, 9000, 8000)')
    .run(id);
  t.database.sqlite
    .prepare('INSERT OR REPLACE INTO profile_prices (profile_id, duration_minutes, incall_cents, outcall_cents) VALUES (?, 60, 7000, NULL)')
    .run(id);
  await rebuildSearchIndex(t.deps.db, now);
  const at = now.toISOString();
  const mismatches = t.database.sqlite
    .prepare(
      `SELECT s.profile_id FROM profile_search s JOIN profiles p ON p.user_id = s.profile_id
       WHERE s.published_at != CAST(strftime('%s', p.published_at) AS INTEGER)
          OR s.rank != (CASE WHEN p.gold_until > :at THEN 1 ELSE 0 END) * 1099511627776
               + (CASE WHEN p.verified_at IS NOT NULL THEN 1 ELSE 0 END) * 549755813888
               + min((SELECT count(*) FROM photos ph WHERE ph.profile_id = p.user_id AND ph.is_explicit = 0), 10) * 34359738368
               + (CAST(julianday(p.published_at) AS INTEGER) - 2440000) * 65536
               + ((p.user_id * 40503) % 65536)
          OR s.price_from IS NOT (SELECT min(min(coalesce(pr.incall_cents, pr.outcall_cents), coalesce(pr.outcall_cents, pr.incall_cents)))
                                    FROM profile_prices pr WHERE pr.profile_id = p.user_id)`,
    )
    .all({ at });
  expect(mismatches).toEqual([]);
  expect(row(id)?.price_from).toBe(7000);
});
