import { afterAll, beforeAll, expect, test } from 'vitest';
import { configureApi } from '../lib/api/http.ts';
import { createTestApp, type TestApp } from '../server/testing/app.ts';
import {
  $searchResult,
  $searchState,
  activeFilterCount,
  DEFAULT_STATE,
  loadResults,
  parseSearch,
  searchQuery,
  searchQueryString,
  withFilters,
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

test('it leaves the plain page URL for the default search', () => {
  expect(searchQueryString(DEFAULT_STATE)).toBe('');
  expect(parseSearch(new URLSearchParams(''))).toEqual(DEFAULT_STATE);
});

test('it drops malformed values instead of failing', () => {
  const state = parseSearch(new URLSearchParams('age_min=12&age_max=abc&page=0&sort=cheap&body_type=<b>&user_type=2&services=x'));
  expect(state).toEqual(DEFAULT_STATE);
  expect(parseSearch(new URLSearchParams('age_min=50&age_max=30')).filters).toEqual({ age_min: 50 });
});

test('it accepts comma-separated lists like the API', () => {
  expect(parseSearch(new URLSearchParams('ethnicity=latin,asian')).filters.ethnicity).toEqual(['asian', 'latin']);
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

test('it loads results, narrows them by a filter and keeps the search request id', async () => {
  const scope = { region: 'de' as const, category: 1, place: 'koeln' };
  await loadResults(scope, DEFAULT_STATE, 'de');
  const all = $searchResult.get();
  expect(all.status).toBe('ready');
  if (all.status !== 'ready') return;
  expect(all.data.results.length).toBeGreaterThan(0);
  expect($requestIds.get()).toEqual({ searchRequestId: all.data.searchRequestId });

  const narrowed = withFilters(DEFAULT_STATE, { age_min: 30, age_max: 35 });
  await loadResults(scope, narrowed, 'de');
  const some = $searchResult.get();
  expect(some.status === 'ready' && some.data.total).toBeLessThan(all.data.total);
  expect($searchState.get()).toEqual(narrowed);
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
