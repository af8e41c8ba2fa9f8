import { describe, expect, test } from 'vitest';
import { AGE_CHECK_UNAVAILABLE, PAYMENTS_UNAVAILABLE, unavailableKey } from './unavailable.ts';

describe('unavailableKey', () => {
  test('a 503 "not available" answer is shown as its own message, in the reader\'s language', () => {
    expect(unavailableKey({ status: 503, message: PAYMENTS_UNAVAILABLE })).toBe('common.unavailable.payments');
    expect(unavailableKey({ status: 503, message: AGE_CHECK_UNAVAILABLE })).toBe('common.unavailable.ageCheck');
  });

  test('any other failure is left to the usual handling', () => {
    expect(unavailableKey({ status: 503, message: 'Service Unavailable' })).toBeUndefined();
    expect(unavailableKey({ status: 500, message: PAYMENTS_UNAVAILABLE })).toBeUndefined();
    expect(unavailableKey({ status: 422, message: 'The given data was invalid.' })).toBeUndefined();
  });
});
