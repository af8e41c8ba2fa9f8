import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { statisticsResponseSchema } from '../../lib/api/tracking.ts';
import { totpCode } from '../auth/totp.ts';
import { deleteTrackingBefore } from '../db/queries/tracking-events.ts';
import { rollUpDay } from '../db/queries/tracking-rollups.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/accounts.ts';
import { dashboardData } from '../services/dashboard.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { API, publishedEscort, rows, signIn } from '../testing/punter.ts';
import { rollUpTracking, trackingRetentionFromEnv } from './tracking-rollup.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: AuthTestApp;
let escort: number;
const DAY = 86_400;
beforeAll(async () => {
  t = await createAuthTestApp();
  escort = publishedEscort(t, 3);
  const send = async (path: string, body: unknown) => expect((await t.client().call('POST', `${API}${path}`, body)).status).toBe(204);
  const atr = { profileId: escort, path: `/users/${escort}/` };
  // Three visitors open the profile (a profile open counts once per device and hour).
  for (const extra of [{ searchRequestId: 'req-1' }, {}, { homepageResultsId: 'home-1' }])
    await send('/p', { c: 'profile_open', a: 'card', atr: { ...atr, ...extra }, cou: 'de' });
  await send('/p', [
    { c: 'page_view', a: 'profile', atr, cou: 'de' },
    { c: 'page_view', a: 'profile', atr, cou: 'de' },
  ]);
  await send('/e', [
    { c: 'contact_click', a: 'phone', atr, cou: 'de' },
    { c: 'partner_click', a: 'open', atr: { partner: 'solad' }, cou: 'de' },
    { c: 'partner_click', a: 'open', atr: { partner: 'solad' }, cou: 'at' },
    { c: 'partner_click', a: 'open', atr: { partner: 'strip-chat' }, cou: 'uk' },
  ]);
  await send('/s', [
    { c: 'search', a: 'submit', atr: { place: 'koeln', category: 1 }, cou: 'de' },
    { c: 'search', a: 'submit', atr: { place: 'koeln', category: 1 }, cou: 'de' },
    { c: 'search', a: 'submit', atr: { place: 'wien' }, cou: 'at' },
  ]);
  // The owner opening the own profile is no open.
  syncSql(t.database).run(
    `INSERT INTO tracking_events (kind, category, action, region, profile_id, user_id, day) VALUES ('p', 'profile_open', 'card', 'de', ?, ?, '2025-06-15')`,
    escort,
    escort,
  );
});
afterAll(() => t.close());

const deps = () => ({ ...t.deps, log: t.log, retentionDays: 90 });
const profileRows = () => rows(t, 'SELECT day, page_views, opens, contact_clicks FROM profile_daily_stats WHERE profile_id = ?', escort);
const opensOn = async (day: string) => (await dashboardData(t.deps, escort)).days.find((d) => d.date === day)?.opens;

async function adminClient(mfa: boolean) {
  const admin = t.client();
  await admin.call('POST', `${API}/users/login`, { email: 'admin@demo.lustmap.test', password: DEMO_PASSWORD });
  if (mfa) await admin.call('POST', `${API}/users/mfa/verify`, { code: totpCode(DEMO_TOTP_SECRET, t.clock.now()) });
  return admin;
}

describe('tracking rollup', () => {
  test('today is counted live from the events before any rollup', async () => {
    expect(await opensOn('2025-06-15')).toBe(3);
    expect((await dashboardData(t.deps, escort)).totals.opens).toBe(3);
    expect(profileRows()).toEqual([]);
  });

  test('a finished day is rolled up once, with the same numbers the live count gave', async () => {
    t.clock.advance(DAY);
    const done = await rollUpTracking(deps());
    expect(done.days).toEqual(['2025-06-15']);
    expect(profileRows()).toEqual([{ day: '2025-06-15', page_views: 2, opens: 3, contact_clicks: 1 }]);
    expect(rows(t, `SELECT region, place, category_id, searches FROM search_daily_stats ORDER BY region`)).toEqual([
      { region: 'at', place: 'wien', category_id: 0, searches: 1 },
      { region: 'de', place: 'koeln', category_id: 1, searches: 2 },
    ]);
    expect(rows(t, `SELECT region, partner, clicks FROM partner_daily_stats ORDER BY region`)).toEqual([
      { region: 'at', partner: 'solad', clicks: 1 },
      { region: 'de', partner: 'solad', clicks: 1 },
      { region: 'uk', partner: 'strip-chat', clicks: 1 },
    ]);
    // Read from the rollup now, not twice.
    expect(await opensOn('2025-06-15')).toBe(3);
    expect((await rollUpTracking(deps())).days).toEqual([]);
  });

  test('rolling a day up again gives the same numbers', async () => {
    const before = { profile: profileRows(), searches: rows(t, 'SELECT * FROM search_daily_stats ORDER BY region, place') };
    await rollUpDay(t.deps.db, '2025-06-15');
    await rollUpDay(t.deps.db, '2025-06-15');
    expect(profileRows()).toEqual(before.profile);
    expect(rows(t, 'SELECT * FROM search_daily_stats ORDER BY region, place')).toEqual(before.searches);
  });

  test('the admin statistics need an admin with the second factor and count rolled and live days', async () => {
    expect((await t.client().call('GET', `${API}/admin/statistics`)).status).toBe(401);
    expect((await (await signIn(t, 'punter-basic')).call('GET', `${API}/admin/statistics`)).status).toBe(403);
    const noMfa = await (await adminClient(false)).call('GET', `${API}/admin/statistics`);
    expect(noMfa.status).toBe(403);
    expect(noMfa.body).toMatchObject({ message: AUTH_MESSAGES.mfaRequired });
    // Today (2025-06-16, not rolled up) gets one more search.
    expect(
      (await t.client().call('POST', `${API}/s`, { c: 'search', a: 'submit', atr: { place: 'koeln', category: 1 }, cou: 'de' })).status,
    ).toBe(204);
    // Searches of a place or category that does not exist (stored before events were checked) are left out.
    syncSql(t.database).run(
      `INSERT INTO search_daily_stats (day, region, place, category_id, searches) VALUES ('2025-06-15', 'de', 'atlantis', 1, 1000), ('2025-06-15', 'de', 'koeln', 999, 1000)`,
    );
    const admin = await adminClient(true);
    expect((await admin.call('GET', `${API}/admin/statistics?days=0`)).status).toBe(422);
    const res = await admin.call('GET', `${API}/admin/statistics?days=7`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = statisticsResponseSchema.parse(res.body).results;
    expect(s.days).toHaveLength(7);
    expect(s.days.slice(-2)).toEqual(['2025-06-15', '2025-06-16']);
    expect(s.searches.perDay.slice(-2)).toEqual([3, 1]);
    expect(s.searches.total).toBe(4);
    expect(s.topPlaces).toEqual([
      { region: 'de', place: 'koeln', searches: 3 },
      { region: 'at', place: 'wien', searches: 1 },
    ]);
    expect(s.topCategories).toEqual([{ categoryId: 1, searches: 3 }]);
    expect(s.partners.map((p) => [p.partner, p.total, p.perDay.at(-2)])).toEqual([
      ['solad', 2, 2],
      ['strip-chat', 1, 1],
      ['susi-live', 0, 0],
    ]);
  });

  test('retention deletes old raw events of rolled-up days only, and keeps the rollups', async () => {
    syncSql(t.database).run(
      `INSERT INTO tracking_events (kind, category, action, region, day) VALUES ('e', 'event', 'old', 'de', '2025-06-10')`,
    );
    // 2025-06-10 is not rolled up: it stays; 2025-06-15 is.
    expect((await deleteTrackingBefore(t.deps.db, '2025-06-16')).events).toBeGreaterThan(0);
    expect(rows(t, `SELECT DISTINCT day FROM tracking_events ORDER BY day`)).toEqual([{ day: '2025-06-10' }, { day: '2025-06-16' }]);
    expect(profileRows()).toHaveLength(1);
    t.clock.advance(100 * DAY);
    const done = await rollUpTracking(deps());
    expect(done.days).toEqual(['2025-06-10', '2025-06-16']);
    expect(rows(t, 'SELECT count(*) AS n FROM tracking_events')).toEqual([{ n: 0 }]);
  });

  test('the retention comes from TRACKING_RETENTION_DAYS', () => {
    expect(trackingRetentionFromEnv({})).toBe(90);
    expect(trackingRetentionFromEnv({ TRACKING_RETENTION_DAYS: '30' })).toBe(30);
    expect(() => trackingRetentionFromEnv({ TRACKING_RETENTION_DAYS: '0' })).toThrow(/whole number/);
  });
});
