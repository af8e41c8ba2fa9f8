/**
 * "Near me" through the search store against the API: the query carries the rounded position with
 * the radius and the distance sort, the URL never carries the position, the results come nearest
 * first with their distances, and turning it off searches the whole page again.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { configureApi } from '../../lib/api/http.ts';
import { createTestApp, type TestApp } from '../../server/testing/app.ts';
import {
  $near,
  $searchResult,
  $searchState,
  connectSearch,
  DEFAULT_STATE,
  NEAR_RADIUS_KM,
  nearQuery,
  searchQuery,
  setNear,
  type SearchLocation,
} from '../../stores/search.ts';

let t: TestApp;
const asked: URL[] = [];
// Seeding the demo database takes a while on a busy machine: the set-up gets a minute.
beforeAll(async () => {
  t = await createTestApp();
  configureApi({
    origin: '',
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      asked.push(new URL(url, 'http://site.test'));
      return Promise.resolve(t.app.request(url, init));
    },
  });
}, 60_000);
afterAll(() => t.close());

/** A location in memory that records the URLs pushed. */
function memoryLocation(start: string): SearchLocation & { pushed: string[] } {
  let current = new URL(start, 'http://site.test');
  const pushed: string[] = [];
  return {
    pushed,
    get pathname() {
      return current.pathname;
    },
    get search() {
      return current.search;
    },
    get hash() {
      return current.hash;
    },
    push: (to) => {
      pushed.push(to);
      current = new URL(to, current);
    },
    replace: (to) => {
      current = new URL(to, current);
    },
    listen: () => () => undefined,
  };
}

const berlin = { lat: 52.52, lon: 13.4 };

/** The last listing search asked of the API. */
const lastSearch = () => asked.filter((u) => u.pathname === '/api/v2/search/escorts/').at(-1)!;

/** The loaded results (fails when the search did not succeed). */
function results() {
  const r = $searchResult.get();
  if (r.status !== 'ready') throw new Error(`the search is ${r.status}`);
  return r.data;
}

test('the query searches around the position with the radius, and only on pages without a place', () => {
  expect(searchQuery({ region: 'de', category: 1 }, { ...DEFAULT_STATE, sort: 'distance' }, berlin)).toMatchObject({
    lat: 52.52,
    lon: 13.4,
    radius_km: NEAR_RADIUS_KM,
    sort: 'distance',
  });
  const onPlace = searchQuery({ region: 'de', category: 1, place: 'koeln' }, { ...DEFAULT_STATE, sort: 'distance' }, berlin);
  expect(onPlace).not.toHaveProperty('lat');
  expect(onPlace).toMatchObject({ place: 'koeln', sort: 'distance' });
  expect(nearQuery({ region: 'de', category: 1, place: 'koeln' }, berlin)).toBeUndefined();
  expect(nearQuery({ region: 'de', category: 1 }, null)).toBeUndefined();
  // Without a point, a distance sort (a shared link) asks for the default order instead of failing.
  expect(searchQuery({ region: 'de', category: 1 }, { ...DEFAULT_STATE, sort: 'distance' })).toMatchObject({ sort: 'recommended' });
});

test('near me finds the nearest listings first within the radius, and off searches the whole page again', async () => {
  const location = memoryLocation('/sex/?age_min=20');
  const disconnect = connectSearch({ scope: { region: 'de', category: 1 }, locale: 'de', hideFirstPageAdverts: false, location });
  await expect.poll(() => $searchResult.get().status).toBe('ready');
  const everywhere = results().total;
  expect(lastSearch().searchParams.has('lat')).toBe(false);

  await setNear(berlin);
  const q = lastSearch().searchParams;
  expect([q.get('lat'), q.get('lon'), q.get('radius_km'), q.get('sort')]).toEqual(['52.52', '13.4', String(NEAR_RADIUS_KM), 'distance']);
  expect(q.get('age_min')).toBe('20');
  const near = results();
  expect(near.total).toBeGreaterThan(0);
  expect(near.total).toBeLessThan(everywhere);
  const distances = near.results.map((c) => c.distanceKm);
  expect(distances.every((d) => d !== null && d <= NEAR_RADIUS_KM + 0.5)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
  // The page URL says "nearest first", never where the visitor is.
  expect(location.pushed.at(-1)).toBe('/sex/?age_min=20&sort=distance');
  expect(location.pushed.join(' ')).not.toMatch(/52\.52|lat=/);

  await setNear(null);
  expect($near.get()).toBeNull();
  expect($searchState.get().sort).toBe('recommended');
  expect(lastSearch().searchParams.has('lat')).toBe(false);
  expect(results().total).toBe(everywhere);
  expect(location.pushed.at(-1)).toBe('/sex/?age_min=20');
  disconnect();
});

test('a kept position searches around it from the first search of a page, but a place page ignores it', async () => {
  const disconnect = connectSearch({
    scope: { region: 'de', category: 1 },
    locale: 'de',
    hideFirstPageAdverts: false,
    near: berlin,
    location: memoryLocation('/sex/?sort=distance'),
  });
  await expect.poll(() => $searchResult.get().status).toBe('ready');
  expect(lastSearch().searchParams.get('lat')).toBe('52.52');
  expect(results().results[0]!.distanceKm).not.toBeNull();
  disconnect();

  const onPlace = connectSearch({
    scope: { region: 'de', category: 1, place: 'koeln' },
    locale: 'de',
    hideFirstPageAdverts: false,
    near: berlin,
    location: memoryLocation('/sex/koeln/'),
  });
  expect($near.get()).toBeNull();
  await expect.poll(() => $searchResult.get().status).toBe('ready');
  expect(lastSearch().searchParams.has('lat')).toBe(false);
  await setNear(berlin);
  expect($near.get()).toBeNull();
  onPlace();
});
