/**
 * Tracking (SPEC §7 "Tracking", "traffic-manager cookie"), below /api/v2 like every call SPEC §7
 * does not place elsewhere: POST /e, /p and /s take one event or a batch, as JSON or as the
 * text/plain body `navigator.sendBeacon` sends, at most TRACKING_LIMITS.maxBodyBytes (413), every
 * event valid or none stored (422), calls limited per address and per device (429), else 204; of
 * a valid call only the events ../tracking/admission.ts admits are stored (the others are dropped
 * with the same 204). POST /traffic-manager/cookie/ stores a partner click and sets the
 * attribution cookie (limited per address per minute and per day, 429).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import {
  DEVICE_ID_COOKIE,
  parseTrackingBody,
  SESSION_ID_COOKIE,
  TRACKING_LIMITS,
  TRACKING_PATHS,
  trafficManagerBodySchema,
  type TrackingEndpoint,
} from '../../lib/api/tracking.ts';
import type { Accounts } from '../auth/accounts.ts';
import { isSecureRequest } from '../auth/cookies.ts';
import type { Limit } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { tooManyRequests } from '../http/answer.ts';
import { isLocalRequest } from '../http/client-address.ts';
import { requireJson, unprocessable, validJson, fieldErrors } from '../http/validate.ts';
import { storeEvents, trackingId, type TrackingSender } from '../tracking/ingest.ts';
import { setTrafficManagerCookie, storeTrafficClick } from '../tracking/traffic-manager.ts';

/** Limits of the tracking calls (a page batches, so a visitor makes a few calls a minute). */
export const TRACKING_RATE = {
  /** Calls per client address (generous: many visitors may share one address). */
  perAddress: { name: 'tracking-ip', max: 600, windowSeconds: 60 },
  /** Calls per device id cookie. */
  perDevice: { name: 'tracking-device', max: 120, windowSeconds: 60 },
  /** Traffic-manager hand-overs per client address. */
  trafficManager: { name: 'traffic-manager-ip', max: 30, windowSeconds: 60 },
  /** Traffic-manager hand-overs per client address and day (each stores a row of up to 16 KB). */
  trafficManagerDay: { name: 'traffic-manager-ip-day', max: 500, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, Limit>;

/** Body types the tracking calls take: JSON, and text/plain (sendBeacon with a string). */
const BODY_TYPE = /^(application\/(?:[\w.-]+\+)?json|text\/plain)\s*(?:;|$)/i;

function sender(c: Context<AppEnv>): TrackingSender {
  return {
    user: c.get('user'),
    deviceId: getCookie(c, DEVICE_ID_COOKIE),
    sessionId: getCookie(c, SESSION_ID_COOKIE),
    referrer: c.req.header('referer'),
  };
}

export function trackingRoutes(deps: AppDeps, accounts: Accounts) {
  const app = new Hono<AppEnv>({ strict: false });
  const limitBody = bodyLimit({
    maxSize: TRACKING_LIMITS.maxBodyBytes,
    onError: (c) =>
      c.json(
        {
          message: `A tracking call carries at most ${TRACKING_LIMITS.maxBodyBytes} bytes: send fewer events per call.`,
          errors: { body: [`at most ${TRACKING_LIMITS.maxBodyBytes} bytes`] },
        },
        413,
      ),
  });
  /** Refused: the seconds to wait (requests from this machine, such as tests and benchmarks, pass). */
  const refused = async (c: Context<AppEnv>, checks: [Limit, string][]) => {
    if (isLocalRequest(c)) return undefined;
    const r = await accounts.limiter.hitAll(checks);
    return r.ok ? undefined : r.retryAfter;
  };

  const track = (endpoint: TrackingEndpoint) => async (c: Context<AppEnv>) => {
    if (!BODY_TYPE.test(c.req.header('content-type') ?? ''))
      return c.json({ message: 'Send the events as application/json or text/plain JSON.', errors: { body: ['must be JSON'] } }, 415);
    const device = trackingId(getCookie(c, DEVICE_ID_COOKIE));
    const wait = await refused(c, [
      [TRACKING_RATE.perAddress, accounts.clientAddress(c)],
      ...(device ? [[TRACKING_RATE.perDevice, device] as [Limit, string]] : []),
    ]);
    if (wait !== undefined) return tooManyRequests(c, wait, 'Too many tracking calls: send events in batches.');
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return unprocessable(c, { body: ['must be JSON: one event object or an array of them'] });
    }
    const parsed = parseTrackingBody(endpoint, body);
    if (!parsed.success) return unprocessable(c, fieldErrors(parsed.error.issues));
    await storeEvents(deps, endpoint, parsed.data, sender(c), {
      device,
      address: accounts.clientAddress(c),
      capped: !isLocalRequest(c),
    });
    return c.body(null, 204);
  };
  app.post(TRACKING_PATHS.event, limitBody, track('event'));
  app.post(TRACKING_PATHS.page, limitBody, track('page'));
  app.post(TRACKING_PATHS.search, limitBody, track('search'));

  // Registered without the trailing slash: with strict: false it serves both spellings.
  app.post(TRACKING_PATHS.trafficManager.replace(/\/$/, ''), requireJson, limitBody, validJson(trafficManagerBodySchema), async (c) => {
    const address = accounts.clientAddress(c);
    const wait = await refused(c, [
      [TRACKING_RATE.trafficManager, address],
      [TRACKING_RATE.trafficManagerDay, address],
    ]);
    if (wait !== undefined) return tooManyRequests(c, wait);
    const params = c.req.valid('json');
    const stored = await storeTrafficClick(deps, params, sender(c));
    const { trustProxy, secureCookies } = accounts.settings;
    setTrafficManagerCookie(c, params.clickid!.trim(), isSecureRequest(c, trustProxy, secureCookies));
    // The same click id again changes nothing: the first row stays (stored: false), the cookie is set again.
    return c.json({ results: { clickId: params.clickid!.trim(), stored } });
  });

  return app;
}
