import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { getMe } from '../lib/api/client/users.ts';
import { configureApi } from '../lib/api/http.ts';
import type { User } from '../lib/api/users.ts';
import { createAuthTestApp, type AuthTestApp } from '../server/testing/auth-app.ts';
import { $session, $user, clearSession, isVipActive, loadSession, setSessionUser } from './session.ts';

let t: AuthTestApp;
let calls = 0;
beforeAll(async () => {
  t = await createAuthTestApp({ profiles: 20 });
  configureApi({
    origin: '',
    fetch: (input, init) => {
      calls++;
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return Promise.resolve(t.app.request(url, init));
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  calls = 0;
  $session.set({ status: 'unknown' });
});

const user = { id: 1, username: 'u', roles: [{ id: 1 }], vipValidTill: null } as unknown as User;

test('it is anonymous at once, without a request, when the browser holds no session cookie', async () => {
  expect(await loadSession()).toEqual({ status: 'anonymous' });
  expect(calls).toBe(0);
});

test('any 401 answer clears a signed-in session', async () => {
  setSessionUser(user);
  expect($user.get()?.username).toBe('u');
  const res = await getMe();
  expect(res.status).toBe(401);
  expect($session.get()).toEqual({ status: 'anonymous' });
  expect($user.get()).toBeNull();
});

test('it keeps a loaded answer until forced', async () => {
  clearSession();
  expect(await loadSession()).toEqual({ status: 'anonymous' });
  setSessionUser(user);
  expect((await loadSession()).status).toBe('authenticated');
  expect(calls).toBe(0);
});

test('VIP is active only while vipValidTill is later than now', () => {
  const now = new Date('2025-06-15T10:00:00Z');
  expect(isVipActive({ vipValidTill: '2025-06-15T10:00:01Z' }, now)).toBe(true);
  expect(isVipActive({ vipValidTill: '2025-06-15T10:00:00Z' }, now)).toBe(false);
  expect(isVipActive({ vipValidTill: null }, now)).toBe(false);
  expect(isVipActive(null, now)).toBe(false);
});
