import { expect, test } from 'vitest';
import {
  isEmail,
  isPhone,
  maskEmail,
  maskPhone,
  normaliseEmail,
  normalisePhone,
  passwordLengthError,
  PASSWORD_MIN,
  PASSWORD_MAX,
} from './identity.ts';

test('it normalises e-mail addresses to trimmed lower case', () => {
  expect(normaliseEmail('  Anna@Example.COM ')).toBe('anna@example.com');
  expect(isEmail('anna@example.com')).toBe(true);
  for (const bad of ['anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com', `${'a'.repeat(250)}@example.com`])
    expect(isEmail(bad), bad).toBe(false);
});

test('it accepts phone numbers in international form only', () => {
  expect(normalisePhone('+49 (151) 234-567.89')).toBe('+4915123456789');
  expect(normalisePhone('0044 7700 900123')).toBe('+447700900123');
  expect(isPhone('+49 151 23456789')).toBe(true);
  for (const bad of ['0151 23456789', '+0 151 2345678', '+49', 'phone', '+49 151 2345 6789 0123 45']) expect(isPhone(bad), bad).toBe(false);
});

test('it masks contacts for display', () => {
  expect(maskPhone('+4915123456789')).toBe('+49 ••• ••• 789');
  expect(maskEmail('anna@example.com')).toBe('a•••@example.com');
});

test('it names the length error of a new password at both bounds', () => {
  expect(passwordLengthError('x'.repeat(PASSWORD_MIN - 1))).toBe('validation.passwordMin');
  expect(passwordLengthError('x'.repeat(PASSWORD_MIN))).toBeUndefined();
  expect(passwordLengthError('x'.repeat(PASSWORD_MAX))).toBeUndefined();
  expect(passwordLengthError('x'.repeat(PASSWORD_MAX + 1))).toBe('validation.passwordMax');
});
