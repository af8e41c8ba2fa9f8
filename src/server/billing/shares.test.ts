import fc from 'fast-check';
import { expect, test } from 'vitest';
import { ESCORT_SHARE_PERCENT, splitCredits } from './shares.ts';

test('the escort earns 80 % rounded down and the two shares always add up', () => {
  expect(ESCORT_SHARE_PERCENT).toBe(80);
  expect(splitCredits(100)).toEqual({ escort: 80, platform: 20 });
  expect(splitCredits(7)).toEqual({ escort: 5, platform: 2 });
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
      const { escort, platform } = splitCredits(n);
      expect(escort + platform).toBe(n);
      expect(escort).toBeGreaterThanOrEqual(0);
      expect(platform).toBeGreaterThanOrEqual(0);
    }),
  );
});
