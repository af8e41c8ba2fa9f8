import { expect, test } from 'vitest';
import { RateLimiter } from './rate-limit.ts';
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
