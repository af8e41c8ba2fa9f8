import fc from 'fast-check';
import { expect, test } from 'vitest';
import { addGuestGalleries, galleryPriceFor, normaliseCheckCode, parseGuestGalleries } from './galleries-codes.ts';

test('a VIP pays 20 % less, rounded up, never below one credit', () => {
  expect(galleryPriceFor(50, false)).toBe(50);
  expect(galleryPriceFor(50, true)).toBe(40);
  expect(galleryPriceFor(55, true)).toBe(44);
  expect(galleryPriceFor(7, true)).toBe(6);
  expect(galleryPriceFor(1, true)).toBe(1);
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1000 }), (p) => {
      const vip = galleryPriceFor(p, true);
      expect(vip).toBeGreaterThanOrEqual(1);
      expect(vip).toBeLessThanOrEqual(p);
      expect(vip).toBeGreaterThanOrEqual(p * 0.8);
    }),
  );
});

test('check codes are read however they were typed', () => {
  expect(normaliseCheckCode('7kq4-px2m-rt9a')).toBe('7KQ4-PX2M-RT9A');
  expect(normaliseCheckCode(' 7KQ4 PX2M RT9A ')).toBe('7KQ4-PX2M-RT9A');
  expect(normaliseCheckCode('7KQ4PX2MRT9A')).toBe('7KQ4-PX2M-RT9A');
  // O, 0, I and 1 are not in the alphabet; lengths must match.
  expect(normaliseCheckCode('OOOO-0000-IIII')).toBeUndefined();
  expect(normaliseCheckCode('7KQ4-PX2M')).toBeUndefined();
});

test('the guest cookie keeps one entry per code and survives bad values', () => {
  const one = addGuestGalleries([], { code: '7KQ4-PX2M-RT9A', galleryIds: [3] });
  const two = addGuestGalleries(parseGuestGalleries(one), { code: '7KQ4-PX2M-RT9A', galleryIds: [4, 3] });
  expect(parseGuestGalleries(two)).toEqual([{ code: '7KQ4-PX2M-RT9A', galleryIds: [3, 4] }]);
  expect(parseGuestGalleries(encodeURIComponent(two))).toEqual(parseGuestGalleries(two));
  expect(parseGuestGalleries('not json')).toEqual([]);
  expect(parseGuestGalleries('[{"code":"bad","galleryIds":[1]},{"code":"7KQ4PX2MRT9A","galleryIds":[1,-2,"x"]}]')).toEqual([
    { code: '7KQ4-PX2M-RT9A', galleryIds: [1] },
  ]);
});
