import { expect, test } from 'vitest';
import type { PartnerAdvert } from '../../lib/api/search.ts';
import { nextTile } from './Gallery.tsx';
import { pageWindow } from './Pagination.tsx';
import { placeAdverts } from './slots.ts';

const advert = (id: number): PartnerAdvert => ({
  id,
  partner: 'solad',
  title: `Advert ${id}`,
  subtitle: null,
  image: { url: `/a/${id}.svg`, width: 600, height: 800 },
  url: 'https://partner.example/?utm_medium=referral',
  isLive: false,
});

test('it shows the first, the last and the pages around the current one', () => {
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  expect(pageWindow(1, 12)).toEqual([1, 2, 3, null, 12]);
});

test('it places adverts after the 8th and the 16th card, rotating from page to page', () => {
  const ads = [advert(1), advert(2), advert(3)];
  expect([...placeAdverts(ads, 24, 1, false)].map(([i, a]) => [i, a.id])).toEqual([
    [7, 1],
    [15, 2],
  ]);
  expect([...placeAdverts(ads, 24, 2, false)].map(([i, a]) => [i, a.id])).toEqual([
    [7, 3],
    [15, 1],
  ]);
});

test('it shows no adverts on the first page where the region hides them, but on later pages', () => {
  expect(placeAdverts([advert(1)], 24, 1, true).size).toBe(0);
  expect(placeAdverts([advert(1)], 24, 2, true).size).toBe(2);
});

test('it places an advert only where a card comes before it', () => {
  expect([...placeAdverts([advert(1)], 10, 1, false).keys()]).toEqual([7]);
  expect(placeAdverts([], 24, 1, false).size).toBe(0);
});

test('it moves through the gallery by arrow keys, a row at a time up and down', () => {
  const tops = [0, 0, 0, 100, 100, 100, 200];
  expect(nextTile('ArrowRight', 0, tops)).toBe(1);
  expect(nextTile('ArrowDown', 1, tops)).toBe(4);
  expect(nextTile('ArrowUp', 4, tops)).toBe(1);
  expect(nextTile('ArrowLeft', 0, tops)).toBe(0);
  expect(nextTile('ArrowDown', 5, tops)).toBe(6);
  expect(nextTile('End', 2, tops)).toBe(6);
  expect(nextTile('Enter', 2, tops)).toBeUndefined();
});
