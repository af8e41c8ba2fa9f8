import { expect, test } from 'vitest';
import type { Statistics } from '../../../lib/api/tracking.ts';
import { daySeconds } from '../../account/dashboard/series.ts';
import { anyCount, categoryName, partnerSeries, searchSeries } from './series.ts';

const stats: Statistics = {
  days: ['2025-06-14', '2025-06-15'],
  searches: { total: 5, perDay: [2, 3] },
  topPlaces: [],
  topCategories: [],
  partners: [
    { partner: 'solad', total: 1, perDay: [0, 1] },
    { partner: 'strip-chat', total: 0, perDay: [0, 0] },
  ],
};

test('it aligns searches and partner clicks with the days as chart data', () => {
  const x = [daySeconds('2025-06-14'), daySeconds('2025-06-15')];
  expect(searchSeries(stats)).toEqual([x, [2, 3]]);
  expect(partnerSeries(stats)).toEqual([x, [0, 1], [0, 0]]);
});

test('it names categories by the SPEC enumeration and marks unknown ids', () => {
  expect(categoryName(2)).toBe('Erotic massage');
  expect(categoryName(40)).toBe('#40');
});

test('it sees activity only when a count is above zero', () => {
  expect(anyCount([[0, 0], [0]])).toBe(false);
  expect(anyCount([[0, 2]])).toBe(true);
});
