import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  contactDetailsResponseSchema,
  managedEscortResponseSchema,
  managerUsersResponseSchema,
  managerVenuesResponseSchema,
} from '../../lib/api/manager.ts';
import { onboardingResponseSchema, publishResponseSchema } from '../../lib/api/onboarding.ts';
import { ROLE_IDS, ROLES, type RoleId } from '../../lib/permissions.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql, type SqlParam } from '../testing/sync-sql.ts';

let t: TestApp;

/** Requests name their user in `x-test-user`; roles come from the database, like a real session. */
const session = headerSession(() => t.database);

beforeAll(async () => {
  t = await createTestApp({ session, profiles: 60 });
});
afterAll(() => t.close());

/** Statements in node:sqlite's shape, on whichever database the run uses. */
const sql = () => ({
  prepare: (q: string) => ({
    get: (...p: SqlParam[]) => syncSql(t.database).get(q, ...p),
    all: (...p: SqlParam[]) => syncSql(t.database).all(q, ...p),
    run: (...p: SqlParam[]) => syncSql(t.database).run(q, ...p),
  }),
});
const userId = (username: string) => (sql().prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;

async function call(method: string, path: string, user?: number, body?: unknown, headers: Record<string, string> = {}) {
  const h: Record<string, string> = { accept: 'application/json', ...headers };
  if (user) h['x-test-user'] = String(user);
  if (body !== undefined) h['content-type'] = 'application/json';
  const res = await t.app.request(`/api/v2${path}`, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { errors?: Record<string, string[]> },
  };
}

/** A second manager (B), so tests can check that A never reaches B's escorts. */
let made = 0;
function newManager(): number {
  made++;
  const r = sql().prepare(`INSERT INTO users (username, region) VALUES (?, 'de') RETURNING id`).get(`manager-b${made}`) as { id: number };
  sql().prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(r.id, ROLES.manager);
  return r.id;
}

async function createEscort(manager: number, username: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/manager/users/', manager, { username, display_name: `Name ${username}`, region: 'de', ...extra });
  expect(res.status).toBe(201);
  return managedEscortResponseSchema.parse(res.body).results;
}

function addPhotos(profileId: number, n: number) {
  for (let i = 0; i < n; i++)
    sql()
      .prepare('INSERT INTO photos (profile_id, position, width, height, is_main, seed) VALUES (?, ?, 800, 1200, ?, 1)')
      .run(profileId, i, i === 0 ? 1 : 0);
}

const koeln = () => (sql().prepare(`SELECT id FROM places WHERE region = 'de' AND slug = 'koeln'`).get() as { id: number }).id;

/** One demo account per role id (SPEC §6). */
const ACCOUNT_OF_ROLE: Record<RoleId, string> = {
  1: 'punter',
  2: 'escort',
  3: 'superadmin',
  4: 'admin',
  5: 'support',
  6: 'manager',
  7: 'venue',
  8: 'coreadmin',
  9: 'godadmin',
  10: 'supergodadmin',
};

describe('who may call the manager endpoints', () => {
  const endpoints: [string, string, unknown][] = [
    ['GET', '/manager/users/', undefined],
    ['POST', '/manager/users/', { username: 'table-made', display_name: 'Tabled', region: 'de' }],
    ['POST', '/manager/escorts/venue/', { escortId: 1, venueId: null }],
    ['PUT', '/manager/publish/1/', { profile_published: false }],
    ['GET', '/manager/venues/?region=de', undefined],
    ['GET', '/manager/contact-details/', undefined],
    ['PUT', '/manager/contact-details/', { companyName: 'Roles Ltd' }],
  ];
  const cases = endpoints.flatMap(([method, path, body]) => ROLE_IDS.map((role) => [method, path, role, body] as const));

  test.each(cases)('%s %s as role %i: only the manager passes the guard', async (method, path, role, body) => {
    const res = await call(method, path, userId(ACCOUNT_OF_ROLE[role]), body);
    if (role === ROLES.manager) expect([200, 201, 404, 422]).toContain(res.status);
    else expect(res.status).toBe(403);
  });

  test.each(endpoints)('%s %s anonymous: 401', async (method, path, body) => {
    expect((await call(method, path, undefined, body)).status).toBe(401);
  });
});

describe('managed escorts', () => {
  test('the demo manager lists the demo escort with its venue, photo count and publish facts', async () => {
    const body = managerUsersResponseSchema.parse((await call('GET', '/manager/users/', userId('manager'))).body);
    const escort = body.results.find((r) => r.username === 'escort');
    expect(escort).toMatchObject({ profilePublished: true, region: 'de' });
    expect(escort!.photosCount).toBeGreaterThanOrEqual(2);
    expect(body.manager).toEqual({ quarantined: false, statement: null });
    // The venue account is managed too, but it is no escort.
    expect(body.results.some((r) => r.username === 'venue')).toBe(false);
  });

  test('a new escort is listed, found by search, paged, and starts unpublished without a password', async () => {
    const m = newManager();
    const made = await createEscort(m, 'lena-new', { email: 'lena@x.test' });
    expect(made).toMatchObject({
      username: 'lena-new',
      displayName: 'Name lena-new',
      profilePublished: false,
      photosCount: 0,
      venue: null,
      emailPending: 'lena@x.test',
    });
    const row = sql().prepare('SELECT manager_id, password_hash, email FROM users WHERE id = ?').get(made.id) as Record<string, unknown>;
    // The e-mail waits for its owner's confirmation (manager-binding.test.ts).
    expect(row).toEqual({ manager_id: m, password_hash: null, email: null });
    for (let i = 0; i < 21; i++) await createEscort(m, `paged-${i}`);
    const first = managerUsersResponseSchema.parse((await call('GET', '/manager/users/', m)).body);
    expect(first.total).toBe(22);
    expect(first.results).toHaveLength(20);
    const second = managerUsersResponseSchema.parse((await call('GET', '/manager/users/?page=2', m)).body);
    expect(second.results).toHaveLength(2);
    const found = managerUsersResponseSchema.parse((await call('GET', '/manager/users/?q=LENA', m)).body);
    expect(found.results.map((r) => r.username)).toEqual(['lena-new']);
    // A "%" is searched as itself, not as a wildcard.
    expect(managerUsersResponseSchema.parse((await call('GET', '/manager/users/?q=%25', m)).body).total).toBe(0);
  });

  test('a taken username answers 422 at `username` with the SPEC §5 message; other problems at their fields', async () => {
    const m = userId('manager');
    const taken = await call('POST', '/manager/users/', m, { username: 'escort', display_name: 'Xena', region: 'de' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ username: ['The username has already been taken.'] });
    const bad = await call('POST', '/manager/users/', m, { username: 'a b', display_name: '', region: 'xx' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['display_name', 'region', 'username']);
    const used = (sql().prepare(`SELECT email FROM users WHERE username = 'escort'`).get() as { email: string }).email;
    const email = await call('POST', '/manager/users/', m, { username: 'fresh-mail', display_name: 'Xena', region: 'de', email: used });
    expect(email.status).toBe(422);
    expect(email.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  test('a manager never reads, publishes, assigns or edits another manager’s escort', async () => {
    const a = newManager();
    const b = newManager();
    const theirs = await createEscort(b, 'only-b');
    expect(managerUsersResponseSchema.parse((await call('GET', '/manager/users/', a)).body).results).toEqual([]);
    expect((await call('PUT', `/manager/publish/${theirs.id}/`, a, { profile_published: true })).status).toBe(404);
    expect((await call('PUT', `/manager/publish/${theirs.id}/`, a, { profile_published: false })).status).toBe(404);
    expect((await call('POST', '/manager/escorts/venue/', a, { escortId: theirs.id, venueId: null })).status).toBe(404);
    const acting = { 'x-act-for': String(theirs.id) };
    expect((await call('GET', '/users/profile', a, undefined, acting)).status).toBe(403);
    expect((await call('PATCH', '/onboarding/user-features', a, { display_name: 'Taken over' }, acting)).status).toBe(403);
    expect((await call('GET', '/users/photos/', a, undefined, acting)).status).toBe(403);
    expect((await call('PUT', '/users/profile/publish/', a, { profile_published: true }, acting)).status).toBe(403);
    // An escort of nobody, and a user who is no escort, are refused alike.
    expect((await call('PUT', `/manager/publish/${userId('escort-new')}/`, a, { profile_published: true })).status).toBe(404);
    expect((await call('GET', '/users/profile', a, undefined, { 'x-act-for': String(a) })).status).toBe(403);
    expect(sql().prepare('SELECT display_name FROM profiles WHERE user_id = ?').get(theirs.id)).toEqual({ display_name: 'Name only-b' });
  });

  test('only managers may act for an escort: the escort itself, a punter and an admin get 403', async () => {
    const escort = userId('escort');
    const acting = { 'x-act-for': String(escort) };
    for (const who of ['escort', 'punter', 'admin', 'venue'])
      expect((await call('GET', '/users/profile', userId(who), undefined, acting)).status).toBe(403);
    expect((await call('GET', '/users/profile', undefined, undefined, acting)).status).toBe(401);
    expect((await call('GET', '/users/profile', userId('manager'), undefined, { 'x-act-for': 'abc' })).status).toBe(403);
  });
});

describe('publishing and venues', () => {
  async function readyEscort(manager: number, username: string) {
    const e = await createEscort(manager, username);
    const acting = { 'x-act-for': String(e.id) };
    expect(
      (await call('PATCH', '/onboarding/user-information', manager, { phone: '+4915112345699', place_id: koeln() }, acting)).status,
    ).toBe(200);
    expect(
      (await call('PATCH', '/onboarding/user-features', manager, { date_of_birth: '1995-04-30', gender: 'female' }, acting)).status,
    ).toBe(200);
    return e;
  }

  test('the escorts’ publish rules apply: too few photos is 422 at `photos`; then publish, republish refused, unpublish', async () => {
    const m = userId('manager');
    const e = await readyEscort(m, 'publish-me');
    const few = await call('PUT', `/manager/publish/${e.id}/`, m, { profile_published: true });
    expect(few.status).toBe(422);
    expect(Object.keys(few.body.errors!)).toEqual(['photos']);
    addPhotos(e.id, 2);
    const done = await call('PUT', `/manager/publish/${e.id}/`, m, { profile_published: true });
    expect(publishResponseSchema.parse(done.body).results).toMatchObject({ profile_published: true, quarantined: false });
    expect((await call('PUT', `/manager/publish/${e.id}/`, m, { profile_published: true })).body.errors).toHaveProperty(
      'profile_published',
    );
    const listed = sql().prepare('SELECT COUNT(*) AS n FROM profile_search WHERE profile_id = ?').get(e.id) as { n: number };
    expect(listed.n).toBe(1);
    const off = await call('PUT', `/manager/publish/${e.id}/`, m, { profile_published: false });
    expect(publishResponseSchema.parse(off.body).results.profile_published).toBe(false);
    expect(sql().prepare('SELECT published FROM profiles WHERE user_id = ?').get(e.id)).toEqual({ published: 0 });
  });

  test('acting through the editor: the escort’s profile changes, not the manager’s, and publish works there too', async () => {
    const m = userId('manager');
    const e = await readyEscort(m, 'acted-on');
    addPhotos(e.id, 2);
    const acting = { 'x-act-for': String(e.id) };
    const state = onboardingResponseSchema.parse((await call('GET', '/onboarding/', m, undefined, acting)).body).results;
    expect(state.userFeatures.display_name).toBe('Name acted-on');
    expect(sql().prepare('SELECT COUNT(*) AS n FROM profiles WHERE user_id = ?').get(m)).toEqual({ n: 0 });
    const res = await call('PUT', '/users/profile/publish/', m, { profile_published: true }, acting);
    expect(publishResponseSchema.parse(res.body).results.profile_published).toBe(true);
    expect((await call('PUT', '/users/profile/unpublish/', m, { profile_published: false }, acting)).status).toBe(200);
    const audit = sql()
      .prepare(`SELECT user_id AS userId, actor_id AS actorId, details FROM security_events WHERE type = 'manager.write' AND user_id = ?`)
      .all(e.id) as { userId: number; actorId: number; details: string }[];
    expect(audit.map((a) => [a.actorId, (JSON.parse(a.details) as { path: string }).path])).toEqual([
      [m, '/api/v2/onboarding/user-information'],
      [m, '/api/v2/onboarding/user-features'],
      [m, '/api/v2/users/profile/publish/'],
      [m, '/api/v2/users/profile/unpublish/'],
    ]);
    // Without the header the manager has no profile of their own to edit.
    expect((await call('GET', '/users/profile', m)).status).toBe(403);
  });

  test('a quarantined manager reads but cannot create or publish (403 quarantined); unpublishing stays possible', async () => {
    const q = userId('manager-quarantined');
    const list = managerUsersResponseSchema.parse((await call('GET', '/manager/users/', q)).body);
    expect(list.manager.quarantined).toBe(true);
    expect(list.manager.statement).toBeNull();
    // The statement of reasons the moderation area recorded with the flag is shown to the manager.
    const admin = userId('admin');
    sql()
      .prepare(
        `INSERT INTO restrictions (user_id, kind, target_type, target_id, reason_code, reason_text, decided_by) VALUES (?, 'account_quarantine', 'user', ?, 'spam', ?, ?)`,
      )
      .run(q, q, 'Many escorts were created with the same photos.', admin);
    const withStatement = managerUsersResponseSchema.parse((await call('GET', '/manager/users/', q)).body);
    expect(withStatement.manager.statement).toBe('Many escorts were created with the same photos.');
    const create = await call('POST', '/manager/users/', q, { username: 'never-made', display_name: 'No', region: 'de' });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({ code: 'quarantined' });
    const e = await createEscort(userId('manager'), 'moved-to-q');
    sql().prepare('UPDATE users SET manager_id = ? WHERE id = ?').run(q, e.id);
    addPhotos(e.id, 2);
    const pub = await call('PUT', `/manager/publish/${e.id}/`, q, { profile_published: true });
    expect(pub.status).toBe(403);
    expect(pub.body).toMatchObject({ code: 'quarantined' });
    const acted = await call('POST', '/onboarding/publish-profile', q, {}, { 'x-act-for': String(e.id) });
    expect(acted.body).toMatchObject({ code: 'quarantined' });
    expect((await call('PUT', `/manager/publish/${e.id}/`, q, { profile_published: false })).status).toBe(422);
  });

  test('assigning a venue: only a published venue of the escort’s region; null removes it', async () => {
    const m = userId('manager');
    const e = await createEscort(m, 'at-the-venue');
    const venues = managerVenuesResponseSchema.parse((await call('GET', '/manager/venues/?region=de', m)).body).results;
    const demoVenue = venues.find((v) => v.id === userId('venue'));
    expect(demoVenue).toBeDefined();
    const set = await call('POST', '/manager/escorts/venue/', m, { escortId: e.id, venueId: demoVenue!.id });
    expect(managedEscortResponseSchema.parse(set.body).results.venue).toEqual(demoVenue);
    const notVenue = await call('POST', '/manager/escorts/venue/', m, { escortId: e.id, venueId: userId('escort') });
    expect(notVenue.status).toBe(422);
    expect(notVenue.body.errors).toHaveProperty('venueId');
    const ukVenue = sql()
      .prepare(`SELECT user_id AS id FROM profiles WHERE profile_type = 'venue' AND published = 1 AND region = 'uk'`)
      .get() as { id: number } | undefined;
    if (ukVenue) expect((await call('POST', '/manager/escorts/venue/', m, { escortId: e.id, venueId: ukVenue.id })).status).toBe(422);
    const cleared = await call('POST', '/manager/escorts/venue/', m, { escortId: e.id, venueId: null });
    expect(managedEscortResponseSchema.parse(cleared.body).results.venue).toBeNull();
  });
});

describe('contact details', () => {
  test('empty at first, saved and read back; a bad phone or e-mail is 422 at its field', async () => {
    const m = newManager();
    const empty = contactDetailsResponseSchema.parse((await call('GET', '/manager/contact-details/', m)).body).results;
    expect(Object.values(empty).every((v) => v === null)).toBe(true);
    const saved = await call('PUT', '/manager/contact-details/', m, {
      phone: '+4922112345678',
      email: 'Office@Agency.test',
      companyName: ' Agentur Rhein ',
      street: 'Ringstraße 1',
      postcode: '50667',
      city: 'Köln',
      country: '',
    });
    expect(contactDetailsResponseSchema.parse(saved.body).results).toEqual({
      phone: '+4922112345678',
      email: 'office@agency.test',
      companyName: 'Agentur Rhein',
      street: 'Ringstraße 1',
      postcode: '50667',
      city: 'Köln',
      country: null,
    });
    expect(contactDetailsResponseSchema.parse((await call('GET', '/manager/contact-details/', m)).body).results.city).toBe('Köln');
    const bad = await call('PUT', '/manager/contact-details/', m, { phone: 'call me', email: 'nope' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['email', 'phone']);
  });
});
