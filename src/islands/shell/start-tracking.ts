/**
 * Starts the browser tracker on every page (loaded by the shell island when the browser is idle,
 * so none of this weighs on the first load): hands it the page, the session, the consent and the
 * browser's transport, and takes the `lmTrack` queue over. With PUBLIC_TRACKING_ENABLED off at
 * build time it only empties the queue.
 */
import Cookies from 'js-cookie';
import type { RegionCode } from '../../../regions/constants.ts';
import { sendTrafficManagerClick } from '../../lib/api/client/tracking.ts';
import { trackingEnabled } from '../../lib/tracking/flag.ts';
import { ensureTrackingIds } from '../../lib/tracking/ids.ts';
import { pagePlan, readPageFacts } from '../../lib/tracking/page.ts';
import { createTracker, takeOverQueue } from '../../lib/tracking/tracker.ts';
import { browserTransport } from '../../lib/tracking/transport.ts';
import { readConsent } from '../../stores/consent.ts';
import { $session } from '../../stores/session-state.ts';

function sessionStore(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    // Storage switched off.
    return undefined;
  }
}

let started = false;

/** Start tracking for a page of `region` (once); `cookieModal` when the region shows the cookie modal. */
export default function startTracking(region: RegionCode, cookieModal: boolean): void {
  if (started) return;
  started = true;
  if (!trackingEnabled(import.meta.env.PUBLIC_TRACKING_ENABLED)) return takeOverQueue(() => undefined);
  const tracker = createTracker({
    region,
    cookieModal,
    consent: readConsent,
    user: () => {
      const s = $session.get();
      return s.status === 'authenticated' ? s.user : null;
    },
    storage: sessionStore(),
    page: pagePlan(readPageFacts(document)),
    path: location.pathname,
    hash: location.hash,
    transport: browserTransport(),
    sendClick: (params) => sendTrafficManagerClick(params).then((res) => res.status),
    ensureIds: () => ensureTrackingIds(location.protocol === 'https:', Cookies),
  });
  addEventListener('pagehide', tracker.hide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.hide();
  });
  takeOverQueue(tracker.handle);
}
