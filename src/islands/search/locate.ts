/**
 * Asking the browser for the visitor's position ("near me"), loaded with the toggle after the
 * search island hydrates: only a click asks, and the answer is rounded before anything keeps it.
 */
import { roundPoint, type LocateResult } from './near-me.ts';

/** How long the browser may take for a position once allowed (ms). */
export const POSITION_TIMEOUT_MS = 10_000;
/** How long to wait in all, the browser's prompt included (some browsers never answer a dismissed prompt). */
export const LOCATE_GIVE_UP_MS = 30_000;

/** The minimal geolocation interface used here (tests pass their own). */
export type Geo = Pick<Geolocation, 'getCurrentPosition'>;

/** The browser's geolocation, when it has one. */
function browserGeolocation(): Geo | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;
}

/**
 * Ask the browser for the visitor's position (the permission prompt, the first time), rounded.
 * Resolves with the failure instead of throwing; a browser that never answers gives `timeout`.
 */
export function locate(geo: Geo | undefined = browserGeolocation()): Promise<LocateResult> {
  if (!geo) return Promise.resolve({ failure: 'unsupported' });
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: LocateResult) => {
      if (done) return;
      done = true;
      clearTimeout(giveUp);
      resolve(result);
    };
    const giveUp = setTimeout(() => finish({ failure: 'timeout' }), LOCATE_GIVE_UP_MS);
    try {
      geo.getCurrentPosition(
        (pos) => {
          const point = roundPoint(pos.coords.latitude, pos.coords.longitude);
          finish(point ? { point } : { failure: 'unavailable' });
        },
        (err) => finish({ failure: err.code === 1 ? 'denied' : err.code === 3 ? 'timeout' : 'unavailable' }),
        { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
      );
    } catch {
      // A browser that blocks the call outright (a policy, an insecure page) has no position to give.
      finish({ failure: 'unsupported' });
    }
  });
}
