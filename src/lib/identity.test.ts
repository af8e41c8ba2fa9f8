import { expect, test } from 'vitest';
import {
  isEmail,
  isPhone,
  USERNAME_PATTERN,
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

test.each([
  ['anna@example.com', true],
  ['Anna.Maria@Example.COM', true],
  ["o'brien+tag@mail.example.co.uk", true],
  ['a!#$%&*+/=?^_`{|}~-@example.org', true],
  ['x@xn--mller-kva.de', true],
  ['x@sub-domain.example.travel', true],
  [`${'a'.repeat(64)}@example.com`, true],
  [`a@${'b'.repeat(63)}.com`, true],
  ['<img/src=x/onerror=alert(1)>.x@example.com', false],
  ['<script>@example.com', false],
  ['"quoted"@example.com', false],
  ['a b@example.com', false],
  ['.anna@example.com', false],
  ['anna.@example.com', false],
  ['an..na@example.com', false],
  ['anna@example', false],
  ['anna@example.c', false],
  ['anna@example.123', false],
  ['anna@-example.com', false],
  ['anna@example-.com', false],
  ['anna@exa_mple.com', false],
  ['anna@example..com', false],
  ['anna@[127.0.0.1]', false],
  ['anna@@example.com', false],
  ['anna@exämple.de', false],
  ['ännä@example.de', false],
  ['anna@example.com\u0000', false],
  [`${'a'.repeat(65)}@example.com`, false],
  [`a@${'b'.repeat(64)}.com`, false],
  [`a@${'b.'.repeat(125)}com`, false],
  ['@example.com', false],
  ['anna', false],
])('e-mail %s is %s by the RFC 5321 grammar', (address, valid) => {
  expect(isEmail(address)).toBe(valid);
});

test('usernames are ASCII letters, digits, dots, dashes and underscores only', () => {
  for (const ok of ['admin', 'Nachtfalter_77', 'a.b-c']) expect(USERNAME_PATTERN.test(ok), ok).toBe(true);
  // Cyrillic "а", "р" and Greek "ο" look like Latin letters.
  for (const bad of ['\u0430dmin', 'su\u0440\u0440ort', 'sn\u03bfw', 'Jürgen', 'ab', 'a b', 'x'.repeat(31)])
    expect(USERNAME_PATTERN.test(bad), bad).toBe(false);
});
