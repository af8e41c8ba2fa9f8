/**
 * Polling builds/latest.json (SPEC §7, interval "not shown": ours is POLL_INTERVAL_MS). A hidden tab
 * does not poll; when it becomes visible again it polls once at once (a tab left in the background
 * overnight learns about the deploy before the next click), then on the interval. The first poll
 * waits a full interval, so the first load of a page costs nothing. Once another build is seen the
 * poller stops: the page knows all it needs.
 */
import { isOtherBuild } from './page-build.ts';

/** Five minutes: a deploy reaches open tabs within one interval, at one tiny no-store request per tab. */
export const POLL_INTERVAL_MS = 5 * 60_000;

/** A tab that comes back polls at once, unless it polled this recently (quick tab switching). */
export const VISIBLE_MIN_GAP_MS = 30_000;

/** What the poller needs from the page. */
export interface PollerDeps {
  /** The page's own build id. */
  own: string;
  /** The build id latest.json names (undefined or a rejection when it cannot be read). */
  fetchLatest: () => Promise<string | undefined>;
  /** Called once, with the other build's id. */
  onNewBuild: (buildId: string) => void;
  isHidden: () => boolean;
  /** Subscribe to visibility changes; returns the unsubscribe. */
  onVisibilityChange: (listener: () => void) => () => void;
  intervalMs?: number;
  now?: () => number;
}

/** Start polling; returns a function that stops it. */
export function startBuildPoller(deps: PollerDeps): () => void {
  const interval = deps.intervalMs ?? POLL_INTERVAL_MS;
  // Read at each call: a replaced clock (tests, page.clock) is honoured.
  const now = deps.now ?? (() => Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPoll = now();
  let inFlight = false;
  let stopped = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (!stopped && !deps.isHidden()) timer = setTimeout(poll, Math.max(0, lastPoll + interval - now()));
  };
  const stop = () => {
    stopped = true;
    clear();
    unsubscribe();
  };
  function poll() {
    if (stopped || inFlight) return;
    inFlight = true;
    lastPoll = now();
    deps
      .fetchLatest()
      .then((latest) => {
        if (stopped || !isOtherBuild(deps.own, latest)) return;
        stop();
        deps.onNewBuild(latest);
      })
      // Offline or a failed deploy: try again on the next interval.
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        schedule();
      });
  }
  const unsubscribe = deps.onVisibilityChange(() => {
    if (deps.isHidden()) clear();
    else if (now() - lastPoll >= VISIBLE_MIN_GAP_MS) poll();
    else schedule();
  });
  schedule();
  return stop;
}
