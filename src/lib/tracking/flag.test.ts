import { expect, test } from 'vitest';
import { parseTrackingFlag, trackingEnabled } from './flag.ts';

test.each([true, 'true', 'TRUE', ' True ', 1, '1', ' 1\n'])('it reads %j as on', (value) => {
  expect(parseTrackingFlag(value)).toBe(true);
});

test.each([false, 'false', 0, '0', 2, '2', 'yes', 'on', 'truee', '1.0', '', null, undefined, {}, [1]])('it reads %j as off', (value) => {
  expect(parseTrackingFlag(value)).toBe(false);
});

test('it tracks when the build sets no flag, and follows the flag when one is set', () => {
  expect(trackingEnabled(undefined)).toBe(true);
  expect(trackingEnabled('1')).toBe(true);
  expect(trackingEnabled('false')).toBe(false);
  expect(trackingEnabled('')).toBe(false);
});
