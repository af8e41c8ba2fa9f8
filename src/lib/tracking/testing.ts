/** Test doubles of the tracker's browser parts: sessionStorage and the transport. */
import type { TrackingEvent } from '../api/tracking.ts';
import type { TrackingEndpoint } from '../api/tracking-codes.ts';
import type { Transport } from './queue.ts';

/** Storage as browsers implement it (Map-backed). */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.#items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

/** One call the transport made. */
export interface SentCall {
  via: 'beacon' | 'post';
  endpoint: TrackingEndpoint;
  events: TrackingEvent[];
}

/** A transport that records its calls; `status` answers posts, `beaconTaken` answers beacons. */
export function recordingTransport(status: () => number = () => 204, beaconTaken = true): Transport & { calls: SentCall[] } {
  const calls: SentCall[] = [];
  return {
    calls,
    beacon(endpoint, events) {
      if (beaconTaken) calls.push({ via: 'beacon', endpoint, events });
      return beaconTaken;
    },
    post(endpoint, events) {
      calls.push({ via: 'post', endpoint, events });
      return Promise.resolve(status());
    },
  };
}
