/**
 * The tracker's outbox: events wait per endpoint and go in batches (after FLUSH_DELAY_MS, or at
 * once when FLUSH_SIZE of one endpoint are waiting), at most TRACKING_LIMITS.maxBatch events and
 * maxBodyBytes per call. When the page is hidden everything left goes by beacon. A held outbox
 * keeps events without sending (no consent yet); a closed one drops them. Nothing here throws.
 */
import type { TrackingEvent } from '../api/tracking.ts';
import { TRACKING_LIMITS as L, type TrackingEndpoint } from '../api/tracking-codes.ts';

/** How events leave the page. */
export interface Transport {
  /** `navigator.sendBeacon`: true when the browser took the data. */
  beacon: (endpoint: TrackingEndpoint, events: TrackingEvent[]) => boolean;
  /** A `fetch` with keepalive: the answer's status, 0 when the network failed. */
  post: (endpoint: TrackingEndpoint, events: TrackingEvent[]) => Promise<number>;
}

/** Milliseconds an event waits for others to go with it. */
export const FLUSH_DELAY_MS = 2000;
/** Events of one endpoint that go at once without waiting. */
export const FLUSH_SIZE = 10;
/** Milliseconds before the one retry of a call that failed on the network or the server. */
export const RETRY_DELAY_MS = 5000;

const ENDPOINTS: readonly TrackingEndpoint[] = ['page', 'search', 'event'];
const encoder = new TextEncoder();

/** Split events into calls the server takes: at most `maxEvents` each and `maxBytes` of JSON. */
export function batches(
  events: readonly TrackingEvent[],
  maxEvents: number = L.maxBatch,
  maxBytes: number = L.maxBodyBytes,
): TrackingEvent[][] {
  const out: TrackingEvent[][] = [];
  let batch: TrackingEvent[] = [];
  let bytes = 2;
  for (const event of events) {
    // The event's bytes and the comma before it.
    const size = encoder.encode(JSON.stringify(event)).length + 1;
    if (batch.length && (batch.length >= maxEvents || bytes + size > maxBytes)) {
      out.push(batch);
      batch = [];
      bytes = 2;
    }
    batch.push(event);
    bytes += size;
  }
  if (batch.length) out.push(batch);
  return out;
}

/** The outbox. */
export interface Outbox {
  add(endpoint: TrackingEndpoint, event: TrackingEvent): void;
  /** Start sending (consent given, or not needed): what waited goes now. */
  open(): void;
  /** Drop everything and take nothing more (consent refused). */
  close(): void;
  /** Send what waits now; by beacon when the page is being hidden. */
  flush(hidden?: boolean): void;
}

/** A held outbox over `transport`. */
export function createOutbox(transport: Transport): Outbox {
  const waiting: Record<TrackingEndpoint, TrackingEvent[]> = { page: [], search: [], event: [] };
  let state: 'held' | 'open' | 'closed' = 'held';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const post = (endpoint: TrackingEndpoint, events: TrackingEvent[], retried = false): void => {
    transport.post(endpoint, events).then(
      // A refusal (4xx) would be refused again: only a failed network or server gets one more try.
      (status) => {
        if (!retried && (status === 0 || status >= 500)) setTimeout(() => post(endpoint, events, true), RETRY_DELAY_MS);
      },
      () => undefined,
    );
  };
  const send = (endpoint: TrackingEndpoint, hidden: boolean) => {
    for (const batch of batches(waiting[endpoint].splice(0))) if (!hidden || !transport.beacon(endpoint, batch)) post(endpoint, batch);
  };
  const flush = (hidden = false) => {
    clearTimeout(timer);
    timer = undefined;
    if (state === 'open') for (const endpoint of ENDPOINTS) send(endpoint, hidden);
  };
  return {
    add(endpoint, event) {
      if (state === 'closed') return;
      waiting[endpoint].push(event);
      if (state === 'held') return;
      if (waiting[endpoint].length >= FLUSH_SIZE) send(endpoint, false);
      else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
    },
    open() {
      if (state !== 'held') return;
      state = 'open';
      flush();
    },
    close() {
      state = 'closed';
      clearTimeout(timer);
      for (const endpoint of ENDPOINTS) waiting[endpoint] = [];
    },
    flush,
  };
}
