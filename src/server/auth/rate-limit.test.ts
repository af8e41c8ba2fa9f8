import { expect, test } from 'vitest';
import { RateLimiter, type Bucket } from './rate-limit.ts';
import { movableClock } from '../testing/clock.ts';

const limit = { name: 't', max: 3, windowSeconds: 60 };

test('it allows max hits per window and refuses the next with the seconds left', () => {
  const clock = movableClock('2025-01-01T00:00:00Z');
  const limiter = new RateLimiter(clock);
  for (let i = 0; i < 3; i++) expect(limiter.hit(limit, 'a').ok).toBe(true);
  clock.advance(20);
  expect(limiter.hit(limit, 'a')).toEqual({ ok: false, retryAfter: 40 });
  expect(limiter.hit(limit, 'b').ok).toBe(true);
});

test('it opens a new window when the old one ends', () => {
  const clock = movableClock('2025-01-01T00:00:00Z');
  const limiter = new RateLimiter(clock);
  for (let i = 0; i < 4; i++) limiter.hit(limit, 'a');
  clock.advance(60);
  expect(limiter.hit(limit, 'a').ok).toBe(true);
});

test('it counts every limit of a combined check and reports the first refusal', () => {
  const limiter = new RateLimiter(movableClock('2025-01-01T00:00:00Z'));
  const other = { name: 'u', max: 1, windowSeconds: 10 };
  expect(
    limiter.hitAll([
      [limit, 'a'],
      [other, 'x'],
    ]).ok,
  ).toBe(true);
  expect(
    limiter.hitAll([
      [limit, 'a'],
      [other, 'x'],
    ]),
  ).toEqual({ ok: false, retryAfter: 10 });
  // The first limit counted both hits.
  expect(limiter.hit(limit, 'a').ok).toBe(true);
  expect(limiter.hit(limit, 'a').ok).toBe(false);
});

test('it forgets a key on reset', () => {
  const limiter = new RateLimiter(movableClock('2025-01-01T00:00:00Z'));
  for (let i = 0; i < 4; i++) limiter.hit(limit, 'a');
  limiter.reset(limit, 'a');
  expect(limiter.hit(limit, 'a').ok).toBe(true);
});

/** A Map that counts every operation the limiter performs on it, iterator steps included. */
class CountingMap<K, V> extends Map<K, V> {
  ops = 0;
  override get(key: K) {
    this.ops++;
    return super.get(key);
  }
  override set(key: K, value: V) {
    this.ops++;
    return super.set(key, value);
  }
  override has(key: K) {
    this.ops++;
    return super.has(key);
  }
  override delete(key: K) {
    this.ops++;
    return super.delete(key);
  }
  override keys() {
    return this.#counted(super.keys());
  }
  override entries() {
    return this.#counted(super.entries());
  }
  override [Symbol.iterator]() {
    return this.#counted(super.entries());
  }
  #counted<T>(inner: MapIterator<T>): MapIterator<T> {
    const next = inner.next.bind(inner);
    inner.next = () => {
      this.ops++;
      return next();
    };
    return inner;
  }
}

// 200,000 hits take a few seconds on a loaded machine; the assertions count operations, not time.
test('a flood of 200,000 distinct keys keeps the map bounded and other checks constant-time', { timeout: 60_000 }, () => {
  const clock = movableClock('2025-01-01T00:00:00Z');
  const store = new CountingMap<string, Bucket>();
  const maxKeys = 10_000;
  const limiter = new RateLimiter(clock, { maxKeys, store });
  const login = { name: 'login-account', max: 10, windowSeconds: 15 * 60 };
  const costOfOneCheck = () => {
    const before = store.ops;
    limiter.hit(limit, 'unrelated-visitor');
    return store.ops - before;
  };
  const quiet = costOfOneCheck();

  let worst = 0;
  for (let i = 0; i < 200_000; i++) {
    limiter.hit(login, `flood-${i}@example.test`);
    if (i % 1000 === 999) {
      expect(store.size).toBeLessThanOrEqual(maxKeys);
      worst = Math.max(worst, costOfOneCheck());
    }
  }
  expect(limiter.size).toBe(maxKeys);
  // A new key and a known key each cost the same handful of map operations as on a quiet map.
  const afterFlood = [costOfOneCheck(), costOfOneCheck()];
  for (const cost of [...afterFlood, worst]) expect(cost).toBeLessThanOrEqual(quiet + 8);
  expect(worst).toBeLessThan(20);
  // The unrelated visitor is still counted correctly.
  expect(limiter.hit(limit, 'unrelated-visitor').ok).toBe(false);
});

test('the sweep drops expired counters without waiting for the cap', () => {
  const clock = movableClock('2025-01-01T00:00:00Z');
  const limiter = new RateLimiter(clock, { maxKeys: 1_000_000 });
  for (let i = 0; i < 5_000; i++) limiter.hit(limit, `k${i}`);
  expect(limiter.size).toBe(5_000);
  clock.advance(61);
  // Each hit inspects a few counters: a few thousand hits walk the whole map.
  for (let i = 0; i < 3_000; i++) limiter.hit(limit, 'live');
  expect(limiter.size).toBe(1);
});

test('at the cap the oldest counter goes first', () => {
  const limiter = new RateLimiter(movableClock('2025-01-01T00:00:00Z'), { maxKeys: 3 });
  for (const key of ['a', 'b', 'c']) for (let i = 0; i < 4; i++) limiter.hit(limit, key);
  limiter.hit(limit, 'd');
  expect(limiter.size).toBe(3);
  // "a" was dropped (its window starts afresh); "c" is still refused.
  expect(limiter.hit(limit, 'c').ok).toBe(false);
  expect(limiter.hit(limit, 'a').ok).toBe(true);
});
