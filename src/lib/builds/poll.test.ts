import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { POLL_INTERVAL_MS, startBuildPoller, VISIBLE_MIN_GAP_MS, type PollerDeps } from './poll.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A page whose visibility the test switches, and a latest.json the test sets. */
function page(latest: () => Promise<string | undefined>) {
  let hidden = false;
  const listeners = new Set<() => void>();
  const fetchLatest = vi.fn(latest);
  const onNewBuild = vi.fn<(id: string) => void>();
  const deps: PollerDeps = {
    own: 'A',
    fetchLatest,
    onNewBuild,
    isHidden: () => hidden,
    onVisibilityChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    now: () => Date.now(),
  };
  const setHidden = (value: boolean) => {
    hidden = value;
    for (const l of listeners) l();
  };
  return { deps, fetchLatest, onNewBuild, setHidden, listeners };
}

test('it does not poll during the first load, then polls on the interval', async () => {
  const p = page(() => Promise.resolve('A'));
  startBuildPoller(p.deps);
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
  expect(p.fetchLatest).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(p.fetchLatest).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  expect(p.fetchLatest).toHaveBeenCalledTimes(2);
  expect(p.onNewBuild).not.toHaveBeenCalled();
});

test('a hidden tab does not poll, and polls once at once when it becomes visible again', async () => {
  const p = page(() => Promise.resolve('A'));
  startBuildPoller(p.deps);
  p.setHidden(true);
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
  expect(p.fetchLatest).not.toHaveBeenCalled();
  p.setHidden(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(p.fetchLatest).toHaveBeenCalledTimes(1);
  // Then on the interval again, counted from that poll.
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
  expect(p.fetchLatest).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(p.fetchLatest).toHaveBeenCalledTimes(2);
});

test('quick tab switching right after a poll does not poll again', async () => {
  const p = page(() => Promise.resolve('A'));
  startBuildPoller(p.deps);
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  expect(p.fetchLatest).toHaveBeenCalledTimes(1);
  p.setHidden(true);
  await vi.advanceTimersByTimeAsync(VISIBLE_MIN_GAP_MS - 1000);
  p.setHidden(false);
  await vi.advanceTimersByTimeAsync(0);
  expect(p.fetchLatest).toHaveBeenCalledTimes(1);
});

test('another build id is reported once and polling stops', async () => {
  const p = page(() => Promise.resolve('B'));
  startBuildPoller(p.deps);
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  expect(p.onNewBuild).toHaveBeenCalledExactlyOnceWith('B');
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
  p.setHidden(true);
  p.setHidden(false);
  expect(p.fetchLatest).toHaveBeenCalledTimes(1);
  expect(p.listeners.size).toBe(0);
});

test('a failed or unreadable poll is retried on the next interval', async () => {
  let answer = (): Promise<string | undefined> => Promise.reject(new TypeError('Failed to fetch'));
  const p = page(() => answer());
  startBuildPoller(p.deps);
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  answer = () => Promise.resolve(undefined);
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  answer = () => Promise.resolve('C');
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
  expect(p.fetchLatest).toHaveBeenCalledTimes(3);
  expect(p.onNewBuild).toHaveBeenCalledExactlyOnceWith('C');
});

test('stopping it ends polling', async () => {
  const p = page(() => Promise.resolve('A'));
  const stop = startBuildPoller(p.deps);
  stop();
  await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
  expect(p.fetchLatest).not.toHaveBeenCalled();
});
