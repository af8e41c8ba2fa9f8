import { afterEach, expect, test, vi } from 'vitest';
import type { Meeting } from '../../lib/api/alarme.ts';
import type { ApiFailure, ApiResult } from '../../lib/api/http.ts';
import { keepRetrying, navigatorOnline, readQueue, SAFE_QUEUE_KEY, safeQueue, type QueuedSafe } from './safe-queue.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const meeting = (id: number, status: Meeting['status'] = 'safe'): Meeting => ({
  id,
  status,
  place: 'Hotel Adler, Zimmer 12',
  startsAt: '2025-05-01T20:00:00.000Z',
  endsAt: '2025-05-01T21:00:00.000Z',
  checkInAt: '2025-05-01T21:00:00.000Z',
  clientDescription: null,
  clientPhone: null,
  lastLocation: null,
  alertedAt: null,
  alertReason: null,
  acknowledgedBy: [],
  closedAt: '2025-05-01T20:55:00.000Z',
  createdAt: '2025-05-01T19:00:00.000Z',
});

const tap = (meetingId: number, clientActionId = `tap-${meetingId}-aaaa`): QueuedSafe => ({
  meetingId,
  pin: '2468',
  clientActionId,
  queuedAt: 1,
});

const ok = (id: number): ApiResult<{ results: Meeting }> => ({ data: { results: meeting(id) }, status: 200 });
const offline: ApiResult<{ results: Meeting }> = { status: 0, message: 'Failed to fetch', errors: {} };
const wrongPin: ApiFailure = { status: 422, message: 'Invalid', errors: { pin: ['The PIN is wrong.'] } };

/** A window stand-in whose `online` listeners a test can fire. */
function onlineTarget() {
  const listeners = new Set<() => void>();
  return {
    listeners,
    addEventListener: (_: string, fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => void listeners.delete(fn),
    fire: () => listeners.forEach((fn) => fn()),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('an online tap is sent at once and leaves nothing behind', async () => {
  const storage = memoryStorage();
  const send = vi.fn((x: QueuedSafe) => Promise.resolve(ok(x.meetingId)));
  const settled = vi.fn();
  const queue = safeQueue({ storage, send, isOnline: () => true, onSettled: settled });
  const outcome = await queue.submit(tap(7));
  expect(outcome).toEqual({ kind: 'done', meeting: meeting(7) });
  expect(send).toHaveBeenCalledTimes(1);
  expect(storage.data.has(SAFE_QUEUE_KEY)).toBe(false);
  expect(queue.waiting()).toEqual([]);
  expect(settled).toHaveBeenCalledWith(tap(7), { kind: 'done', meeting: meeting(7) });
});

test('an offline tap is kept in storage without a call, and a new page load finds it', async () => {
  const storage = memoryStorage();
  const send = vi.fn((x: QueuedSafe) => Promise.resolve(ok(x.meetingId)));
  const queue = safeQueue({ storage, send, isOnline: () => false });
  expect(await queue.submit(tap(7))).toEqual({ kind: 'retry' });
  expect(send).not.toHaveBeenCalled();
  expect(readQueue(storage)).toEqual([tap(7)]);
  expect(safeQueue({ storage, send, isOnline: () => true }).waiting()).toEqual([tap(7)]);
});

test('a failed connection keeps the tap; the retry sends it with the same clientActionId and then drops it', async () => {
  const storage = memoryStorage();
  const send = vi
    .fn<(x: QueuedSafe) => Promise<ApiResult<{ results: Meeting }>>>()
    .mockResolvedValueOnce(offline)
    .mockResolvedValueOnce(ok(7));
  const queue = safeQueue({ storage, send, isOnline: () => true });
  expect(await queue.submit(tap(7, 'same-id-123'))).toEqual({ kind: 'retry' });
  expect(readQueue(storage)).toHaveLength(1);
  await queue.flush();
  expect(send.mock.calls.map(([x]) => x.clientActionId)).toEqual(['same-id-123', 'same-id-123']);
  expect(readQueue(storage)).toEqual([]);
});

test('server trouble and rate limits are retried; a refusal (wrong PIN) is final and reported', async () => {
  const storage = memoryStorage();
  const settled = vi.fn();
  const answers: ApiResult<{ results: Meeting }>[] = [
    { status: 503, message: 'down', errors: {} },
    { status: 429, message: 'slow down', errors: {} },
    wrongPin,
  ];
  const send = vi.fn(() => Promise.resolve(answers.shift()!));
  const queue = safeQueue({ storage, send, isOnline: () => true, onSettled: settled });
  expect((await queue.submit(tap(7))).kind).toBe('retry');
  await queue.flush();
  expect(settled).not.toHaveBeenCalled();
  await queue.flush();
  expect(settled).toHaveBeenCalledWith(tap(7), { kind: 'refused', failure: wrongPin });
  expect(queue.waiting()).toEqual([]);
});

test('a second tap for the same meeting replaces the first; other meetings keep theirs', async () => {
  const storage = memoryStorage();
  const queue = safeQueue({ storage, send: () => Promise.resolve(offline), isOnline: () => false });
  await queue.submit(tap(7, 'first-tap-1'));
  await queue.submit(tap(8, 'other-meeting'));
  await queue.submit(tap(7, 'second-tap-2'));
  expect(readQueue(storage).map((x) => x.clientActionId)).toEqual(['other-meeting', 'second-tap-2']);
});

test('one request per tap at a time, even when a retry meets a running send', async () => {
  let finish: (r: ApiResult<{ results: Meeting }>) => void = () => {};
  const send = vi.fn(() => new Promise<ApiResult<{ results: Meeting }>>((resolve) => (finish = resolve)));
  const queue = safeQueue({ storage: memoryStorage(), send, isOnline: () => true });
  const first = queue.submit(tap(7));
  await queue.flush();
  expect(send).toHaveBeenCalledTimes(1);
  finish(ok(7));
  expect((await first).kind).toBe('done');
});

test('a thrown send counts as a failed connection', async () => {
  const queue = safeQueue({
    storage: memoryStorage(),
    send: () => Promise.reject(new Error('boom')),
    isOnline: () => true,
  });
  expect(await queue.submit(tap(7))).toEqual({ kind: 'retry' });
  expect(queue.waiting()).toHaveLength(1);
});

test('unreadable or foreign storage content is an empty queue; a refusing storage keeps taps in memory', async () => {
  const storage = memoryStorage();
  storage.data.set(SAFE_QUEUE_KEY, '{not json');
  expect(readQueue(storage)).toEqual([]);
  storage.data.set(SAFE_QUEUE_KEY, JSON.stringify([{ meetingId: '7' }, tap(8)]));
  expect(readQueue(storage)).toEqual([tap(8)]);
  const refusing = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {},
  };
  const queue = safeQueue({ storage: refusing, send: () => Promise.resolve(offline), isOnline: () => false });
  await queue.submit(tap(7));
  expect(queue.waiting()).toEqual([tap(7)]);
});

test('the retry runs at start, on every online event and every 15 s while online, and stops when told', async () => {
  vi.useFakeTimers();
  const storage = memoryStorage();
  let online = false;
  const send = vi.fn((): Promise<ApiResult<{ results: Meeting }>> => Promise.resolve(offline));
  const queue = safeQueue({ storage, send, isOnline: () => online });
  await queue.submit(tap(7));
  const target = onlineTarget();
  const stop = keepRetrying(queue, target, () => online);
  expect(send).not.toHaveBeenCalled();
  // Offline: the timer ticks without a call.
  await vi.advanceTimersByTimeAsync(15_000);
  expect(send).not.toHaveBeenCalled();
  online = true;
  target.fire();
  await vi.advanceTimersByTimeAsync(0);
  expect(send).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(14_000);
  expect(send).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(send).toHaveBeenCalledTimes(2);
  // Answered: nothing left to send, the timer goes on without calls.
  send.mockResolvedValue(ok(7));
  await vi.advanceTimersByTimeAsync(15_000);
  expect(send).toHaveBeenCalledTimes(3);
  expect(readQueue(storage)).toEqual([]);
  await vi.advanceTimersByTimeAsync(30_000);
  expect(send).toHaveBeenCalledTimes(3);
  stop();
  expect(target.listeners.size).toBe(0);
});

test('a tap left by an earlier page load is sent as soon as the retry starts online', async () => {
  vi.useFakeTimers();
  const storage = memoryStorage();
  storage.data.set(SAFE_QUEUE_KEY, JSON.stringify([tap(9, 'left-behind-1')]));
  const send = vi.fn((x: QueuedSafe) => Promise.resolve(ok(x.meetingId)));
  const settled = vi.fn();
  const queue = safeQueue({ storage, send, isOnline: () => true, onSettled: settled });
  const stop = keepRetrying(queue, onlineTarget(), () => true);
  await vi.advanceTimersByTimeAsync(0);
  expect(send).toHaveBeenCalledWith(tap(9, 'left-behind-1'));
  expect(settled).toHaveBeenCalledTimes(1);
  expect(storage.data.has(SAFE_QUEUE_KEY)).toBe(false);
  stop();
});

test('with navigator.onLine false the tap waits for the online event, then goes out', async () => {
  vi.useFakeTimers();
  const nav = { onLine: false };
  vi.stubGlobal('navigator', nav);
  const send = vi.fn((x: QueuedSafe) => Promise.resolve(ok(x.meetingId)));
  const queue = safeQueue({ storage: memoryStorage(), send, isOnline: navigatorOnline });
  const target = onlineTarget();
  const stop = keepRetrying(queue, target, navigatorOnline);
  expect(await queue.submit(tap(7))).toEqual({ kind: 'retry' });
  await vi.advanceTimersByTimeAsync(30_000);
  expect(send).not.toHaveBeenCalled();
  nav.onLine = true;
  target.fire();
  await vi.advanceTimersByTimeAsync(0);
  expect(send).toHaveBeenCalledTimes(1);
  expect(queue.waiting()).toEqual([]);
  stop();
});
