/**
 * The browser's way out for tracking calls (SPEC §7 "Tracking": credentials, the Referer header):
 * `fetch` with keepalive, so a call started just before the page goes still arrives, and
 * `navigator.sendBeacon` when the page is being hidden.
 */
import { callTarget } from '../api/http.ts';
import { trackingBeacon } from '../api/client/tracking.ts';
import { TRACKING_PATHS } from '../api/tracking-codes.ts';
import type { Transport } from './queue.ts';

/** The transport of this browser. */
export function browserTransport(): Transport {
  return {
    beacon(endpoint, events) {
      try {
        if (typeof navigator.sendBeacon !== 'function') return false;
        const { url, body } = trackingBeacon(endpoint, events);
        return navigator.sendBeacon(url, body);
      } catch {
        return false;
      }
    },
    async post(endpoint, events) {
      const { url, headers } = callTarget(TRACKING_PATHS[endpoint]);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(events),
          credentials: 'include',
          keepalive: true,
        });
        return res.status;
      } catch {
        return 0;
      }
    },
  };
}
