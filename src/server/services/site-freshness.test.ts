/**
 * Every change a pre-rendered page shows records a site rebuild: a publish, an unpublish, and the
 * profile edits the profile page shows (texts and features, services, prices, weekly hours, the
 * shown address); changes the pages do not show (a private phone, "available now") record none.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { SITE_REBUILD } from './site-freshness.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;

/** Requests name their user in `x-test-user`; roles come from the database, like a real session. */
const session = headerSession(() => t.database);

beforeAll(async () => {
  t = await createTestApp({ session, profiles: 60 });
});
afterAll(() => t.close());

const escort = () => (syncSql(t.database).get(`SELECT id FROM users WHERE username = 'escort'`) as { id: number }).id;

async function call(method: string, path: string, body: unknown) {
  const res = await t.app.request(`/api/v2${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-test-user': String(escort()) },
    body: JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
}

/** The reasons of the pending rebuild (none: no rebuild recorded). */
function pendingReasons(): string[] {
  const rows = syncSql(t.database).all('SELECT payload FROM jobs WHERE kind = ? AND done_at IS NULL', SITE_REBUILD) as {
    payload: string;
  }[];
  return rows.map((r) => (JSON.parse(r.payload) as { reason: string }).reason);
}

beforeEach(() => {
  syncSql(t.database).run('DELETE FROM jobs WHERE kind = ?', SITE_REBUILD);
});

describe('a published profile', () => {
  test('an unpublish and a publish record a rebuild', async () => {
    await call('PUT', '/users/profile/unpublish', { profile_published: false });
    expect(pendingReasons()).toEqual(['unpublish']);
    syncSql(t.database).run('DELETE FROM jobs WHERE kind = ?', SITE_REBUILD);
    await call('PUT', '/users/profile/publish', { profile_published: true });
    expect(pendingReasons()).toEqual(['publish']);
  });

  test('a new about text, hair colour or height (shown on the profile page only) records a rebuild', async () => {
    for (const body of [{ about_me: 'Ein neuer Text über mich, ruhig und freundlich.' }, { hair_color: 'red' }, { height_cm: 171 }]) {
      syncSql(t.database).run('DELETE FROM jobs WHERE kind = ?', SITE_REBUILD);
      await call('PATCH', '/onboarding/user-features', body);
      expect(pendingReasons(), JSON.stringify(body)).toEqual(['profile']);
    }
  });

  test('the same texts again record none', async () => {
    await call('PATCH', '/onboarding/user-features', { height_cm: 171 });
    expect(pendingReasons()).toEqual([]);
  });

  test('new weekly hours record a rebuild; "available now" alone does not', async () => {
    await call('POST', '/users/availability', { weekly: [{ weekday: 2, opens: '10:00', closes: '18:00' }] });
    expect(pendingReasons()).toEqual(['profile']);
    syncSql(t.database).run('DELETE FROM jobs WHERE kind = ?', SITE_REBUILD);
    await call('POST', '/users/availability', { weekly: [{ weekday: 2, opens: '10:00', closes: '18:00' }], availableNow: true });
    expect(pendingReasons()).toEqual([]);
  });

  test('prices and services record a rebuild', async () => {
    await call('PUT', '/prices', { prices: [{ durationMinutes: 60, incallMinor: 25000, outcallMinor: null }] });
    expect(pendingReasons()).toEqual(['profile']);
    syncSql(t.database).run('DELETE FROM jobs WHERE kind = ?', SITE_REBUILD);
    await call('POST', '/services', { serviceIds: [2, 13] });
    expect(pendingReasons()).toEqual(['services']);
  });

  test('a shown suburb records a rebuild; a private phone (never on the page) records none', async () => {
    await call('PATCH', '/onboarding/user-information', { suburb: 'Ehrenfeld' });
    expect(pendingReasons()).toEqual(['profile']);
    syncSql(t.database).run('DELETE FROM jobs WHERE kind = ?', SITE_REBUILD);
    await call('PATCH', '/onboarding/user-information', { phone: '+4930999888777' });
    expect(pendingReasons()).toEqual([]);
  });
});
