import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import {
  apiOrigin,
  buildListing,
  buildListings,
  fetchListings,
  listingTotals,
  loadBuildListings,
  buildHeaders,
  mapLimit,
  resetBuildListings,
  targetQuery,
  type ListingTarget,
} from './listings.ts';
import { listingTargets } from './index.ts';

/** A small API answering the batch search and the featured profiles, counting requests. */
let server: Server;
let origin: string;
const seen: { batches: number[]; featured: string[]; auth: (string | undefined)[] } = { batches: [], featured: [], auth: [] };
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
      } else if (url.pathname === '/api/v2/featured-profiles') {
        seen.featured.push(url.searchParams.get('region')!);
        res.end(JSON.stringify({ results: [], homepageResultsId: 'h' }));
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

test('it loads once and serves each page its first page of results', async () => {
  process.env.BUILD_API_ORIGIN = `${origin}/`;
  let calls = 0;
  const list = () => (calls++, targets(3));
  await loadBuildListings(list, ['de'], silent);
  await loadBuildListings(list, ['de'], silent);
  expect(calls).toBe(1);
  expect(buildListing('/sex/p1/')?.total).toBe(5);
  expect(buildListing('/sex/unknown/')).toBeUndefined();
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
