import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REGION_CODES, type Category, type RegionCode } from '../../../regions/schema.ts';
import { validationErrorBodySchema } from '../../lib/api/common.ts';
import { NATIONALITY_GROUP_COUNTRIES } from '../../domain/profile-features.ts';
import { searchBatchResponseSchema, searchCountResponseSchema, searchResponseSchema, type SearchResponse } from '../../lib/api/search.ts';
import { distanceKm } from '../db/places.ts';
import { syncSearchRows } from '../db/search-index.ts';
import { PRIVATE_NO_STORE } from '../http/cache.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../testing/app.ts';
import { headerSession } from '../testing/header-session.ts';
import { ageOn, isoDay } from '../time.ts';
import { syncSql } from '../testing/sync-sql.ts';

let t: TestApp;
const today = isoDay(new Date(TEST_NOW));

/** Every profile with what the filters look at, read straight from the tables. */
interface Row {
  id: number;
  type: string;
  region: RegionCode;
  published: number;
  age: number | null;
  gender: string | null;
  ethnicity: string | null;
  nationality: string | null;
  skin: string | null;
  body: string | null;
  breast: string | null;
  hair: string | null;
  userType: number | null;
  meeting: number | null;
  placeId: number | null;
  services: Set<number>;
}
let rows: Row[];

beforeAll(async () => {
  t = await createTestApp({ profiles: 2500, session: headerSession(() => t.database) });
  const profiles = syncSql(t.database)
    .all(`SELECT user_id AS id, profile_type AS type, region, published, date_of_birth AS dob, gender, ethnicity, nationality,
              skin_color AS skin, body_type AS body, breast_size AS breast, hair_color AS hair, user_type AS userType,
              meeting_location AS meeting, place_id AS placeId FROM profiles`) as (Omit<Row, 'services' | 'age'> & {
    dob: string | null;
  })[];
  const services = syncSql(t.database).all('SELECT profile_id AS p, service_id AS s FROM profile_services') as {
    p: number;
    s: number;
  }[];
  const byProfile = new Map<number, Set<number>>();
  for (const { p, s } of services) byProfile.set(p, (byProfile.get(p) ?? new Set()).add(s));
  rows = profiles.map(({ dob, ...p }) => ({ ...p, age: dob ? ageOn(dob, today) : null, services: byProfile.get(p.id) ?? new Set() }));
});
afterAll(() => t.close());

/** The category semantics written out plainly, as the oracle for the SQL. */
function matches(r: Row, region: RegionCode, c: Category): boolean {
  const f = c.filter;
  if (r.region !== region || r.published !== 1) return false;
  const wantType = f.is_ai ? 'escort_ai' : f.venue ? 'venue' : 'escort';
  if (r.type !== wantType) return false;
  if (!f.ids.every((id) => r.services.has(id))) return false;
  if (f.features.gender && r.gender !== f.features.gender) return false;
  const inList = (list: readonly string[] | undefined, v: string | null) => !list || (v !== null && list.includes(v));
  if (!inList(f.features.ethnicity, r.ethnicity)) return false;
  if (f.asia && r.ethnicity !== 'asian') return false;
  if (!inList(f.features.skin_color, r.skin)) return false;
  if (!inList(f.features.body_type, r.body)) return false;
  if (!inList(f.features.breast_size, r.breast)) return false;
  if (
    f.features.nationality &&
    !f.features.nationality.some((g) => r.nationality !== null && NATIONALITY_GROUP_COUNTRIES[g].includes(r.nationality))
  )
    return false;
  if (f.features.age && (r.age === null || r.age < f.features.age[0] || r.age > f.features.age[1])) return false;
  if (f.user.user_type !== undefined && r.userType !== f.user.user_type) return false;
  if (f.user.meeting_location !== undefined && r.meeting !== f.user.meeting_location) return false;
  return true;
}

async function search(query: string): Promise<SearchResponse> {
  const res = await t.get(`/api/v2/search/escorts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return searchResponseSchema.parse(res.body);
}

function profile(id: number): Row {
  const r = rows.find((x) => x.id === id);
  if (!r) throw new Error(`no profile ${id}`);
  return r;
}

describe('category semantics', () => {
  for (const region of REGION_CODES) {
    test(`it counts exactly the profiles each ${region} category describes`, async () => {
      const { regions } = t.deps;
      for (const c of regions[region].categories) {
        const expected = rows.filter((r) => matches(r, region, c)).length;
        const res = await t.get(`/api/v2/search/escorts/count?region=${region}&category=${encodeURIComponent(c.url)}`);
        expect(res.status).toBe(200);
        expect(searchCountResponseSchema.parse(res.body).total, `${region} ${c.url}`).toBe(expected);
      }
    });
  }

  test('it lists only hobby profiles on /hobbyhuren/', async () => {
    const res = await search('region=de&category=/hobbyhuren/&per_page=48');
    expect(res.results.length).toBeGreaterThan(0);
    for (const card of res.results) expect(profile(card.id).userType).toBe(1);
  });

  test('it lists only ages 55 to 100 on /reife/', async () => {
    const res = await search('region=de&category=/reife/&per_page=48');
    expect(res.results.length).toBeGreaterThan(0);
    for (const card of res.results) {
      expect(card.age).toBeGreaterThanOrEqual(55);
      expect(card.age).toBeLessThanOrEqual(100);
    }
  });

  test('it lists only venues on /bordell/ and only people on /sex/', async () => {
    const venues = await search('region=de&category=/bordell/&per_page=48');
    expect(venues.results.length).toBeGreaterThan(0);
    expect(new Set(venues.results.map((c) => c.profileType))).toEqual(new Set(['venue']));
    const all = await search('region=de&category=/sex/&per_page=48');
    expect(new Set(all.results.map((c) => c.profileType))).toEqual(new Set(['ESCORT']));
  });

  test('it lists only AI companions on /escort/ai/ and marks them', async () => {
    const res = await search('region=uk&category=/escort/ai/&per_page=48');
    expect(res.results.length).toBeGreaterThan(0);
    for (const card of res.results) {
      expect(card.profileType).toBe('escort_ai');
      expect(card.badges.ai).toBe(true);
    }
  });

  test('it accepts the category by id as well as by url', async () => {
    const byId = await search('region=de&category=12&per_page=5');
    const byUrl = await search('region=de&category=/trans/&per_page=5');
    expect(byId.total).toBe(byUrl.total);
    expect(byId.results.map((c) => c.id)).toEqual(byUrl.results.map((c) => c.id));
  });

  test('it uses the region default category when none is given', async () => {
    const none = await search('region=uk&per_page=5');
    const def = await search('region=uk&category=/escort/&per_page=5');
    expect(none.total).toBe(def.total);
  });

  test('it puts the category services first on each card', async () => {
    const res = await search('region=de&category=/analsex/&per_page=10');
    for (const card of res.results) expect(card.services[0]?.key).toBe('ANAL');
  });
});

describe('query filters', () => {
  test('it narrows by gender, age range and body types given as key[]', async () => {
    const res = await search('region=de&gender=female&age_min=25&age_max=30&body_type[]=slim&body_type[]=athletic&per_page=48');
    expect(res.total).toBeGreaterThan(0);
    for (const card of res.results) {
      const p = profile(card.id);
      expect(p.gender).toBe('female');
      expect(p.age).toBeGreaterThanOrEqual(25);
      expect(p.age).toBeLessThanOrEqual(30);
      expect(['slim', 'athletic']).toContain(p.body);
    }
  });

  test('it requires every listed service', async () => {
    const res = await search('region=de&services=94,31&per_page=48');
    expect(res.total).toBeGreaterThan(0);
    for (const card of res.results) {
      expect(profile(card.id).services.has(94)).toBe(true);
      expect(profile(card.id).services.has(31)).toBe(true);
    }
  });

  test('it intersects the query with the category instead of widening it', async () => {
    const contradiction = await search('region=de&category=/trans/&gender=female');
    expect(contradiction.total).toBe(0);
    expect(contradiction.results).toEqual([]);
    const mature = await search('region=de&category=/reife/&age_max=30');
    expect(mature.total).toBe(0);
    const narrower = await search('region=de&category=/mollige/&body_type=curvy&per_page=48');
    for (const card of narrower.results) expect(profile(card.id).body).toBe('curvy');
  });

  test('it narrows by hobby/professional and incall/escort', async () => {
    const res = await search('region=at&user_type=0&meeting_location=1&per_page=48');
    expect(res.total).toBeGreaterThan(0);
    for (const card of res.results) {
      expect(profile(card.id).userType).toBe(0);
      expect(profile(card.id).meeting).toBe(1);
    }
  });

  test('it matches nationality groups by country', async () => {
    const res = await search('region=uk&nationality=thailand&per_page=48');
    expect(res.total).toBeGreaterThan(0);
    for (const card of res.results) expect(profile(card.id).nationality).toBe('TH');
  });

  test('it returns no results for a service outside the catalogue', async () => {
    expect((await search('region=de&services=999')).total).toBe(0);
  });
});

describe('independent escorts', () => {
  test('it leaves out escorts a venue or agency has taken on, at once and in the count too', async () => {
    const uk = rows.filter((r) => r.region === 'uk' && r.published === 1 && r.type === 'escort');
    const linked = uk.slice(0, 5).map((r) => r.id);
    const venue = rows.find((r) => r.region === 'uk' && r.type === 'venue')!.id;
    const all = await search('region=uk&category=/escort/&per_page=48');
    expect(all.total).toBeGreaterThan(linked.length);
    const setVenue = {
      run: (venueId: number | null, id: number) =>
        syncSql(t.database).run('UPDATE profiles SET venue_id = ? WHERE user_id = ?', venueId, id),
    };
    try {
      for (const id of linked) setVenue.run(venue, id);
      const own = await search('region=uk&category=/escort/&independent=1&per_page=48');
      expect(own.total).toBe(all.total - linked.length);
      for (const card of own.results) expect(linked).not.toContain(card.id);
      const count = await t.get('/api/v2/search/escorts/count?region=uk&category=/escort/&independent=1');
      expect(searchCountResponseSchema.parse(count.body).total).toBe(own.total);
      expect((await search('region=uk&category=/escort/&independent=0&per_page=48')).total).toBe(all.total);
    } finally {
      for (const id of linked) setVenue.run(null, id);
    }
  });

  test('it narrows a region of the independent pages to its places', async () => {
    const london = await search('region=uk&category=/escort/&place=london&independent=1&per_page=48');
    expect(london.total).toBeGreaterThan(0);
    expect(london.total).toBe((await search('region=uk&category=/escort/&place=london&per_page=48')).total);
  });

  test('it finds no independent venue or AI companion', async () => {
    const uk = t.deps.regions.uk.categories;
    for (const c of uk.filter((x) => x.filter.venue || x.filter.is_ai))
      expect((await search(`region=uk&category=${encodeURIComponent(c.url)}&independent=1`)).total, c.url).toBe(0);
  });

  test('it answers 422 for an independent flag other than 0 or 1', async () => {
    const res = await t.get('/api/v2/search/escorts?region=uk&independent=2');
    expect(res.status).toBe(422);
    expect(validationErrorBodySchema.parse(res.body).errors).toHaveProperty('independent');
  });
});

describe('places and distance', () => {
  test('it includes the districts of a city and every place of a state', async () => {
    const { places } = t.deps;
    const state = places.bySlug('de', 'nrw');
    if (!state) throw new Error('nrw missing');
    const res = await search('region=de&place=nrw&per_page=48');
    expect(res.total).toBeGreaterThan(0);
    for (const card of res.results) {
      const placeId = profile(card.id).placeId;
      expect(placeId && places.byId(placeId)?.stateId).toBe(state.id);
    }
    const city = places.byRegion.au.find((p) => p.kind === 'district')?.parentId;
    const citySlug = city ? places.byId(city)?.slug : undefined;
    if (!citySlug) throw new Error('no AU district');
    const cityRes = await search(`region=au&place=${citySlug}&per_page=48`);
    const placeIds = new Set(cityRes.results.map((c) => profile(c.id).placeId));
    for (const id of placeIds) {
      const p = id ? places.byId(id) : undefined;
      expect(p?.id === city || p?.parentId === city).toBe(true);
    }
  });

  test('it finds listings within a radius and sorts them by distance', async () => {
    const res = await search('region=de&lat=50.94&lon=6.96&radius_km=30&sort=distance&per_page=48');
    expect(res.total).toBeGreaterThan(0);
    const distances = res.results.map((c) => c.distanceKm ?? Infinity);
    for (const d of distances) expect(d).toBeLessThanOrEqual(30.5);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  test('it searches around a place when a radius is given', async () => {
    const around = await search('region=de&place=koeln&radius_km=40&per_page=1');
    const inside = await search('region=de&place=koeln&per_page=1');
    expect(around.total).toBeGreaterThanOrEqual(inside.total);
    const koeln = t.deps.places.bySlug('de', 'koeln');
    if (!koeln) throw new Error('koeln missing');
    const card = around.results[0];
    if (card) {
      const p = t.deps.places.byId(profile(card.id).placeId ?? 0);
      expect(p && distanceKm(koeln.lat, koeln.lon, p.lat, p.lon)).toBeLessThan(45);
    }
  });
});

describe('sorting and paging', () => {
  test('it sorts by price both ways with unpriced listings last', async () => {
    const asc = await search('region=de&sort=price_asc&per_page=48');
    const prices = asc.results.map((c) => c.priceFrom?.amountMinor ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await search('region=de&sort=price_desc&per_page=48');
    const down = desc.results.map((c) => c.priceFrom?.amountMinor ?? -Infinity);
    expect([...down].sort((a, b) => b - a)).toEqual(down);
    for (const c of asc.results) expect(c.priceFrom?.currency).toBe('EUR');
  });

  test('it shows Gold listings first in the recommended order', async () => {
    const res = await search('region=de&per_page=48');
    const gold = res.results.map((c) => c.badges.gold);
    const firstNonGold = gold.indexOf(false);
    if (firstNonGold >= 0) expect(gold.slice(firstNonGold).every((g) => !g)).toBe(true);
  });

  test('gold cards carry an excerpt of the about-me text, other cards and hiding regions none (SPEC §2)', async () => {
    const de = await search('region=de&per_page=48');
    const gold = de.results.filter((c) => c.badges.gold);
    expect(gold.some((c) => c.aboutMe)).toBe(true);
    for (const c of de.results) if (!c.badges.gold) expect(c.aboutMe).toBeUndefined();
    for (const c of gold) if (c.aboutMe) expect(c.aboutMe.length).toBeLessThanOrEqual(140);
    // Austria hides it.
    const at = await search('region=at&per_page=48');
    expect(at.results.some((c) => c.badges.gold)).toBe(true);
    for (const c of at.results) expect(c.aboutMe).toBeUndefined();
  });

  test('it pages without overlap and with a stable total', async () => {
    const p1 = await search('region=de&per_page=10&page=1');
    const p2 = await search('region=de&per_page=10&page=2');
    expect(p1.total).toBe(p2.total);
    expect(p1.perPage).toBe(10);
    expect(p2.page).toBe(2);
    const overlap = p1.results.filter((c) => p2.results.some((d) => d.id === c.id));
    expect(overlap).toEqual([]);
    const beyond = await search(`region=de&per_page=48&page=${Math.ceil(p1.total / 48) + 1}`);
    expect(beyond.results).toEqual([]);
    expect(beyond.total).toBe(p1.total);
  });

  test('it gives the same search the same answer, without a request id (the search store makes those)', async () => {
    const a = await t.get('/api/v2/search/escorts?region=de&per_page=3');
    const b = await t.get('/api/v2/search/escorts?region=de&per_page=3');
    expect(b.body).toEqual(a.body);
    expect(Object.keys(a.body as object).sort()).toEqual(['page', 'perPage', 'results', 'total']);
  });

  test('it sorts newest first', async () => {
    const res = await search('region=it&sort=newest&per_page=20');
    const published = res.results.map(
      (c) => syncSql(t.database).get('SELECT published_at AS p FROM profiles WHERE user_id = ?', c.id) as { p: string },
    );
    const times = published.map((p) => p.p);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('validation', () => {
  const cases: [string, string][] = [
    ['', 'region'],
    ['region=xx', 'region'],
    ['region=de&category=/nope/', 'category'],
    ['region=de&category=99', 'category'],
    ['region=de&place=atlantis', 'place'],
    ['region=de&lat=50', 'lon'],
    ['region=de&lat=91&lon=0', 'lat'],
    ['region=de&age_min=17', 'age_min'],
    ['region=de&age_min=40&age_max=30', 'age_max'],
    ['region=de&per_page=49', 'per_page'],
    ['region=de&page=0', 'page'],
    ['region=de&sort=distance', 'sort'],
    ['region=de&sort=cheapest', 'sort'],
    ['region=de&body_type=giant', 'body_type.0'],
    ['region=de&user_type=2', 'user_type'],
    ['region=de&gender=robot', 'gender'],
  ];
  for (const [query, field] of cases) {
    test(`it answers 422 naming "${field}" for "${query}"`, async () => {
      const res = await t.get(`/api/v2/search/escorts?${query}`);
      expect(res.status).toBe(422);
      const body = validationErrorBodySchema.parse(res.body);
      expect(body.message).toBe('The given data was invalid.');
      expect(Object.keys(body.errors)).toContain(field);
    });
  }

  test('it validates the count the same way', async () => {
    const errors = await t.errors('/api/v2/search/escorts/count?region=de&category=/nope/');
    expect(errors.category).toHaveLength(1);
  });
});

describe('POST /search/escorts/batch', () => {
  const post = (body: unknown) =>
    t.app.request('/api/v2/search/escorts/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('it answers each query like the single search, in order', async () => {
    const queries = [
      { region: 'de', category: 1, place: 'koeln' },
      { region: 'uk', category: '/escort/', per_page: 5 },
      { region: 'at', category: 12 },
    ];
    const res = await post({ queries });
    expect(res.status).toBe(200);
    const body = searchBatchResponseSchema.parse(await res.json());
    expect(body.results).toHaveLength(3);
    for (const [i, q] of queries.entries()) {
      const single = await t.json(
        `/api/v2/search/escorts?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
        searchResponseSchema,
      );
      const item = body.results[i]!;
      expect(item.status).toBe(200);
      if (item.status !== 200) continue;
      expect(item.body.total).toBe(single.total);
      expect(item.body.results.map((c) => c.id)).toEqual(single.results.map((c) => c.id));
    }
  });

  test('it answers a bad query with 422 in its slot and still answers the others', async () => {
    const body = searchBatchResponseSchema.parse(
      await (await post({ queries: [{ region: 'de', place: 'no-such-place' }, { region: 'xx' }, { region: 'de' }] })).json(),
    );
    expect(body.results.map((r) => r.status)).toEqual([422, 422, 200]);
    const [unknownPlace, badRegion] = body.results;
    if (unknownPlace?.status === 422) expect(Object.keys(unknownPlace.body.errors)).toEqual(['place']);
    if (badRegion?.status === 422) expect(Object.keys(badRegion.body.errors)).toContain('region');
  });

  test('it refuses an empty batch and one over the limit with 422', async () => {
    expect((await post({ queries: [] })).status).toBe(422);
    expect((await post({ queries: Array.from({ length: 101 }, () => ({ region: 'de' })) })).status).toBe(422);
  });

  test('it answers an empty first page with a total of 0', async () => {
    const body = searchBatchResponseSchema.parse(await (await post({ queries: [{ region: 'de', category: 12, age_min: 99 }] })).json());
    const item = body.results[0]!;
    expect(item.status === 200 && item.body).toMatchObject({ total: 0, results: [] });
  });
});

describe('card distances', () => {
  test('it gives distances from a town but not from the centre of a state', async () => {
    const town = await t.json('/api/v2/search/escorts?region=de&place=koeln&per_page=5', searchResponseSchema);
    expect(town.results.every((c) => c.distanceKm !== null)).toBe(true);
    const state = await t.json('/api/v2/search/escorts?region=de&place=bayern&per_page=5', searchResponseSchema);
    expect(state.results.length).toBeGreaterThan(0);
    expect(state.results.every((c) => c.distanceKm === null)).toBe(true);
  });
});

describe('caching of anonymous searches', () => {
  const PATH = '/api/v2/search/escorts?region=de&category=%2Fsex%2F&place=koeln&per_page=10';
  const COUNT = '/api/v2/search/escorts/count?region=de&category=%2Fsex%2F&place=koeln';
  const SHARED = /\b(public|s-maxage)\b/;
  const varied = (h: Headers) => (h.get('vary') ?? '').split(/,\s*/);

  test('the same search twice has the same tag; If-None-Match answers an empty 304 with the same headers', async () => {
    const a = await t.get(PATH);
    const b = await t.get(PATH);
    const tag = a.headers.get('etag');
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(b.headers.get('etag')).toBe(tag);
    expect(a.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=20, stale-while-revalidate=10');
    expect(varied(a.headers)).toContain('x-locale');

    const revalidated = await t.get(PATH, { 'if-none-match': tag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.get('etag')).toBe(tag);
    expect(revalidated.headers.get('cache-control')).toBe(a.headers.get('cache-control'));
    expect(varied(revalidated.headers)).toContain('x-locale');
    // A list with the tag, a strong form of it and * match too; another tag does not.
    expect((await t.get(PATH, { 'if-none-match': `"nope", ${tag!.slice(2)}` })).status).toBe(304);
    expect((await t.get(PATH, { 'if-none-match': '*' })).status).toBe(304);
    expect((await t.get(PATH, { 'if-none-match': 'W/"nope"' })).status).toBe(200);
  });

  test('the answer depends on x-locale and its tag too', async () => {
    const de = await t.get(PATH, { 'x-locale': 'de' });
    const en = await t.get(PATH, { 'x-locale': 'en' });
    expect(de.status).toBe(200);
    expect(en.headers.get('etag')).not.toBe(de.headers.get('etag'));
    expect((await t.get(PATH, { 'x-locale': 'en', 'if-none-match': de.headers.get('etag')! })).status).toBe(200);
  });

  test('the same search with a session answers private, no-store, without a tag or a shared-cache header, and the same body', async () => {
    const userId = (syncSql(t.database).get('SELECT user_id AS id FROM user_roles LIMIT 1') as { id: number }).id;
    const anonymous = await t.get(PATH);
    for (const path of [PATH, COUNT]) {
      const signedIn = await t.get(path, { 'x-test-user': String(userId), 'if-none-match': anonymous.headers.get('etag')! });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
      expect(signedIn.headers.get('cache-control')).not.toMatch(SHARED);
      expect(signedIn.headers.get('etag')).toBeNull();
      if (path === PATH) expect(signedIn.body).toEqual(anonymous.body);
    }
  });

  test('the count is cacheable the same way and does not vary by locale', async () => {
    const a = await t.get(COUNT);
    expect(a.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=20, stale-while-revalidate=10');
    expect(varied(a.headers)).not.toContain('x-locale');
    expect(searchCountResponseSchema.parse(a.body).total).toBeGreaterThan(0);
    const revalidated = await t.get(COUNT, { 'if-none-match': a.headers.get('etag')! });
    expect([revalidated.status, revalidated.body]).toEqual([304, '']);
  });

  test('errors are never stored', async () => {
    const res = await t.get('/api/v2/search/escorts?region=de&place=atlantis');
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  test('an unpublish, an edit and a publish change the tag of the search and of its count', async () => {
    const sync = (id: number) => syncSearchRows(t.deps.db, [id], t.deps.clock.now());
    const first = await t.get(PATH);
    const count = await t.get(COUNT);
    const top = searchResponseSchema.parse(first.body).results[0]!;
    const { name } = syncSql(t.database).get('SELECT display_name AS name FROM profiles WHERE user_id = ?', top.id) as { name: string };
    const tagOf = async (path: string, previous: { headers: Headers }) => {
      const res = await t.get(path, { 'if-none-match': previous.headers.get('etag')! });
      expect(res.status, path).toBe(200);
      return res;
    };
    try {
      syncSql(t.database).run('UPDATE profiles SET published = 0 WHERE user_id = ?', top.id);
      await sync(top.id);
      const hidden = await tagOf(PATH, first);
      expect(searchResponseSchema.parse(hidden.body).results.map((c) => c.id)).not.toContain(top.id);
      await tagOf(COUNT, count);

      syncSql(t.database).run('UPDATE profiles SET published = 1, display_name = ? WHERE user_id = ?', 'Renamed Rita', top.id);
      await sync(top.id);
      const renamed = await tagOf(PATH, hidden);
      expect(renamed.headers.get('etag')).not.toBe(first.headers.get('etag'));
      expect(searchResponseSchema.parse(renamed.body).results.find((c) => c.id === top.id)?.name).toBe('Renamed Rita');
      // Back as it was: the same answer, the same tag.
      syncSql(t.database).run('UPDATE profiles SET display_name = ? WHERE user_id = ?', name, top.id);
      await sync(top.id);
      expect((await t.get(PATH)).headers.get('etag')).toBe(first.headers.get('etag'));
      expect((await t.get(COUNT, { 'if-none-match': count.headers.get('etag')! })).status).toBe(304);
    } finally {
      syncSql(t.database).run('UPDATE profiles SET published = 1, display_name = ? WHERE user_id = ?', name, top.id);
      await sync(top.id);
    }
  });
});

describe('caching of the place and address suggestions', () => {
  test('they are public for five minutes with a tag that revalidates', async () => {
    for (const path of ['/api/v2/search/location?region=de&q=koel', '/api/v2/search/addresses?region=de&q=Koeln']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=300');
      expect((await t.get(path, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
    }
  });
});
