import { expect, test } from 'vitest';
import { formErrorFlags, formErrorKey, formErrorKeys, SERVER_MESSAGES, unmappedErrors } from './form-errors.ts';

test('it maps each SPEC §5 server message to its form error key', () => {
  expect(formErrorKey('The email has already been taken.')).toBe('isEmailTaken');
  expect(formErrorKey('The email or phone must be a valid email address.')).toBe('isEmailInvalid');
  expect(formErrorKey('The phone format is invalid.')).toBe('isPhoneInvalid');
  expect(formErrorKey("Both contacts can't be private")).toBe('isBothContactsPrivate');
  expect(formErrorKey('The username has already been taken.')).toBe('isUsernameTaken');
  expect(Object.keys(SERVER_MESSAGES)).toEqual([
    'isEmailTaken',
    'isEmailInvalid',
    'isPhoneInvalid',
    'isBothContactsPrivate',
    'isUsernameTaken',
  ]);
});

test('it tolerates spacing, a final full stop and typographic apostrophes', () => {
  expect(formErrorKey('  Both contacts can’t be private. ')).toBe('isBothContactsPrivate');
  expect(formErrorKey('The email has already been taken')).toBe('isEmailTaken');
  expect(formErrorKey('Something else.')).toBeUndefined();
});

test('it collects keys from any field, once each, in SPEC order', () => {
  const errors = {
    email: ['The email has already been taken.', 'The email has already been taken.'],
    username: ['The username has already been taken.'],
    phone: ['The phone format is invalid.', 'Too short.'],
  };
  expect(formErrorKeys(errors)).toEqual(['isEmailTaken', 'isPhoneInvalid', 'isUsernameTaken']);
  expect(formErrorFlags(errors)).toEqual({
    isEmailTaken: true,
    isEmailInvalid: false,
    isPhoneInvalid: true,
    isBothContactsPrivate: false,
    isUsernameTaken: true,
  });
  expect(unmappedErrors(errors)).toEqual({ phone: ['Too short.'] });
  expect(formErrorKeys(undefined)).toEqual([]);
});
