import { expect, test, vi } from 'vitest';
import { dropFragment, tokenFromHash } from './fragment.ts';
import { osmLink } from './osm.ts';

const TOKEN = 'aB3_dE5-fG7hI9jK1lM3nO5';

test('the token is the fragment, with or without its "#"', () => {
  expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
  expect(tokenFromHash(TOKEN)).toBe(TOKEN);
});

test('no fragment, a short one or one with other characters is no token', () => {
  expect(tokenFromHash('')).toBeUndefined();
  expect(tokenFromHash('#')).toBeUndefined();
  expect(tokenFromHash('#short')).toBeUndefined();
  expect(tokenFromHash(`#${TOKEN}/../x`)).toBeUndefined();
  expect(tokenFromHash(`#${'a'.repeat(65)}`)).toBeUndefined();
  expect(tokenFromHash('#%E0%A4%A')).toBeUndefined();
});

test('the fragment goes from the address bar, path and query stay', () => {
  const replaceState = vi.fn();
  dropFragment({
    location: { pathname: '/at/emergency/confirm/', search: '?x=1', hash: `#${TOKEN}` },
    history: { state: { k: 1 }, replaceState },
  });
  expect(replaceState).toHaveBeenCalledWith({ k: 1 }, '', '/at/emergency/confirm/?x=1');
});

test('without a fragment the history is left alone', () => {
  const replaceState = vi.fn();
  dropFragment({ location: { pathname: '/emergency/confirm/', search: '', hash: '' }, history: { state: null, replaceState } });
  expect(replaceState).not.toHaveBeenCalled();
});

test('a shared position links to OpenStreetMap with a marker', () => {
  expect(osmLink(52.520008, 13.404954)).toBe('https://www.openstreetmap.org/?mlat=52.52001&mlon=13.40495#map=17/52.52001/13.40495');
});
