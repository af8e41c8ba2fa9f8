/**
 * The device and session tracking ids (SPEC §3 "Cookies"): random ids in the cookies `lm_did`
 * (a year) and `lm_sid` (the browser session), which the server stores with each event. Set only
 * once tracking may run (consent), through js-cookie.
 */
import Cookies from 'js-cookie';
import { DEVICE_ID_COOKIE, SESSION_ID_COOKIE, TRACKING_ID_PATTERN } from '../api/tracking-codes.ts';

/** The cookie calls the ids need (js-cookie's). */
export type CookieJar = Pick<typeof Cookies, 'get' | 'set'>;

/** A random id of 22 URL-safe characters (128 bits; getRandomValues works on plain http too). */
export function randomTrackingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Keep valid ids, replace missing or malformed ones; returns the ids in use. */
export function ensureTrackingIds(secure: boolean, jar: CookieJar = Cookies): { deviceId: string; sessionId: string } {
  const attributes = { path: '/', sameSite: 'lax', secure } as const;
  const valid = (v: string | undefined): v is string => v !== undefined && TRACKING_ID_PATTERN.test(v);
  let deviceId = jar.get(DEVICE_ID_COOKIE);
  if (!valid(deviceId)) jar.set(DEVICE_ID_COOKIE, (deviceId = randomTrackingId()), { ...attributes, expires: 365 });
  let sessionId = jar.get(SESSION_ID_COOKIE);
  // No expiry: the cookie ends with the browser session.
  if (!valid(sessionId)) jar.set(SESSION_ID_COOKIE, (sessionId = randomTrackingId()), attributes);
  return { deviceId, sessionId };
}
