import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishResponseSchema } from '../../lib/api/onboarding.ts';
import { photoUploadResponseSchema } from '../../lib/api/photos.ts';
import { publicProfileResponseSchema } from '../../lib/api/profiles.ts';
import { venueProfileResponseSchema } from '../../lib/api/venue.ts';
import { ROLES, type RoleId } from '../../lib/permissions.ts';
import { WEBSITE_INVALID_MESSAGE, WEBSITE_SCHEME_MESSAGE } from '../../lib/website.ts';
import { DEMO_VENUE } from '../seed/venue-extras.ts';
import { createApp } from '../app.ts';
import { memoryStorage } from '../media/storage.ts';
import { testImage } from '../media/test-images.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;

/** Requests name their user in `x-test-user`; roles come from the database, like a real session. */
const session = headerSession(() => t.database, { mfa: true });

beforeAll(async () => {
  t = await createTestApp({ session, profiles: 60 });
});
afterAll(() => t.close());

const userId = (username: string) => (syncSql(t.database).get('SELECT id FROM users WHERE username = ?', username) as { id: number }).id;

/** A fresh account holding `roles`, without a profile. */
let made = 0;
function newUser(roles: readonly RoleId[], region = 'de'): number {
  made++;
  const r = syncSql(t.database).get(
    `INSERT INTO users (username, email, region) VALUES (?, ?, ?) RETURNING id`,
    `venue-test${made}`,
    `venue-test${made}@x.test`,
    region,
  ) as { id: number };
  for (const role of roles) syncSql(t.database).run('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', r.id, role);
  return r.id;
}

async function call(method: string, path: string, user?: number, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (user) headers['x-test-user'] = String(user);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(`/api/v2${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { errors?: Record<string, string[]> },
  };
}

const koeln = () => (syncSql(t.database).get(`SELECT id FROM places WHERE region = 'de' AND slug = 'koeln'`) as { id: number }).id;

function addPhotos(profileId: number, n: number) {
  for (let i = 0; i < n; i++)
    syncSql(t.database).run(
      'INSERT INTO photos (profile_id, position, width, height, is_main, seed) VALUES (?, ?, 800, 1200, ?, 1)',
      profileId,
      i,
      i === 0 ? 1 : 0,
    );
}

const pendingRebuilds = () =>
  (syncSql(t.database).get(`SELECT count(*) AS n FROM jobs WHERE kind = 'site.rebuild' AND done_at IS NULL`) as { n: number }).n;
const clearRebuilds = () => syncSql(t.database).run(`DELETE FROM jobs WHERE kind = 'site.rebuild'`);

describe('permissions', () => {
  const ALL_ROLES = Object.values(ROLES) as RoleId[];
  test('there are ten role ids', () => expect(ALL_ROLES).toHaveLength(10));

  test.each(ALL_ROLES)('role %i: the venue profile only for the venue role', async (role) => {
    const id = newUser([role]);
    const expected = role === ROLES.venue ? 200 : 403;
    expect((await call('GET', '/users/venue-profile', id)).status).toBe(expected);
    expect((await call('PATCH', '/users/venue-profile', id, { amenities: ['wifi'] })).status).toBe(expected);
  });

  test('anonymous: 401', async () => {
    expect((await call('GET', '/users/venue-profile')).status).toBe(401);
    expect((await call('PATCH', '/users/venue-profile', undefined, { amenities: [] })).status).toBe(401);
  });

  test('the demo escort and punter get 403', async () => {
    for (const name of ['escort', 'punter']) {
      expect((await call('GET', '/users/venue-profile', userId(name))).status).toBe(403);
      expect((await call('PATCH', '/users/venue-profile', userId(name), { website: 'example.com' })).status).toBe(403);
    }
  });

  test.each(ALL_ROLES.filter((r) => r !== ROLES.venue && r !== ROLES.escort))('role %i may not publish: 403 notPermitted', async (role) => {
    const res = await call('PUT', '/users/profile/publish/', newUser([role]), { profile_published: true });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'notPermitted' });
  });
});

describe('the venue profile', () => {
  test('the demo venue reads its seeded details', async () => {
    const v = venueProfileResponseSchema.parse((await call('GET', '/users/venue-profile', userId('venue'))).body).results;
    expect(v).toMatchObject({
      display_name: 'Haus Venus',
      venue_kind: 'brothel',
      profilePublished: true,
      amenities: DEMO_VENUE.amenities,
      food_and_drinks: DEMO_VENUE.foodAndDrinks,
      website: DEMO_VENUE.website,
      opening_hours: DEMO_VENUE.hours,
    });
    expect(v.userInformation.city).toBe('Köln');
    expect(v.countryCodes[0]?.code).toBe('DE');
  });

  test('a first GET creates an unpublished venue profile named after the account', async () => {
    const id = newUser([ROLES.venue]);
    const v = venueProfileResponseSchema.parse((await call('GET', '/users/venue-profile', id)).body).results;
    expect(v).toMatchObject({
      display_name: `venue-test${made}`,
      profilePublished: false,
      venue_kind: null,
      opening_hours: [],
      website: null,
    });
    expect(syncSql(t.database).get('SELECT profile_type FROM profiles WHERE user_id = ?', id)).toEqual({ profile_type: 'venue' });
  });

  test('a PATCH saves what it carries and leaves the rest; the public profile shows it', async () => {
    const id = userId('venue');
    clearRebuilds();
    const hours = [
      { weekday: 0, opens: '10:00', closes: '23:00' },
      { weekday: 4, opens: '18:00', closes: '04:00' },
    ];
    const res = await call('PATCH', '/users/venue-profile', id, {
      opening_hours: hours,
      amenities: ['wifi', 'whirlpool_rooms', 'wifi'],
      food_and_drinks: ['  Espresso  ', 'Prosecco'],
      website: 'haus-venus.example/de',
      venue_kind: 'club',
      about_me: 'Ein Club mit Bar und Garten.',
    });
    expect(res.status).toBe(200);
    const v = venueProfileResponseSchema.parse(res.body).results;
    expect(v).toMatchObject({
      opening_hours: hours,
      amenities: ['wifi', 'whirlpool_rooms'],
      food_and_drinks: ['Espresso', 'Prosecco'],
      website: 'http://haus-venus.example/de',
      venue_kind: 'club',
      about_me: 'Ein Club mit Bar und Garten.',
      display_name: 'Haus Venus',
    });
    // A listed profile's change reaches the static pages.
    expect(pendingRebuilds()).toBe(1);

    const pub = publicProfileResponseSchema.parse((await call('GET', `/users/${id}`)).body).results;
    expect(pub.availability).toEqual(hours);
    expect(pub.contact.website).toBe('http://haus-venus.example/de');
    expect(pub.venue).toMatchObject({ kind: 'club', amenities: ['wifi', 'whirlpool_rooms'], foodAndDrinks: ['Espresso', 'Prosecco'] });
    expect(pub.about).toBe('Ein Club mit Bar und Garten.');
  });

  test('an unlisted venue changes without a site rebuild', async () => {
    const id = newUser([ROLES.venue]);
    clearRebuilds();
    expect((await call('PATCH', '/users/venue-profile', id, { display_name: 'Studio Nord', amenities: ['parking'] })).status).toBe(200);
    expect(pendingRebuilds()).toBe(0);
  });

  test('the public profile lists the published escorts working there, no others', async () => {
    const venue = userId('venue');
    const escort = userId('escort');
    const pub = publicProfileResponseSchema.parse((await call('GET', `/users/${venue}`)).body).results;
    const ids = pub.venue?.escorts.map((c) => c.id) ?? [];
    expect(ids).toContain(escort);
    expect(ids).toHaveLength(2);
    expect(pub.venue?.escorts.every((c) => c.profileType === 'ESCORT')).toBe(true);
    syncSql(t.database).run('UPDATE profiles SET published = 0 WHERE user_id = ?', escort);
    const after = publicProfileResponseSchema.parse((await call('GET', `/users/${venue}`)).body).results;
    expect(after.venue?.escorts.map((c) => c.id)).not.toContain(escort);
    syncSql(t.database).run('UPDATE profiles SET published = 1 WHERE user_id = ?', escort);
  });

  test.each([
    ['example.com', 'http://example.com'],
    ['https://secure.example/', 'https://secure.example/'],
    ['HTTP://upper.example', 'HTTP://upper.example'],
    ['', null],
    [null, null],
  ])('the website %j is stored as %j', async (website, stored) => {
    const res = await call('PATCH', '/users/venue-profile', userId('venue'), { website });
    expect(res.status).toBe(200);
    expect(venueProfileResponseSchema.parse(res.body).results.website).toBe(stored);
  });

  test.each([
    ['javascript:alert(1)', WEBSITE_SCHEME_MESSAGE],
    ['data:text/html,hi', WEBSITE_SCHEME_MESSAGE],
    ['ftp://files.example', WEBSITE_SCHEME_MESSAGE],
    ['http://user:pw@evil.example', WEBSITE_INVALID_MESSAGE],
    ['not a site', WEBSITE_INVALID_MESSAGE],
  ])('the website %j is refused with 422 and nothing of the body is saved', async (website, message) => {
    const id = userId('venue');
    await call('PATCH', '/users/venue-profile', id, { website: 'kept.example' });
    const res = await call('PATCH', '/users/venue-profile', id, { website, display_name: 'Renamed Venus' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ website: [message] });
    const v = venueProfileResponseSchema.parse((await call('GET', '/users/venue-profile', id)).body).results;
    expect(v).toMatchObject({ website: 'http://kept.example', display_name: 'Haus Venus' });
  });

  test('the website refusal speaks the request language', async () => {
    const res = await t.app.request('/api/v2/users/venue-profile', {
      method: 'PATCH',
      headers: { 'x-test-user': String(userId('venue')), 'content-type': 'application/json', 'x-locale': 'de' },
      body: JSON.stringify({ website: 'javascript:alert(1)' }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      website: ['Die Webseite muss eine http- oder https-Adresse sein.'],
    });
  });

  test('texts follow the advert rules of the region', async () => {
    const id = userId('venue');
    const res = await call('PATCH', '/users/venue-profile', id, { about_me: 'Bei uns alles ohne Gummi', slogan: 'Natursekt möglich' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['about_me']);
    expect(res.body.errors?.about_me?.[0]).toContain('ProstSchG');
  });

  test.each([
    [{ venue_kind: 'sauna_club' }, 'venue_kind'],
    [{ amenities: ['helipad'] }, 'amenities.0'],
    [{ food_and_drinks: ['x'.repeat(61)] }, 'food_and_drinks.0'],
    [{ food_and_drinks: Array.from({ length: 21 }, (_, i) => `Drink ${i}`) }, 'food_and_drinks'],
    [{ opening_hours: [{ weekday: 7, opens: '10:00', closes: '12:00' }] }, 'opening_hours.0.weekday'],
    [{ opening_hours: [{ weekday: 1, opens: '25:00', closes: '12:00' }] }, 'opening_hours.0.opens'],
    [
      {
        opening_hours: [
          { weekday: 1, opens: '10:00', closes: '12:00' },
          { weekday: 1, opens: '13:00', closes: '15:00' },
        ],
      },
      'opening_hours',
    ],
    [{ display_name: 'V' }, 'display_name'],
    [{ meeting_location: 1 }, ''],
    [{ phone: '0151 123' }, 'phone'],
  ])('%j is refused at %s', async (body, field) => {
    const res = await call('PATCH', '/users/venue-profile', userId('venue'), body);
    expect(res.status).toBe(422);
    if (field) expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  test('contact and location go through the shared rules', async () => {
    const id = newUser([ROLES.venue]);
    const res = await call('PATCH', '/users/venue-profile', id, { place_id: koeln(), street: 'Ringstraße 1', phone: '+4922112345678' });
    expect(res.status).toBe(200);
    const v = venueProfileResponseSchema.parse(res.body).results;
    expect(v.userInformation).toMatchObject({ city: 'Köln', country: 'DE', street: 'Ringstraße 1', phone: '+4922112345678' });
    const both = await call('PATCH', '/users/venue-profile', id, { phone_private: true, email_private: true, email: 'a@b.test' });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ phone_private: ["Both contacts can't be private"] });
  });
});

describe('publishing a venue', () => {
  test('the escort rules apply except the date of birth', async () => {
    const id = newUser([ROLES.venue]);
    await call('GET', '/users/venue-profile', id);
    const refused = await call('PUT', '/users/profile/publish/', id, { profile_published: true });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['contact', 'location', 'photos']);

    await call('PATCH', '/users/venue-profile', id, { place_id: koeln(), phone: '+4922112345678', venue_kind: 'studio' });
    addPhotos(id, 2);
    clearRebuilds();
    const res = await call('PUT', '/users/profile/publish/', id, { profile_published: true });
    expect(res.status).toBe(200);
    expect(publishResponseSchema.parse(res.body).results).toMatchObject({
      profile_published: true,
      quarantined: false,
      path: `/users/${id}/`,
    });
    expect(pendingRebuilds()).toBe(1);
    const pub = publicProfileResponseSchema.parse((await call('GET', `/users/${id}`)).body).results;
    expect(pub).toMatchObject({ profileType: 'venue', age: null, venue: { kind: 'studio' } });
    // Listed in search at once.
    expect(syncSql(t.database).get('SELECT count(*) AS n FROM profile_search WHERE profile_id = ?', id)).toEqual({ n: 1 });

    expect((await call('PUT', '/users/profile/publish/', id, { profile_published: true })).status).toBe(422);
    const off = await call('PUT', '/users/profile/unpublish/', id, { profile_published: false });
    expect(off.status).toBe(200);
    expect((await call('GET', `/users/${id}`)).status).toBe(404);
  });

  test('a quarantined venue is held for review', async () => {
    const id = newUser([ROLES.venue]);
    syncSql(t.database).run('UPDATE users SET is_quarantined = 1 WHERE id = ?', id);
    await call('PATCH', '/users/venue-profile', id, { place_id: koeln(), phone: '+4922112345678' });
    addPhotos(id, 2);
    const res = await call('PUT', '/users/profile/publish/', id, { profile_published: true });
    expect(publishResponseSchema.parse(res.body).results).toMatchObject({ profile_published: false, quarantined: true });
  });

  test('a venue uploads through the photo pipeline; its main photo is the cover of the public profile', async () => {
    const app = createApp({ ...t.deps, media: memoryStorage() });
    const id = newUser([ROLES.venue]);
    const form = new FormData();
    for (const seed of [31, 32])
      form.append(
        'photos',
        new Blob([new Uint8Array(await testImage({ width: 1200, height: 800, seed }))], { type: 'image/jpeg' }),
        `${seed}.jpg`,
      );
    const res = await app.request('/api/v2/users/photos/', { method: 'POST', body: form, headers: { 'x-test-user': String(id) } });
    expect(res.status).toBe(201);
    const photos = photoUploadResponseSchema.parse(await res.json()).results;
    expect(photos).toHaveLength(2);
    const second = photos[1]!.id;
    const main = await app.request(`/api/v2/users/photos/${second}/main`, {
      method: 'PUT',
      headers: { 'x-test-user': String(id), 'content-type': 'application/json' },
    });
    expect(main.status).toBe(200);
    expect(syncSql(t.database).get('SELECT profile_type FROM profiles WHERE user_id = ?', id)).toEqual({ profile_type: 'venue' });

    await call('PATCH', '/users/venue-profile', id, { place_id: koeln(), phone: '+4922112345678', venue_kind: 'club' });
    expect((await call('PUT', '/users/profile/publish/', id, { profile_published: true })).status).toBe(200);
    const pub = publicProfileResponseSchema.parse((await call('GET', `/users/${id}`)).body).results;
    expect(pub.photos[0]).toMatchObject({ id: second, isMain: true });
  });

  test('a venue lists and orders its photos through /users/photos/', async () => {
    const id = newUser([ROLES.venue]);
    expect((await call('GET', '/users/photos/', id)).body).toEqual({ results: [] });
    expect(syncSql(t.database).get('SELECT profile_type FROM profiles WHERE user_id = ?', id)).toEqual({ profile_type: 'venue' });
    expect((await call('GET', '/users/photos/', userId('punter'))).status).toBe(403);
  });
});
