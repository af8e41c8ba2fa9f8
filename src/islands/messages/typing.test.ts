import { afterEach, expect, test, vi } from 'vitest';
import { TYPING_SEND_EVERY_MS, TYPING_SHOWN_MS, typingIndicator, typingThrottle } from './typing.ts';

afterEach(() => vi.useRealTimers());

test('it lets one typing announcement out per interval', () => {
  let now = 1_000;
  const may = typingThrottle(() => now);
  expect(may()).toBe(true);
  now += TYPING_SEND_EVERY_MS - 1;
  expect(may()).toBe(false);
  now += 1;
  expect(may()).toBe(true);
});

test('it shows the indicator after an announcement and hides it after the timeout', () => {
  vi.useFakeTimers();
  const seen: boolean[] = [];
  const indicator = typingIndicator((on) => seen.push(on));
  indicator.seen();
  expect(seen).toEqual([true]);
  vi.advanceTimersByTime(TYPING_SHOWN_MS - 1);
  expect(seen).toEqual([true]);
  vi.advanceTimersByTime(1);
  expect(seen).toEqual([true, false]);
});

test('it keeps the indicator on while announcements keep coming', () => {
  vi.useFakeTimers();
  const seen: boolean[] = [];
  const indicator = typingIndicator((on) => seen.push(on));
  indicator.seen();
  vi.advanceTimersByTime(TYPING_SHOWN_MS - 100);
  indicator.seen();
  vi.advanceTimersByTime(TYPING_SHOWN_MS - 100);
  expect(seen).toEqual([true]);
  vi.advanceTimersByTime(100);
  expect(seen).toEqual([true, false]);
});

test('it hides at once when cleared, and clearing a hidden indicator changes nothing', () => {
  vi.useFakeTimers();
  const seen: boolean[] = [];
  const indicator = typingIndicator((on) => seen.push(on));
  indicator.clear();
  indicator.seen();
  indicator.clear();
  vi.advanceTimersByTime(TYPING_SHOWN_MS);
  expect(seen).toEqual([true, false]);
});
