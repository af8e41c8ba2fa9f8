import { expect, test } from 'vitest';
import { moveActive } from './active-option.ts';

test('it enters the list at the first option going down and the last going up', () => {
  expect(moveActive(-1, 3, 1)).toBe(0);
  expect(moveActive(-1, 3, -1)).toBe(2);
});

test('it wraps around at both ends', () => {
  expect(moveActive(2, 3, 1)).toBe(0);
  expect(moveActive(0, 3, -1)).toBe(2);
  expect(moveActive(1, 3, 1)).toBe(2);
});

test('it highlights nothing in an empty list', () => {
  expect(moveActive(-1, 0, 1)).toBe(-1);
});
