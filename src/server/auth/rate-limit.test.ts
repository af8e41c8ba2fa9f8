import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, expect, test } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { movableClock } from '../testing/clock.ts';
import { addressKey, limitKey, RateLimiter } from './rate-limit.ts';

const limit = { name: 't', max: 3, windowSeconds: 60 };
const start = '2025-01-01T00:00:00Z';

let d: Database;
beforeEach(async () => {
  d = await openDatabase(':memory:');
});
afterEach(() => d.close());

const windows = () => d.sqlite.prepare('SELECT name, key, count FROM rate_limit_windows ORDER BY name, key').all();

test('it allows max hits per window and refuses the next with the seconds left', async () => {
  const clock = movableClock(start);
  const limiter = new RateLimiter(d.db, clock);
  for (let i = 0; i < 3; i++) expect((await limiter.hit(limit, 'a')).ok).toBe(true);
  clock.advance(20);
  expect(await limiter.hit(limit, 'a')).toEqual({ ok: false, retryAfter: 40 });
  expect((await limiter.hit(limit, 'b')).ok).toBe(true);
  // Refused hits count too.
  expect(windows()).toEqual([
    { name: 't', key: 'a', count: 4 },
    { name: 't', key: 'b', count: 1 },
  ]);
});

test('it opens a new window when the old one ends', async () => {
  const clock = movableClock(start);
  const limiter = new RateLimiter(d.db, clock, { sweepStep: 0 });
  for (let i = 0; i < 4; i++) await limiter.hit(limit, 'a');
  clock.advance(59);
  expect(await limiter.hit(limit, 'a')).toEqual({ ok: false, retryAfter: 1 });
  clock.advance(1);
  // The row is still there (no sweep): the hit itself starts the window over.
  expect((await limiter.hit(limit, 'a')).ok).toBe(true);
  expect(windows()).toEqual([{ name: 't', key: 'a', count: 1 }]);
  await limiter.hit(limit, 'a');
  await limiter.hit(limit, 'a');
  clock.advance(30);
  // The new window ends 60 s after it started, not after the latest hit.
  expect(await limiter.hit(limit, 'a')).toEqual({ ok: false, retryAfter: 30 });
});

test('it counts every limit of a combined check and reports the first refusal', async () => {
  const limiter = new RateLimiter(d.db, movableClock(start));
  const other = { name: 'u', max: 1, windowSeconds: 10 };
  const both: [typeof limit, string][] = [
    [limit, 'a'],
    [other, 'x'],
  ];
  expect((await limiter.hitAll(both)).ok).toBe(true);
  expect(await limiter.hitAll(both)).toEqual({ ok: false, retryAfter: 10 });
  // The first limit counted both hits.
  expect((await limiter.hit(limit, 'a')).ok).toBe(true);
  expect((await limiter.hit(limit, 'a')).ok).toBe(false);
});

test('limits with the same key count apart', async () => {
  const limiter = new RateLimiter(d.db, movableClock(start));
  for (let i = 0; i < 3; i++) await limiter.hit(limit, 'a');
  expect((await limiter.hit({ ...limit, name: 'v' }, 'a')).ok).toBe(true);
  expect((await limiter.hit(limit, 'a')).ok).toBe(false);
});

test('it forgets a key on reset', async () => {
  const limiter = new RateLimiter(d.db, movableClock(start));
  for (let i = 0; i < 4; i++) await limiter.hit(limit, 'a');
  await limiter.reset(limit, 'a');
  expect((await limiter.hit(limit, 'a')).ok).toBe(true);
});

test('many hits at once count exactly', async () => {
  const limiter = new RateLimiter(d.db, movableClock(start));
  const many = { name: 'many', max: 100, windowSeconds: 60 };
  const results = await Promise.all(Array.from({ length: 150 }, () => limiter.hit(many, 'k')));
  expect(results.filter((r) => r.ok)).toHaveLength(100);
  expect(windows()).toEqual([{ name: 'many', key: 'k', count: 150 }]);
});

test('each hit deletes a few ended windows, so a flood of keys does not pile up rows', async () => {
  const clock = movableClock(start);
  const limiter = new RateLimiter(d.db, clock, { sweepStep: 4 });
  for (let i = 0; i < 200; i++) await limiter.hit(limit, `flood-${i}@example.test`);
  expect(windows()).toHaveLength(200);
  clock.advance(60);
  // 50 hits on one live key delete up to 4 ended windows each: all 200 are gone.
  for (let i = 0; i < 50; i++) await limiter.hit(limit, 'live');
  expect(windows()).toEqual([{ name: 't', key: 'live', count: 50 }]);
});

test('the sweep leaves live windows alone', async () => {
  const clock = movableClock(start);
  const limiter = new RateLimiter(d.db, clock, { sweepStep: 100 });
  for (let i = 0; i < 4; i++) await limiter.hit(limit, 'a');
  clock.advance(30);
  await limiter.hit({ name: 'short', max: 1, windowSeconds: 1 }, 'b');
  clock.advance(1);
  await limiter.hit(limit, 'c');
  expect(windows()).toEqual([
    { name: 't', key: 'a', count: 4 },
    { name: 't', key: 'c', count: 1 },
  ]);
  expect((await limiter.hit(limit, 'a')).ok).toBe(false);
});

test('an IPv6 address counts as its /64; IPv4, mapped IPv4 and other keys as themselves', () => {
  expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(addressKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
  expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  for (const other of ['local', 'unknown', 'e:anna@example.test', 'p:+4915112345678', 'u:12', '2001:db8::/64'])
    expect(addressKey(other)).toBe(other);
  // Addresses inside composite keys (a contact and an address, joined by NUL) count by network too.
  expect(limitKey('e:anna@example.test\u00002001:db8:1:2::99')).toBe('e:anna@example.test\u00002001:db8:1:2::/64');
  expect(limitKey('ip:2001:db8:1:2::99')).toBe('ip:2001:db8:1:2::/64');
  expect(limitKey('u:12')).toBe('u:12');
});

test('addresses of one IPv6 /64 share a per-address budget; another /64 has its own', async () => {
  const limiter = new RateLimiter(d.db, movableClock(start));
  for (let i = 1; i <= 3; i++) expect((await limiter.hit(limit, `2001:db8:7:7::${i.toString(16)}`)).ok).toBe(true);
  expect((await limiter.hit(limit, '2001:db8:7:7:ffff:1:2:3')).ok).toBe(false);
  expect((await limiter.hit(limit, '2001:db8:7:8::1')).ok).toBe(true);
  // A reset from any address of the block forgets the block's count.
  await limiter.reset(limit, '2001:db8:7:7::42');
  expect((await limiter.hit(limit, '2001:db8:7:7::1')).ok).toBe(true);
});

test('it refuses a sweep step that is not a whole number', () => {
  expect(() => new RateLimiter(d.db, movableClock(start), { sweepStep: -1 })).toThrow('sweepStep must be a whole number >= 0, got -1');
});

const dir = mkdtempSync(join(tmpdir(), 'lustmap-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('two servers on one database share the counts', async () => {
  const path = join(dir, 'shared.db');
  const first = await openDatabase(path);
  const second = await openDatabase(path);
  try {
    const clock = movableClock(start);
    const nodes = [new RateLimiter(first.db, clock), new RateLimiter(second.db, clock)];
    const shared = { name: 'shared', max: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => nodes[i % 2]!.hit(shared, 'k')));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(second.sqlite.prepare('SELECT count FROM rate_limit_windows').all()).toEqual([{ count: 30 }]);
    // A reset on one node opens the window on the other.
    await nodes[0]!.reset(shared, 'k');
    expect((await nodes[1]!.hit(shared, 'k')).ok).toBe(true);
  } finally {
    await first.close();
    await second.close();
  }
});
