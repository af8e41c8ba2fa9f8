import { expect, test } from 'vitest';
import { shortWhen } from './when.ts';

test('it shows the time for today and the date before', () => {
  const now = new Date(2025, 5, 15, 18, 0);
  expect(shortWhen(new Date(2025, 5, 15, 9, 5).toISOString(), 'de-DE', now)).toBe('09:05');
  expect(shortWhen(new Date(2025, 5, 14, 23, 59).toISOString(), 'de-DE', now)).toBe('14.06.25');
});
