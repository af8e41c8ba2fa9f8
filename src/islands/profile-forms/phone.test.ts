import { expect, test } from 'vitest';
import { joinPhone, splitPhone } from './phone.ts';

const COUNTRIES = [
  { code: 'US', dialCode: '+1' },
  { code: 'CA', dialCode: '+1' },
  { code: 'DE', dialCode: '+49' },
  { code: 'GB', dialCode: '+44' },
  { code: 'AG', dialCode: '+1268' },
];

test('it joins a dial code and a typed number into E.164 without the trunk zero or separators', () => {
  expect(joinPhone('+49', '0151 123-456 78')).toBe('+4915112345678');
  expect(joinPhone('+44', '(07700) 900.123')).toBe('+447700900123');
});

test('it keeps a number typed with its own international prefix', () => {
  expect(joinPhone('+49', '+44 7700 900123')).toBe('+447700900123');
  expect(joinPhone('+49', '0044 7700 900123')).toBe('+447700900123');
});

test('it joins nothing into null', () => {
  expect(joinPhone('+49', '  ')).toBeNull();
});

test('it splits a stored number at the longest matching dial code', () => {
  expect(splitPhone('+4915112345678', COUNTRIES, 'GB')).toEqual({ country: 'DE', number: '15112345678' });
  expect(splitPhone('+12685551234', COUNTRIES, 'US')).toEqual({ country: 'AG', number: '5551234' });
});

test('it prefers the edition country among countries sharing a dial code', () => {
  expect(splitPhone('+15145551234', COUNTRIES, 'CA')).toEqual({ country: 'CA', number: '5145551234' });
  expect(splitPhone('+15145551234', COUNTRIES, 'DE')).toEqual({ country: 'US', number: '5145551234' });
});

test('it starts an empty phone at the edition country', () => {
  expect(splitPhone(null, COUNTRIES, 'GB')).toEqual({ country: 'GB', number: '' });
});

test('split and join give back the stored number', () => {
  const stored = '+447700900123';
  const parts = splitPhone(stored, COUNTRIES, 'GB');
  expect(joinPhone(COUNTRIES.find((c) => c.code === parts.country)!.dialCode, parts.number)).toBe(stored);
});
