import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { configureApi } from '../lib/api/http.ts';
import { createTestApp, type TestApp } from '../server/testing/app.ts';
import { FILTER_NAMES } from '../lib/api/search-filters.ts';
import {
  $adverts,
  $gallery,
  $searchResult,
  $searchState,
  activeFilterCount,
  changeFilters,
  connectSearch,
  DEFAULT_STATE,
  goToPage,
  lastPage,
  loadResults,
  pageHref,
  parseSearch,
  searchQuery,
  searchQueryString,
  setGallery,
  withFilters,
  type SearchLocation,
  type SearchState,
} from './search.ts';
import { $requestIds } from './tracking.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  configureApi({
    origin: '',
    fetch: (input, init) => Promise.resolve(t.app.request(input instanceof Request ? input : input.toString(), init)),
  });
});
afterAll(() => t.close());

test('it reads filters, sort and page from the query string and writes them back the same', () => {
  const qs = '?gender=female&age_min=25&age_max=40&body_type=curvy&body_type=slim&services=2&services=94&user_type=1&sort=newest&page=3';
  const state = parseSearch(new URLSearchParams(qs));
  expect(state).toEqual({
    filters: { gender: 'female', age_min: 25, age_max: 40, body_type: ['curvy', 'slim'], services: [2, 94], user_type: 1 },
    sort: 'newest',
    page: 3,
  });
  expect(searchQueryString(state)).toBe(qs);
});

test('an independent page asks only for independent escorts, and other pages do not send the flag', () => {
  expect(searchQuery({ region: 'uk', category: 7, place: 'wales', independent: 1 }, DEFAULT_STATE)).toMatchObject({
    place: 'wales',
    independent: 1,
  });
  expect(searchQuery({ region: 'uk', category: 7 }, DEFAULT_STATE)).not.toHaveProperty('independent');
});

test('it leaves the plain page URL for the default search', () => {
  expect(searchQueryString(DEFAULT_STATE)).toBe('');
  expect(parseSearch(new URLSearchParams(''))).toEqual(DEFAULT_STATE);
});

test('it drops malformed values instead of failing', () => {
  const state = parseSearch(new URLSearchParams('age_min=12&age_max=abc&page=0&sort=cheap&body_type=<b>&user_type=2&services=x'));
  expect(state).toEqual(DEFAULT_STATE);
  expect(parseSearch(new URLSearchParams('age_min=50&age_max=30')).filters).toEqual({ age_min: 50 });
});

test('it drops each invalid parameter on its own and keeps the valid rest', () => {
  const state = parseSearch(
    new URLSearchParams('gender=robot&age_min=30&body_type=slim,huge&hair_color=red&services=2,x,94&sort=newest&page=0'),
  );
  expect(state).toEqual({
    filters: { age_min: 30, body_type: ['slim'], hair_color: ['red'], services: [2, 94] },
    sort: 'newest',
    page: 1,
  });
  // More services than the API takes would fail the whole search: that one parameter goes.
  const many = Array.from({ length: 31 }, (_, i) => `services=${i + 1}`).join('&');
  expect(parseSearch(new URLSearchParams(`${many}&gender=male`)).filters).toEqual({ gender: 'male' });
});

test('it reads and writes every filter of the contract, skin colour included', () => {
  const qs =
    '?gender=trans&age_min=20&age_max=30&body_type=slim&ethnicity=latin&nationality=brazil&skin_color=olive' +
    '&breast_size=big&hair_color=red&services=2&user_type=0&meeting_location=1&available_now=1&sort=price_asc&page=2';
  const state = parseSearch(new URLSearchParams(qs));
  expect(Object.keys(state.filters)).toEqual(FILTER_NAMES);
  expect(searchQueryString(state)).toBe(qs);
});

test('it accepts comma-separated lists like the API', () => {
  expect(parseSearch(new URLSearchParams('ethnicity=latin,asian')).filters.ethnicity).toEqual(['asian', 'latin']);
});

test('it knows the last page of a search', () => {
  expect(lastPage(30)).toBe(2);
  expect(lastPage(24)).toBe(1);
  expect(lastPage(25, 24)).toBe(2);
  expect(lastPage(0)).toBe(1);
  expect(lastPage(10_000_000)).toBe(1000);
});

test('it starts again at page 1 when a filter changes and drops emptied filters', () => {
  const state: SearchState = { filters: { body_type: ['slim'], gender: 'female' }, sort: 'newest', page: 4 };
  const next = withFilters(state, { body_type: [], age_min: 30 });
  expect(next).toEqual({ filters: { gender: 'female', age_min: 30 }, sort: 'newest', page: 1 });
  expect(activeFilterCount(next.filters)).toBe(2);
});

test("it asks the API for the page's category and place with the visitor's filters", () => {
  expect(searchQuery({ region: 'at', category: 1, place: 'wien' }, { filters: { gender: 'trans' }, sort: 'newest', page: 2 })).toEqual({
    region: 'at',
    category: 1,
    place: 'wien',
    gender: 'trans',
    sort: 'newest',
    page: 2,
    per_page: 24,
  });
});

/** A request id as the search store makes them. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('it loads results, narrows them by a filter and keeps a request id of its own for each search', async () => {
  const scope = { region: 'de' as const, category: 1, place: 'koeln' };
  await loadResults(scope, DEFAULT_STATE, 'de');
  const all = $searchResult.get();
  expect(all.status).toBe('ready');
  if (all.status !== 'ready') return;
  expect(all.data.results.length).toBeGreaterThan(0);
  const firstId = $requestIds.get().searchRequestId;
  expect(firstId).toMatch(UUID);
  expect(all.data).not.toHaveProperty('searchRequestId');

  const narrowed = withFilters(DEFAULT_STATE, { age_min: 30, age_max: 35 });
  await loadResults(scope, narrowed, 'de');
  const some = $searchResult.get();
  expect(some.status === 'ready' && some.data.total).toBeLessThan(all.data.total);
  expect($searchState.get()).toEqual(narrowed);
  // Every search gets an id of its own, though the same search gets the same answer.
  expect($requestIds.get().searchRequestId).toMatch(UUID);
  expect($requestIds.get().searchRequestId).not.toBe(firstId);
});

test('it hands each search to the tracker with its category, place, total and request id', async () => {
  globalThis.lmTrack = [];
  await loadResults({ region: 'de', category: 1, place: 'koeln' }, DEFAULT_STATE, 'de');
  const result = $searchResult.get();
  if (result.status !== 'ready') throw new Error(`the search failed: ${result.status}`);
  const searchRequestId = $requestIds.get().searchRequestId;
  expect(searchRequestId).toMatch(UUID);
  expect(globalThis.lmTrack).toEqual([
    {
      c: 'search',
      a: 'results',
      v: result.data.total,
      atr: { category: 1, place: 'koeln', searchRequestId },
    },
  ]);
  globalThis.lmTrack = undefined;
});

test('it reports an error the API gives and keeps the previous results to show', async () => {
  await loadResults({ region: 'de', category: 1 }, DEFAULT_STATE, 'de');
  await loadResults({ region: 'de', category: 1, place: 'no-such-place' }, DEFAULT_STATE, 'de');
  const result = $searchResult.get();
  expect(result.status).toBe('error');
  expect(result.status === 'error' && result.previous?.results.length).toBeGreaterThan(0);
});

test('it drops an answer that a newer search overtook', async () => {
  const scope = { region: 'de' as const, category: 1 };
  const first = loadResults(scope, { ...DEFAULT_STATE, page: 2 }, 'de');
  const second = loadResults(scope, { ...DEFAULT_STATE, page: 3 }, 'de');
  await Promise.all([first, second]);
  const result = $searchResult.get();
  expect(result.status === 'ready' && result.data.page).toBe(3);
});

/** A location and history kept in memory. */
function memoryLocation(url: string): SearchLocation & { pushed: string[]; replaced: string[]; pop: (url: string) => void } {
  let current = new URL(url, 'http://x');
  let onPop = () => undefined as void;
  const loc = {
    pushed: [] as string[],
    replaced: [] as string[],
    get pathname() {
      return current.pathname;
    },
    get search() {
      return current.search;
    },
    get hash() {
      return current.hash;
    },
    push: (to: string) => {
      loc.pushed.push(to);
      current = new URL(to, current);
    },
    replace: (to: string) => {
      loc.replaced.push(to);
      current = new URL(to, current);
    },
    listen: (pop: () => void) => {
      onPop = pop;
      return () => undefined;
    },
    pop: (to: string) => {
      current = new URL(to, current);
      onPop();
    },
  };
  return loc;
}

test('it takes over the URL: reads the search and the gallery flag, writes each change back', async () => {
  const location = memoryLocation('/koeln/?age_min=25&page=2#?gallerie=true');
  const disconnect = connectSearch({
    scope: { region: 'de', category: 1, place: 'koeln' },
    locale: 'de',
    hideFirstPageAdverts: true,
    location,
  });
  expect($gallery.get()).toBe(true);
  expect($searchState.get()).toEqual({ filters: { age_min: 25 }, sort: 'recommended', page: 2 });

  await changeFilters({ body_type: ['slim'] });
  expect(location.pushed.at(-1)).toBe('/koeln/?age_min=25&body_type=slim#?gallerie=true');
  expect($searchState.get().page).toBe(1);

  setGallery(false);
  expect(location.replaced.at(-1)).toBe('/koeln/?age_min=25&body_type=slim');
  expect(pageHref(3)).toBe('/koeln/?age_min=25&body_type=slim&page=3');

  await goToPage(2);
  expect(location.pushed.at(-1)).toBe('/koeln/?age_min=25&body_type=slim&page=2');

  location.pop('/koeln/?gender=female');
  expect($searchState.get()).toEqual({ filters: { gender: 'female' }, sort: 'recommended', page: 1 });
  disconnect();
});

test('it loads the adverts once, and not for a first page that hides them', async () => {
  const location = memoryLocation('/bonn/');
  const disconnect = connectSearch({
    scope: { region: 'de', category: 1, place: 'bonn' },
    locale: 'de',
    hideFirstPageAdverts: true,
    location,
  });
  await new Promise((r) => setTimeout(r, 50));
  expect($adverts.get()).toEqual([]);
  await goToPage(2);
  await vi.waitFor(() => expect($adverts.get().length).toBeGreaterThan(0));
  const first = $adverts.get();
  await goToPage(3);
  expect($adverts.get()).toBe(first);
  disconnect();
});
