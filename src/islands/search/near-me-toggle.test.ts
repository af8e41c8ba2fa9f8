// @vitest-environment happy-dom
/**
 * The "near me" toggle as a visitor uses it: nothing is asked on load; a refusal is said in the
 * live notice and the search stays as it was; a position turns it on (kept rounded for the tab,
 * sent with the search), and a second click turns it off and forgets the position.
 */
import { act, createElement as h, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { configureApi } from '../../lib/api/http.ts';
import { $near, connectSearch, type SearchLocation } from '../../stores/search.ts';
import { CURRENT_LOCATION_KEY, type LocateResult } from './near-me.ts';
import { NearMeButton, NearMeNotice, useNearMe } from './NearMe.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const searched: URL[] = [];
const tr = (key: string, vars?: Record<string, string | number>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);
const ask = vi.fn<() => Promise<LocateResult>>();

function Toggle() {
  const state = useNearMe(ask);
  return h(Fragment, null, h(NearMeButton, { t: tr, state }), h(NearMeNotice, { t: tr, state }));
}

const location: SearchLocation = {
  pathname: '/sex/',
  search: '',
  hash: '',
  push: () => undefined,
  replace: () => undefined,
  listen: () => () => undefined,
};

let root: Root;
let container: HTMLElement;
let disconnect: () => void;
beforeAll(() => {
  configureApi({
    origin: 'http://site.test',
    fetch: (input) => {
      searched.push(new URL(input instanceof Request ? input.url : input.toString()));
      return Promise.resolve(Response.json({ results: [], total: 0, page: 1, perPage: 24 }));
    },
  });
  disconnect = connectSearch({ scope: { region: 'de', category: 1 }, locale: 'de', hideFirstPageAdverts: true, location });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(h(Toggle)));
});
afterAll(() => {
  act(() => root.unmount());
  disconnect();
});

const button = () => container.querySelector('button')!;
const notice = () => container.querySelector('[role="status"]')!;
/** Click the toggle and let its search settle (the stubbed API answers at once). */
const click = () =>
  act(async () => {
    button().click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

test('nothing is asked of the browser on load', () => {
  expect(ask).not.toHaveBeenCalled();
  expect(button().getAttribute('aria-pressed')).toBe('false');
  expect(button().textContent).toBe('search.near.button');
  expect(notice().textContent).toBe('');
});

test('a refusal is said in the notice and the search keeps going without a position', async () => {
  ask.mockResolvedValueOnce({ failure: 'denied' });
  const before = searched.length;
  await click();
  expect(ask).toHaveBeenCalledTimes(1);
  expect(notice().textContent).toBe('search.near.denied');
  expect(button().getAttribute('aria-pressed')).toBe('false');
  expect($near.get()).toBeNull();
  expect(searched.length).toBe(before);
  expect(localStorage.getItem(CURRENT_LOCATION_KEY)).toBeNull();
});

test('a position turns it on: kept for the tab, sent with the search, said in the notice; a second click turns it off', async () => {
  let answer: (result: LocateResult) => void = () => undefined;
  ask.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  // React hears of store changes a microtask later (ui/useStore.ts): an async act waits for it.
  await act(() => {
    button().click();
    return Promise.resolve();
  });
  // While the browser looks, the notice says so and a second click asks nothing more.
  expect(notice().textContent).toBe('search.near.locating');
  expect(button().getAttribute('aria-busy')).toBe('true');
  const asksWhileLooking = ask.mock.calls.length;
  await act(() => {
    button().click();
    return Promise.resolve();
  });
  expect(ask.mock.calls.length).toBe(asksWhileLooking);
  await act(async () => {
    answer({ point: { lat: 48.14, lon: 11.58 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(button().getAttribute('aria-pressed')).toBe('true');
  expect(JSON.parse(localStorage.getItem(CURRENT_LOCATION_KEY)!)).toEqual({ lat: 48.14, lon: 11.58 });
  expect(notice().textContent).toBe('search.near.active {"km":50}');
  const q = searched.at(-1)!.searchParams;
  expect([q.get('lat'), q.get('lon'), q.get('sort')]).toEqual(['48.14', '11.58', 'distance']);

  // Off asks nothing of the browser.
  const asks = ask.mock.calls.length;
  await click();
  expect(ask.mock.calls.length).toBe(asks);
  expect(button().getAttribute('aria-pressed')).toBe('false');
  expect(localStorage.getItem(CURRENT_LOCATION_KEY)).toBeNull();
  expect(notice().textContent).toBe('');
  expect(searched.at(-1)!.searchParams.has('lat')).toBe(false);
});
