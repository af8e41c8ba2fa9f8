import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { TrackingEvent } from '../api/tracking.ts';
import { TRACKING_LIMITS } from '../api/tracking-codes.ts';
import { batches, createOutbox, FLUSH_DELAY_MS, FLUSH_SIZE, RETRY_DELAY_MS } from './queue.ts';
import { recordingTransport } from './testing.ts';

const view = (n: number): TrackingEvent => ({ c: 'page_view', a: 'cms', atr: { path: `/p${n}/` }, cou: 'de' });
const search = (n: number): TrackingEvent => ({ c: 'search', a: 'results', v: n, cou: 'de' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('it sends nothing while held and everything that waited once opened', () => {
  const transport = recordingTransport();
  const outbox = createOutbox(transport);
  outbox.add('page', view(1));
  outbox.flush(true);
  vi.advanceTimersByTime(FLUSH_DELAY_MS * 2);
  expect(transport.calls).toEqual([]);
  outbox.open();
  expect(transport.calls).toEqual([{ via: 'post', endpoint: 'page', events: [view(1)] }]);
});

test('it batches events per endpoint and sends them after the delay', () => {
  const transport = recordingTransport();
  const outbox = createOutbox(transport);
  outbox.open();
  outbox.add('page', view(1));
  outbox.add('search', search(1));
  outbox.add('page', view(2));
  vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
  expect(transport.calls).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(transport.calls).toEqual([
    { via: 'post', endpoint: 'page', events: [view(1), view(2)] },
    { via: 'post', endpoint: 'search', events: [search(1)] },
  ]);
});

test('it sends at once when an endpoint has a full batch waiting', () => {
  const transport = recordingTransport();
  const outbox = createOutbox(transport);
  outbox.open();
  for (let i = 0; i < FLUSH_SIZE; i++) outbox.add('search', search(i));
  expect(transport.calls).toHaveLength(1);
  expect(transport.calls[0]!.events).toHaveLength(FLUSH_SIZE);
});

test('it sends by beacon when the page is hidden, and by fetch when the browser refuses the beacon', () => {
  const taken = recordingTransport();
  const outbox = createOutbox(taken);
  outbox.open();
  outbox.add('page', view(1));
  outbox.add('event', { c: 'event', a: 'x', cou: 'de' });
  outbox.flush(true);
  expect(taken.calls.map((c) => [c.via, c.endpoint])).toEqual([
    ['beacon', 'page'],
    ['beacon', 'event'],
  ]);
  vi.advanceTimersByTime(FLUSH_DELAY_MS);
  expect(taken.calls).toHaveLength(2);

  const refused = recordingTransport(() => 204, false);
  const other = createOutbox(refused);
  other.open();
  other.add('page', view(1));
  other.flush(true);
  expect(refused.calls).toEqual([{ via: 'post', endpoint: 'page', events: [view(1)] }]);
});

test('it retries once after a network failure or a server error, never after a refusal', async () => {
  for (const [status, calls] of [
    [0, 2],
    [503, 2],
    [422, 1],
    [429, 1],
  ] as const) {
    const transport = recordingTransport(() => status);
    const outbox = createOutbox(transport);
    outbox.open();
    outbox.add('page', view(1));
    outbox.flush();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 3);
    expect(transport.calls, `status ${status}`).toHaveLength(calls);
  }
});

test('it never throws when the transport fails', async () => {
  const outbox = createOutbox({
    beacon: () => false,
    post: () => Promise.reject(new Error('offline')),
  });
  outbox.open();
  outbox.add('page', view(1));
  expect(() => outbox.flush(true)).not.toThrow();
  await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
});

test('it drops what waited and takes nothing more once closed', () => {
  const transport = recordingTransport();
  const outbox = createOutbox(transport);
  outbox.add('page', view(1));
  outbox.close();
  outbox.open();
  outbox.add('page', view(2));
  outbox.flush();
  vi.advanceTimersByTime(FLUSH_DELAY_MS);
  expect(transport.calls).toEqual([]);
});

test('it splits calls at the batch size and the body limit', () => {
  const many = Array.from({ length: 60 }, (_, i) => view(i));
  expect(batches(many).map((b) => b.length)).toEqual([TRACKING_LIMITS.maxBatch, TRACKING_LIMITS.maxBatch, 10]);
  const big = Array.from({ length: 5 }, (_, i): TrackingEvent => ({ ...view(i), l: 'ü'.repeat(200) }));
  const split = batches(big, 25, 1000);
  expect(split.flat()).toEqual(big);
  for (const batch of split) expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(1000);
});
