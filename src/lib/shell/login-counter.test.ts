import { expect, test } from 'vitest';
import { countToday, nextCounterValue } from './login-counter.ts';

const noon = new Date(2025, 4, 6, 12, 0, 0);

test('the first sign-in of the day counts one, each further one adds one', () => {
  expect(nextCounterValue(undefined, noon)).toBe('2025-05-06:1');
  expect(nextCounterValue('2025-05-06:1', noon)).toBe('2025-05-06:2');
  expect(countToday('2025-05-06:2', noon)).toBe(2);
});

test('a count from another day or an unreadable value starts over', () => {
  expect(countToday('2025-05-05:7', noon)).toBe(0);
  expect(nextCounterValue('2025-05-05:7', noon)).toBe('2025-05-06:1');
  for (const bad of ['', 'x', '2025-05-06:', '2025-05-06:-1', '2025-05-06:1;2'])
    expect(nextCounterValue(bad, noon), bad).toBe('2025-05-06:1');
});
