import { expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { categoryLocks } from './locks.ts';

const at = (id: number) => regions.at.categories.find((c) => c.id === id)!.filter;

test('it fixes the gender of the trans category and leaves other filters open', () => {
  expect(categoryLocks(at(12))).toEqual({ kind: 'person', gender: 'trans', lists: {}, services: [] });
});

test('it narrows body types to the curvy ones and ages to the mature range', () => {
  expect(categoryLocks(at(11)).lists.body_type).toEqual(['curvy', 'very_curvy']);
  expect(categoryLocks(at(17)).age).toEqual([55, 100]);
});

test('it treats the asia flag as the asian ethnicity', () => {
  expect(categoryLocks(at(14)).lists.ethnicity).toEqual(['asian']);
});

test('it marks venue and AI categories and the services a category requires', () => {
  expect(categoryLocks(at(13)).kind).toBe('venue');
  expect(categoryLocks(at(41)).kind).toBe('ai');
  expect(categoryLocks(at(2)).services).toEqual([19]);
  expect(categoryLocks(at(7)).meeting_location).toBe(1);
  expect(categoryLocks(at(5)).user_type).toBe(1);
});
