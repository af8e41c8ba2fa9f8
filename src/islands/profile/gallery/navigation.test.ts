import { expect, test } from 'vitest';
import { indexForKey, indexForSwipe, keyIsFree } from './navigation.ts';

test('it moves by the arrow keys and wraps around at both ends', () => {
  expect(indexForKey('ArrowRight', 0, 3)).toBe(1);
  expect(indexForKey('ArrowRight', 2, 3)).toBe(0);
  expect(indexForKey('ArrowLeft', 0, 3)).toBe(2);
  expect(indexForKey('Home', 2, 3)).toBe(0);
  expect(indexForKey('End', 0, 3)).toBe(2);
  expect(indexForKey('Enter', 0, 3)).toBeUndefined();
});

test('it counts a swipe only past the threshold, left for the next photo', () => {
  expect(indexForSwipe(-10, 1, 3)).toBe(1);
  expect(indexForSwipe(-60, 1, 3)).toBe(2);
  expect(indexForSwipe(60, 0, 3)).toBe(2);
});

test('it leaves keys alone while the user types, uses another widget, holds a modifier or has a dialog open', () => {
  const el = (match: boolean) => ({ closest: () => (match ? {} : null), isContentEditable: false });
  const none = { altKey: false, ctrlKey: false, metaKey: false };
  expect(keyIsFree(el(false), none)).toBe(true);
  expect(keyIsFree(el(true), none)).toBe(false);
  expect(keyIsFree({ closest: () => null, isContentEditable: true }, none)).toBe(false);
  expect(keyIsFree(el(false), { ...none, altKey: true })).toBe(false);
  expect(keyIsFree(null, none)).toBe(true);
});
