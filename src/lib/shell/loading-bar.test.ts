import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createLoadingBar, FINISH_MS, LOADING_BAR, type LoadingBarView } from './loading-bar.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function view() {
  const shown: number[] = [];
  let visible = false;
  const v: LoadingBarView = {
    progress: (f) => {
      visible = true;
      shown.push(f);
    },
    hide: () => {
      visible = false;
    },
  };
  return { v, shown, visible: () => visible };
}

test('it has the SPEC values', () => {
  expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000, heightPx: 3 });
});

test('a load that ends within the throttle never shows the bar', () => {
  const { v, shown } = view();
  const end = createLoadingBar(v).start();
  vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
  end();
  vi.advanceTimersByTime(5000);
  expect(shown).toEqual([]);
});

test('a longer load shows the bar after the throttle, fills it over the duration, and completes it at the end', () => {
  const { v, shown, visible } = view();
  const end = createLoadingBar(v).start();
  vi.advanceTimersByTime(LOADING_BAR.throttleMs);
  expect(shown).toEqual([0]);
  vi.advanceTimersByTime(LOADING_BAR.durationMs / 2);
  expect(shown.at(-1)).toBeCloseTo(0.5, 5);
  vi.advanceTimersByTime(LOADING_BAR.durationMs * 2);
  // It waits short of the end while the load is open.
  expect(shown.at(-1)).toBe(0.9);
  end();
  expect(shown.at(-1)).toBe(1);
  expect(visible()).toBe(true);
  vi.advanceTimersByTime(FINISH_MS);
  expect(visible()).toBe(false);
});

test('overlapping loads keep the bar until the last ends; ending twice counts once', () => {
  const { v, shown, visible } = view();
  const bar = createLoadingBar(v);
  const a = bar.start();
  const b = bar.start();
  vi.advanceTimersByTime(LOADING_BAR.throttleMs + 100);
  a();
  a();
  expect(shown).not.toContain(1);
  b();
  expect(shown.at(-1)).toBe(1);
  vi.advanceTimersByTime(FINISH_MS);
  expect(visible()).toBe(false);
});

test('a new load while the full bar fades keeps it and starts over', () => {
  const { v, shown, visible } = view();
  const bar = createLoadingBar(v);
  const a = bar.start();
  vi.advanceTimersByTime(LOADING_BAR.throttleMs);
  a();
  const b = bar.start();
  vi.advanceTimersByTime(LOADING_BAR.throttleMs);
  expect(shown.at(-1)).toBe(0);
  expect(visible()).toBe(true);
  b();
});
