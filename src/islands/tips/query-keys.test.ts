import { describe, expect, test } from 'vitest';
import { readTipKeys, resumeTipPath, tipAmountOf } from './query-keys.ts';

describe('tip query keys', () => {
  test('amounts are whole credits from 1 to 10000', () => {
    expect(tipAmountOf('25')).toBe(25);
    for (const raw of [null, '', '0', '-1', '2.5', '10001', 'abc', '1e3']) expect(tipAmountOf(raw)).toBeUndefined();
  });

  test('both keys are read and removed, other parameters and the hash stay', () => {
    expect(readTipKeys('https://x.test/users/7/?successfullyTippedAmount=10&transaction=3&a=1#top')).toEqual({
      tipped: 10,
      confirm: undefined,
      cleaned: '/users/7/?a=1#top',
    });
    expect(readTipKeys('https://x.test/at/users/7/?confirmTipPurchase=50')).toEqual({
      tipped: undefined,
      confirm: 50,
      cleaned: '/at/users/7/',
    });
    expect(readTipKeys('https://x.test/users/7/?confirmTipPurchase=<b>')).toEqual({
      tipped: undefined,
      confirm: undefined,
      cleaned: '/users/7/',
    });
  });

  test('a tip resumes on the profile with the confirm key', () => {
    expect(resumeTipPath('/users/7/', 25)).toBe('/users/7/?confirmTipPurchase=25');
  });
});
