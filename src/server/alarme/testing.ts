/** Helpers of the alarme tests: the timers' dependencies over a test app, meeting bodies, signed-in escorts. */
import { RateLimiter } from '../auth/rate-limit.ts';
import { outboxProvider } from '../notify/outbox.ts';
import type { AuthTestApp } from '../testing/auth-app.ts';
import type { AlarmeDeps, SendHooks } from './deps.ts';

/** The site origin of links in the tests' messages. */
export const TEST_SITE = 'http://site.test';

/** The timers' dependencies on a test app's database and clock. */
export function timerDeps(t: Pick<AuthTestApp, 'deps' | 'clock' | 'log'>, hooks?: SendHooks): AlarmeDeps {
  return {
    db: t.deps.db,
    clock: t.clock,
    log: t.log,
    regions: t.deps.regions,
    messages: outboxProvider(t.deps.db),
    siteUrl: TEST_SITE,
    graceMinutes: 5,
    limiter: new RateLimiter(t.deps.db, t.clock),
    hooks,
  };
}

/** A meeting body starting `startIn` minutes from `now` with the check-in `checkInIn` minutes from now. */
export function meetingBody(now: Date, startIn: number, checkInIn: number, extra: Record<string, string> = {}) {
  const at = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();
  return { place: 'Hotel Adler, Zimmer 12', startsAt: at(startIn), endsAt: at(checkInIn), checkInAt: at(checkInIn), ...extra };
}

let taps = 0;
/** A fresh tap id. */
export const tap = () => `tap-${++taps}-${Math.random().toString(36).slice(2, 10)}`;
