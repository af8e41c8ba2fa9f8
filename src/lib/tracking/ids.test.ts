import { expect, test } from 'vitest';
import { DEVICE_ID_COOKIE, SESSION_ID_COOKIE, TRACKING_ID_PATTERN } from '../api/tracking-codes.ts';
import { ensureTrackingIds, randomTrackingId, type CookieJar } from './ids.ts';

/** A cookie jar that records what was set and how. */
function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const sets: { name: string; value: string; attributes: object }[] = [];
  const cookies = {
    get: (name: string) => values.get(name),
    set: (name: string, value: string, attributes: object) => {
      values.set(name, value);
      sets.push({ name, value, attributes });
      return value;
    },
  } as unknown as CookieJar;
  return { cookies, sets };
}

test('it makes random ids the server accepts', () => {
  const ids = new Set(Array.from({ length: 50 }, randomTrackingId));
  expect(ids.size).toBe(50);
  for (const id of ids) expect(id).toMatch(TRACKING_ID_PATTERN);
});

test('it sets a device id for a year and a session id for the browser session', () => {
  const { cookies, sets } = jar();
  const ids = ensureTrackingIds(true, cookies);
  expect(sets).toEqual([
    { name: DEVICE_ID_COOKIE, value: ids.deviceId, attributes: { path: '/', sameSite: 'lax', secure: true, expires: 365 } },
    { name: SESSION_ID_COOKIE, value: ids.sessionId, attributes: { path: '/', sameSite: 'lax', secure: true } },
  ]);
  expect(ids.deviceId).not.toBe(ids.sessionId);
});

test('it keeps valid ids and replaces malformed ones', () => {
  const { cookies, sets } = jar({ [DEVICE_ID_COOKIE]: 'device-id-1', [SESSION_ID_COOKIE]: 'bad id!' });
  const ids = ensureTrackingIds(false, cookies);
  expect(ids.deviceId).toBe('device-id-1');
  expect(sets.map((s) => s.name)).toEqual([SESSION_ID_COOKIE]);
  expect(ids.sessionId).toMatch(TRACKING_ID_PATTERN);
});
