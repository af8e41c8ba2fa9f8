import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REGION_CODES } from '../../../regions/schema.ts';
import { ROLES } from '../../lib/permissions.ts';
import { searchCountResponseSchema } from '../../lib/api/search.ts';
import { verifyPassword } from '../security/password.ts';
import { setup } from '../setup.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../testing/app.ts';
import { fixedClock, isoDay, minusYears } from '../time.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import { BOOKING_WORDS } from './vocabulary.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 6000 });
});
afterAll(() => t.close());

const all = <T>(sql: string, ...params: (string | number)[]) => syncSql(t.database).all(sql, ...params) as T[];

async function dump(seed: number): Promise<string> {
  const { database } = await setup({ path: ':memory:', clock: fixedClock(TEST_NOW), seedProfiles: 400, seed });
  const tables = ['profiles', 'profile_services', 'profile_prices', 'photos', 'reviews', 'favourites', 'partner_adverts'];
  const out = tables.map((table) => JSON.stringify(syncSql(database).all(`SELECT * FROM ${table} ORDER BY 1, 2`)));
  const users = syncSql(database).all('SELECT id, username, email, date_of_birth, region FROM users ORDER BY id');
  await database.close();
  return JSON.stringify([out, users]);
}

describe('demo data', () => {
  test('it is the same for the same seed and date, and differs for another seed', async () => {
    const a = await dump(7);
    expect(await dump(7)).toBe(a);
    expect(await dump(8)).not.toBe(a);
  }, 30_000);

  test('it writes AI companions as AI characters, with no booking language', () => {
    const ai = all<{ slogan: string; about: string }>(`SELECT slogan, about FROM profiles WHERE profile_type = 'escort_ai'`);
    expect(ai.length).toBeGreaterThan(100);
    for (const { slogan, about } of ai) {
      const text = `${slogan} ${about}`.toLowerCase();
      for (const word of BOOKING_WORDS) expect(text, `"${word}" in: ${text}`).not.toContain(word);
      expect(about).toMatch(/\b(KI|AI|IA)\b|KI-|IA\b|intelligenza artificiale/);
    }
  });

  test('it makes every person an adult', () => {
    const limit = minusYears(isoDay(new Date(TEST_NOW)), 18);
    const profiles = all<{ dob: string }>(`SELECT date_of_birth AS dob FROM profiles WHERE date_of_birth IS NOT NULL`);
    const users = all<{ dob: string }>(`SELECT date_of_birth AS dob FROM users WHERE date_of_birth IS NOT NULL`);
    expect(profiles.length).toBeGreaterThan(5000);
    for (const { dob } of [...profiles, ...users]) expect(dob <= limit, dob).toBe(true);
    const people = all<{ n: number }>(
      `SELECT count(*) AS n FROM profiles WHERE profile_type IN ('escort', 'escort_ai') AND published = 1 AND date_of_birth IS NULL`,
    );
    expect(people[0]?.n).toBe(0);
  });

  test('it fills every category of every region', async () => {
    for (const region of REGION_CODES) {
      for (const c of t.deps.regions[region].categories) {
        const res = await t.json(
          `/api/v2/search/escorts/count?region=${region}&category=${encodeURIComponent(c.url)}`,
          searchCountResponseSchema,
        );
        expect(res.total, `${region} ${c.url}`).toBeGreaterThan(0);
      }
    }
  });

  test('it lists people at every place the region tables link to', async () => {
    for (const region of REGION_CODES) {
      const r = t.deps.regions[region];
      const named = [
        ...new Set([...r.featuredLocations.map((f) => f.place), ...r.notFoundPlaces, ...r.footerLists.flatMap((l) => l.places)]),
      ];
      for (const slug of named) {
        if (!t.deps.places.bySlug(region, slug)) continue;
        const res = await t.json(`/api/v2/search/escorts/count?region=${region}&place=${slug}`, searchCountResponseSchema);
        expect(res.total, `${region} ${slug}`).toBeGreaterThan(0);
      }
    }
  });

  test('it spreads listings by population', () => {
    for (const region of REGION_CODES) {
      const rows = all<{ population: number; n: number }>(
        `SELECT pl.population, count(*) AS n FROM profile_search s JOIN places pl ON pl.id = s.place_id
         JOIN profiles p ON p.user_id = s.profile_id WHERE p.region = ? GROUP BY pl.id ORDER BY pl.population DESC`,
        region,
      );
      const top = rows.slice(0, 5).reduce((s, r) => s + r.n, 0) / 5;
      const tail = rows.slice(-50).reduce((s, r) => s + r.n, 0) / 50;
      expect(top, region).toBeGreaterThan(tail * 3);
      expect(rows.length, region).toBeGreaterThan(50);
    }
  });

  test('it covers hobby and professional, incall and escort, trans, male, venues, agencies and AI', () => {
    const count = (where: string) => all<{ n: number }>(`SELECT count(*) AS n FROM profiles WHERE published = 1 AND ${where}`)[0]?.n ?? 0;
    expect(count(`user_type = 1`)).toBeGreaterThan(100);
    expect(count(`user_type = 0`)).toBeGreaterThan(100);
    expect(count(`meeting_location = 0`)).toBeGreaterThan(100);
    expect(count(`meeting_location = 1`)).toBeGreaterThan(100);
    expect(count(`gender = 'trans'`)).toBeGreaterThan(100);
    expect(count(`gender = 'male'`)).toBeGreaterThan(100);
    expect(count(`venue_kind = 'agency'`)).toBeGreaterThan(20);
    expect(count(`venue_kind = 'brothel'`)).toBeGreaterThan(20);
    expect(count(`profile_type = 'escort_ai'`)).toBeGreaterThan(100);
    expect(count(`has_video = 1`)).toBeGreaterThan(100);
  });

  test('it creates the documented demo accounts with their roles and password', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const user = syncSql(t.database).get(
        'SELECT id, password_hash, is_quarantined, vip_valid_till FROM users WHERE email = ?',
        a.email,
      ) as { id: number; password_hash: string; is_quarantined: number; vip_valid_till: string | null } | undefined;
      expect(user, a.email).toBeDefined();
      const roles = all<{ role_id: number }>('SELECT role_id FROM user_roles WHERE user_id = ? ORDER BY role_id', user?.id ?? 0).map(
        (r) => r.role_id,
      );
      expect(roles).toEqual([...a.roles].sort((x, y) => x - y));
      expect(user?.is_quarantined).toBe(a.quarantined ? 1 : 0);
      expect(user?.vip_valid_till !== null).toBe(a.vip === true);
    }
    const hash = (syncSql(t.database).get(`SELECT password_hash AS h FROM users WHERE username = 'admin'`) as { h: string }).h;
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    const managed = syncSql(t.database).get(
      `SELECT m.username FROM users u JOIN users m ON m.id = u.manager_id WHERE u.username = 'escort'`,
    ) as { username: string };
    expect(managed.username).toBe('manager');
    const allRoles = new Set(all<{ role_id: number }>('SELECT DISTINCT role_id FROM user_roles').map((r) => r.role_id));
    for (const id of Object.values(ROLES)) expect(allRoles.has(id), `role ${id}`).toBe(true);
  });

  test('the demo escort has views, opens from listings and clicks on each of the last 29 days (their dashboard)', () => {
    const days = all<{ day: string; views: number; opens: number; clicks: number }>(
      `SELECT s.day, s.views, d.opens, s.contact_clicks AS clicks FROM profile_stats s
       JOIN profile_daily_stats d ON d.profile_id = s.profile_id AND d.day = s.day
       JOIN users u ON u.id = s.profile_id WHERE u.username = 'escort' ORDER BY s.day`,
    );
    expect(days).toHaveLength(29);
    expect(days.at(-1)!.day < isoDay(new Date(TEST_NOW))).toBe(true);
    for (const d of days) {
      expect(d.views, d.day).toBeGreaterThan(0);
      expect(d.opens, d.day).toBeGreaterThan(0);
      expect(d.opens, d.day).toBeLessThanOrEqual(d.views);
    }
  });
});
