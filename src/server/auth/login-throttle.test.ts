import { afterEach, beforeEach, expect, test } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { LOGIN_THROTTLE, LoginThrottle } from './login-throttle.ts';

let d: Database;
let clock: MovableClock;
let throttle: LoginThrottle;
beforeEach(async () => {
  d = await openDatabase(':memory:');
  clock = movableClock('2025-01-01T00:00:00Z');
  throttle = new LoginThrottle(d.db, clock);
});
afterEach(() => d.close());

const rows = (table: string) => d.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get()!.n;

test('the wait doubles with the failures after the free ones, up to the cap', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => throttle.delayFor(n))).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 8, 8]);
});

test('an address that failed waits once the account is past its free failures', async () => {
  for (let i = 0; i < 3; i++) await throttle.failed('e:a@example.test', '10.0.0.1');
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(0);
  await throttle.failed('e:a@example.test', '10.0.0.1');
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(1);
  await throttle.failed('e:a@example.test', '10.0.0.1');
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(2);
  clock.advance(1);
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(1);
  clock.advance(1);
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(0);
  for (let i = 0; i < 10; i++) await throttle.failed('e:a@example.test', '10.0.0.1');
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(LOGIN_THROTTLE.capSeconds);
});

test('failures from other addresses never hold back an address that did not fail', async () => {
  for (let i = 0; i < 10; i++) await throttle.failed('e:a@example.test', `192.0.2.${i}`);
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(0);
  // But they count against the account for an address that failed once.
  await throttle.failed('e:a@example.test', '10.0.0.1');
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(8);
  expect(await throttle.wait('e:b@example.test', '10.0.0.1')).toBe(0);
});

test('a success clears the wait of its address', async () => {
  for (let i = 0; i < 6; i++) await throttle.failed('e:a@example.test', '10.0.0.1');
  await throttle.failed('e:a@example.test', '10.0.0.2');
  await throttle.succeeded('e:a@example.test', '10.0.0.1');
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(0);
  expect(await throttle.wait('e:a@example.test', '10.0.0.2')).toBe(8);
});

test("the account's failures are forgotten when its window ends", async () => {
  for (let i = 0; i < 6; i++) await throttle.failed('e:a@example.test', '10.0.0.1');
  clock.advance(LOGIN_THROTTLE.windowSeconds);
  await throttle.failed('e:a@example.test', '10.0.0.1');
  // One failure in the new window: free again.
  expect(await throttle.wait('e:a@example.test', '10.0.0.1')).toBe(0);
  expect(d.sqlite.prepare('SELECT failures FROM login_failures').all()).toEqual([{ failures: 1 }]);
});

test('addresses of one IPv6 /64 wait as one address', async () => {
  for (let i = 1; i <= 4; i++) await throttle.failed('e:a@example.test', `2001:db8:5:5::${i}`);
  expect(await throttle.wait('e:a@example.test', '2001:db8:5:5:9:9:9:9')).toBe(1);
  expect(await throttle.wait('e:a@example.test', '2001:db8:5:6::1')).toBe(0);
  await throttle.succeeded('e:a@example.test', '2001:db8:5:5::77');
  expect(await throttle.wait('e:a@example.test', '2001:db8:5:5::1')).toBe(0);
});

test('after five failures from any addresses the account needs a captcha, until a success or a day after the first', async () => {
  const failures = async (n: number, account = 'e:a@example.test') => {
    const reached: boolean[] = [];
    for (let i = 0; i < n; i++) reached.push(await throttle.failed(account, `198.51.100.${i}`));
    return reached;
  };
  expect(await failures(LOGIN_THROTTLE.captchaAfter - 1)).toEqual([false, false, false, false]);
  expect(await throttle.captchaRequired('e:a@example.test')).toBe(false);
  // The failure that reaches the threshold says so (once).
  expect(await failures(2)).toEqual([true, false]);
  expect(await throttle.captchaRequired('e:a@example.test')).toBe(true);
  expect(await throttle.captchaRequired('e:b@example.test')).toBe(false);
  // A success ends it.
  await throttle.succeeded('e:a@example.test', '203.0.113.1');
  expect(await throttle.captchaRequired('e:a@example.test')).toBe(false);
  // So does the end of the day that began with the first failure.
  await failures(LOGIN_THROTTLE.captchaAfter, 'e:b@example.test');
  clock.advance(LOGIN_THROTTLE.captchaWindowSeconds - 1);
  expect(await throttle.captchaRequired('e:b@example.test')).toBe(true);
  clock.advance(1);
  expect(await throttle.captchaRequired('e:b@example.test')).toBe(false);
});

test('the captcha count is shared by two servers on one database', async () => {
  const other = new LoginThrottle(d.db, clock);
  const reached = await Promise.all(
    Array.from({ length: 8 }, (_, i) => (i % 2 ? other : throttle).failed('e:a@example.test', `10.0.0.${i}`)),
  );
  expect(reached.filter(Boolean)).toHaveLength(1);
  expect(await other.captchaRequired('e:a@example.test')).toBe(true);
  expect(await throttle.captchaRequired('e:a@example.test')).toBe(true);
});

test('two servers on one database share the failures, and failures at once all count', async () => {
  const other = new LoginThrottle(d.db, clock);
  await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? other : throttle).failed('e:a@example.test', `10.0.0.${i % 3}`)));
  expect(d.sqlite.prepare('SELECT failures FROM login_failures').all()).toEqual([{ failures: 12 }]);
  expect(rows('login_failure_addresses')).toBe(3);
  expect(await other.wait('e:a@example.test', '10.0.0.0')).toBe(8);
});

test('recording failures deletes rows that no longer matter', async () => {
  for (let i = 0; i < 20; i++) await throttle.failed(`e:flood-${i}@example.test`, `192.0.2.${i}`);
  expect([rows('login_failures'), rows('login_failure_addresses')]).toEqual([20, 20]);
  // Past the longest wait the addresses' failures go; the accounts' windows are still live.
  clock.advance(LOGIN_THROTTLE.capSeconds + 1);
  for (let i = 0; i < 5; i++) await throttle.failed('e:a@example.test', '10.0.0.1');
  expect([rows('login_failures'), rows('login_failure_addresses')]).toEqual([21, 1]);
  clock.advance(LOGIN_THROTTLE.windowSeconds);
  for (let i = 0; i < 6; i++) await throttle.failed('e:b@example.test', '10.0.0.1');
  expect(d.sqlite.prepare('SELECT account FROM login_failures').all()).toEqual([{ account: 'e:b@example.test' }]);
});
