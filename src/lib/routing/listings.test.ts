import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import {
  apiOrigin,
  buildListing,
  buildListings,
  fetchListings,
  fetchPageKeys,
  addListedProfiles,
  listingFor,
  listingTotals,
  prefetchListings,
  prefetchProfiles,
  profileFor,
  loadBuildListings,
  buildHeaders,
  buildFeatureOptions,
  buildProfile,
  fetchProfiles,
  mapLimit,
  profilePagesMax,
  resetBuildListings,
  targetQuery,
  type FeatureOptions,
  type ListingTarget,
} from './listings.ts';
import { listingTargets } from './index.ts';
import { fakeProfile } from './fixtures.ts';

/** The published profiles the small API lists: ids 1..7, three of them in Austria; 5 is Gold. */
const PUBLISHED = [1, 2, 3, 4, 5, 6, 7].map((id) =>
  fakeProfile(id, {
    region: id % 3 === 0 ? 'at' : 'de',
    badges: { verified: false, gold: id === 5, new: false, video: false, ai: false },
    publishedAt: `2025-01-0${id}T00:00:00.000Z`,
  }),
);

/** A small API answering the batch search and the featured profiles, counting requests. */
let server: Server;
let origin: string;
const seen: {
  batches: number[];
  keys: number[];
  featured: string[];
  auth: (string | undefined)[];
  profilePages: string[];
  profileIds: string[];
  options: string[];
} = {
  batches: [],
  keys: [],
  featured: [],
  auth: [],
  profilePages: [],
  profileIds: [],
  options: [],
};
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.auth.push(req.headers.authorization);
      res.setHeader('content-type', 'application/json');
      const url = new URL(req.url!, 'http://x');
      if (req.method === 'POST' && url.pathname === '/api/v2/search/escorts/batch') {
        const { queries } = JSON.parse(body) as { queries: { place?: string }[] };
        seen.batches.push(queries.length);
        const results = queries.map((q) =>
          q.place === 'nowhere'
            ? { status: 422, body: { message: 'The given data was invalid.', errors: { place: ['no place'] } } }
            : { status: 200, body: { results: [], total: q.place === 'empty' ? 0 : 5, page: 1, perPage: 24, searchRequestId: 'x' } },
        );
        res.end(JSON.stringify({ results }));
      } else if (req.method === 'POST' && url.pathname === '/api/v2/build/page-keys') {
        const { queries } = JSON.parse(body) as { queries: { place?: string }[] };
        seen.keys.push(queries.length);
        const results = queries.map((q) => (q.place === 'nowhere' ? null : { total: q.place === 'empty' ? 0 : 5, key: `k-${q.place}` }));
        res.end(JSON.stringify({ day: '2025-06-15', results }));
      } else if (url.pathname === '/api/v2/featured-profiles') {
        seen.featured.push(url.searchParams.get('region')!);
        res.end(JSON.stringify({ results: [], homepageResultsId: 'h' }));
      } else if (url.pathname === '/api/v2/build/profiles' && url.searchParams.has('ids')) {
        const ids = url.searchParams.get('ids')!.split(',').map(Number);
        seen.profileIds.push(ids.join(','));
        res.end(JSON.stringify({ results: PUBLISHED.filter((p) => ids.includes(p.id)), next: null }));
      } else if (url.pathname === '/api/v2/build/profile-keys') {
        const after = Number(url.searchParams.get('after') ?? 0);
        seen.profilePages.push(`${after}`);
        // Two a page, whatever the limit asked: the client follows `next`, not the page size. Gold (5) ranks first.
        const page = PUBLISHED.filter((p) => p.id > after).slice(0, 2);
        const next = PUBLISHED.some((p) => p.id > (page.at(-1)?.id ?? Infinity)) ? page.at(-1)!.id : null;
        const results = page.map((p) => ({ id: p.id, region: p.region, key: `k${p.id}`, rank: p.id === 5 ? 1000 : p.id }));
        res.end(JSON.stringify({ results, next }));
      } else if (url.pathname === '/api/v2/build/profiles') {
        const after = Number(url.searchParams.get('after') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 500);
        seen.profilePages.push(`${after}`);
        // Two a page, whatever the limit asked: the client follows `next`, not the page size.
        const page = PUBLISHED.filter((p) => p.id > after).slice(0, Math.min(limit, 2));
        const next = PUBLISHED.some((p) => p.id > (page.at(-1)?.id ?? Infinity)) ? page.at(-1)!.id : null;
        res.end(JSON.stringify({ results: page, next }));
      } else if (url.pathname === '/api/v2/features/options/') {
        seen.options.push(`${url.searchParams.get('region')}:${String(req.headers['x-locale'])}`);
        res.end(JSON.stringify({ results: { gender: [{ value: 'female', label: `Weiblich ${url.searchParams.get('region')}` }] } }));
      } else if (url.pathname === '/api/v2/search/escorts/count') {
        res.end(JSON.stringify({ total: 1 }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  resetBuildListings();
  delete process.env.BUILD_API_ORIGIN;
  delete process.env.BUILD_API_TOKEN;
});

const silent = { info: () => undefined, warn: () => undefined };
const targets = (n: number, place = (i: number) => `p${i}`): ListingTarget[] =>
  Array.from({ length: n }, (_, i) => ({ path: `/sex/${place(i)}/`, region: 'de', categoryId: 1, place: place(i) }));

test('it fetches every target in batches of at most 100 queries', async () => {
  seen.batches.length = 0;
  const listings = await fetchListings(origin, targets(250), ['de', 'at']);
  expect(seen.batches.sort((a, b) => b - a)).toEqual([100, 100, 50]);
  expect(listings.pages.size).toBe(250);
  expect(listings.featured.size).toBe(2);
});

test('it leaves out pages the API refused and counts them', async () => {
  const list = [...targets(2), { path: '/sex/nowhere/', region: 'de' as const, categoryId: 1, place: 'nowhere' }];
  const listings = await fetchListings(origin, list, []);
  expect(listings.refused).toBe(1);
  expect(listings.pages.has('/sex/nowhere/')).toBe(false);
});

test('it reports totals by path, so empty pages can be marked noindex', async () => {
  const listings = await fetchListings(
    origin,
    targets(2, (i) => (i === 0 ? 'empty' : 'full')),
    [],
  );
  expect(listingTotals(listings)).toEqual(
    new Map([
      ['/sex/empty/', 0],
      ['/sex/full/', 5],
    ]),
  );
  expect(listingTotals(null)).toBeUndefined();
});

test('it records a build without an API when BUILD_API_ORIGIN is unset or does not answer', async () => {
  expect(await loadBuildListings(() => targets(1), ['de'], silent)).toBeNull();
  resetBuildListings();
  process.env.BUILD_API_ORIGIN = 'http://127.0.0.1:9';
  expect(await loadBuildListings(() => targets(1), ['de'], silent)).toBeNull();
  expect(buildListings()).toBeNull();
});

test('it loads the keys of every page once, then the listings of the pages to render, and the others when a page asks', async () => {
  process.env.BUILD_API_ORIGIN = `${origin}/`;
  let calls = 0;
  const list = () => (calls++, [...targets(3), ...targets(1, () => 'empty'), ...targets(1, () => 'nowhere')]);
  seen.batches.length = 0;
  const listings = await loadBuildListings(list, ['de'], silent);
  await loadBuildListings(list, ['de'], silent);
  expect(calls).toBe(1);
  // Keys and totals of every page the API knows; no listings fetched yet.
  expect(listings?.keys?.get('/sex/p1/')).toEqual({ total: 5, key: 'k-p1' });
  expect(listingTotals(listings)?.get('/sex/empty/')).toBe(0);
  expect(listings?.keys?.has('/sex/nowhere/')).toBe(false);
  expect(seen.batches).toEqual([]);
  expect(await prefetchListings((path) => path !== '/sex/p2/', silent)).toBe(4);
  expect(buildListing('/sex/p1/')?.total).toBe(5);
  expect(buildListing('/sex/p2/')).toBeUndefined();
  // A page rendered although its key did not change fetches its own listings.
  expect((await listingFor('/sex/p2/'))?.total).toBe(5);
  expect(seen.batches).toEqual([4, 1]);
  expect(await listingFor('/sex/unknown/')).toBeUndefined();
});

test('keys are asked for 2,000 pages a request', async () => {
  seen.keys.length = 0;
  const keys = await fetchPageKeys(origin, targets(4500));
  expect(seen.keys.sort((a, b) => b - a)).toEqual([2000, 2000, 500]);
  expect(keys.size).toBe(4500);
});

test('it asks for the first page of the category at the place', () => {
  expect(targetQuery({ path: '/at/sex/wien/', region: 'at', categoryId: 1, place: 'wien' })).toEqual({
    region: 'at',
    category: 1,
    place: 'wien',
    per_page: 24,
  });
  expect(targetQuery({ path: '/at/trans/', region: 'at', categoryId: 12 })).toEqual({ region: 'at', category: 12, per_page: 24 });
  expect(targetQuery({ path: '/uk/escort/independent/wales/', region: 'uk', categoryId: 7, place: 'wales', independent: true })).toEqual({
    region: 'uk',
    category: 7,
    place: 'wales',
    independent: 1,
    per_page: 24,
  });
});

test('it refuses an origin with a path', () => {
  expect(apiOrigin('http://127.0.0.1:4321/')).toBe('http://127.0.0.1:4321');
  expect(apiOrigin(undefined)).toBeUndefined();
  expect(() => apiOrigin('127.0.0.1:4321/api')).toThrow(/BUILD_API_ORIGIN/);
});

test('it runs at most the given number of calls at once, keeping the order of results', async () => {
  let running = 0;
  let peak = 0;
  const out = await mapLimit([1, 2, 3, 4, 5, 6], 2, async (n) => {
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setImmediate(r));
    running--;
    return n * 2;
  });
  expect(out).toEqual([2, 4, 6, 8, 10, 12]);
  expect(peak).toBe(2);
});

test('it sends BUILD_API_TOKEN as a bearer token with every call of the build', async () => {
  expect(buildHeaders(undefined)).toEqual({ accept: 'application/json' });
  process.env.BUILD_API_TOKEN = 'secret-token';
  seen.auth.length = 0;
  await fetchListings(origin, targets(2), ['de']);
  expect(seen.auth.length).toBeGreaterThan(0);
  expect(new Set(seen.auth)).toEqual(new Set(['Bearer secret-token']));
});

test('the build fetches listings of independent escorts for the UK independent pages, the whole country and each region', () => {
  const independent = listingTargets().filter((x) => x.independent);
  expect(independent).toHaveLength(12);
  expect(independent[0]).toEqual({ path: '/uk/escort/independent/', region: 'uk', categoryId: 7, independent: true });
  expect(independent).toContainEqual({
    path: '/uk/escort/independent/london/',
    region: 'uk',
    categoryId: 7,
    place: 'london',
    independent: true,
  });
});

test("it fetches every published profile's key page after page and keeps the first PROFILE_PAGES_MAX in the search's order", async () => {
  seen.profilePages.length = 0;
  seen.options.length = 0;
  const { keys, published, options } = await fetchProfiles(origin, { de: 'de', at: 'de' }, 3);
  expect(seen.profilePages).toEqual(['0', '2', '4', '6']);
  expect(published).toBe(7);
  // Highest rank first.
  expect([...keys.keys()]).toEqual([5, 7, 6]);
  expect(keys.get(5)).toEqual({ region: 'de', key: 'k5' });
  expect(seen.options.sort()).toEqual(['at:de', 'de:de']);
  expect(options.get('at')?.gender?.[0]?.label).toBe('Weiblich at');
});

test('a one-region build renders and counts the profiles of its regions only; a cap of 0 fetches none', async () => {
  const at = await fetchProfiles(origin, { at: 'de' }, 10);
  expect([...at.keys.keys()]).toEqual([6, 3]);
  expect(at.published).toBe(2);
  seen.profilePages.length = 0;
  const none = await fetchProfiles(origin, { de: 'de' }, 0);
  expect(none.keys.size).toBe(0);
  expect(seen.profilePages).toEqual([]);
});

test('the build loads the profile keys and labels with the listings, then the profiles of the pages it renders', async () => {
  process.env.BUILD_API_ORIGIN = origin;
  await loadBuildListings(() => targets(1), ['de'], silent, { de: 'de' });
  expect(buildListings()?.profileKeys?.has(4)).toBe(true);
  expect(buildListings()?.profileKeys?.has(3)).toBe(false);
  expect(buildProfile(4)).toBeUndefined();
  seen.profileIds.length = 0;
  expect(await prefetchProfiles((id) => id === 4 || id === 7, silent)).toBe(2);
  // In the search's order, in one request.
  expect(seen.profileIds).toEqual(['7,4']);
  expect(buildProfile(4)?.name).toBe('Profile 4');
  expect(buildProfile(2)).toBeUndefined();
  // A page rendered for another reason fetches its own.
  expect((await profileFor(2))?.name).toBe('Profile 2');
  expect(buildFeatureOptions('de')?.gender?.[0]?.label).toBe('Weiblich de');
});

test('PROFILE_PAGES_MAX is a whole number; unset, every published profile gets its page', () => {
  expect(profilePagesMax(undefined)).toBe(Number.POSITIVE_INFINITY);
  expect(profilePagesMax(' ')).toBe(Number.POSITIVE_INFINITY);
  expect(profilePagesMax('0')).toBe(0);
  expect(profilePagesMax('150000')).toBe(150_000);
  expect(() => profilePagesMax('-1')).toThrow(/PROFILE_PAGES_MAX/);
  expect(() => profilePagesMax('lots')).toThrow(/PROFILE_PAGES_MAX/);
});

test('profiles the fetched cards show without a page of their own are fetched and get their pages', async () => {
  const card = (id: number) => ({
    ...fakeProfile(id),
    age: 30,
    city: null,
    placeSlug: null,
    photo: null,
    services: [],
    priceFrom: null,
    distanceKm: null,
  });
  resetBuildListings({
    origin,
    pages: new Map([['/sex/p1/', { results: [card(1), card(4), card(9)], total: 3, page: 1, perPage: 24, searchRequestId: 'x' }]]),
    featured: new Map(),
    profiles: new Map(),
    profileKeys: new Map(PUBLISHED.slice(0, 2).map((p) => [p.id, { region: p.region, key: `k${p.id}` }])),
    profilesPublished: 2,
    options: new Map([['de', {} as FeatureOptions]]),
  });
  // 4 is published in Germany (added); 9 is not published at all (left to the profile shell).
  expect(await addListedProfiles(silent)).toBe(1);
  expect(buildProfile(4)?.id).toBe(4);
  expect(buildProfile(9)).toBeUndefined();
  expect(buildListings()?.profilesPublished).toBe(3);
  expect(buildListings()?.profileKeys?.has(4)).toBe(true);
  // With a cap that left profiles out, nothing is added.
  resetBuildListings({ ...buildListings()!, profilesPublished: 50 });
  expect(await addListedProfiles(silent)).toBe(0);
});
