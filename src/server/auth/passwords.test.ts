import { expect, test } from 'vitest';
import { isGuessable } from './passwords.ts';

test('it refuses well-known passwords in any case', () => {
  for (const p of ['password', 'Password1', '12345678', 'qwertz123', 'iloveyou', 'LUSTMAP123']) expect(isGuessable(p), p).toBe(true);
});

test('it refuses one repeated character', () => {
  expect(isGuessable('zzzzzzzzzzzz')).toBe(true);
  expect(isGuessable('€€€€€€€€')).toBe(true);
});

test("it refuses the account's own e-mail, its local part and its phone", () => {
  expect(isGuessable('anna.berlin@example.com', ['anna.berlin@example.com'])).toBe(true);
  expect(isGuessable('anna.berlin', ['anna.berlin@example.com'])).toBe(true);
  expect(isGuessable('4915123456789', ['+4915123456789'])).toBe(true);
});

test('it accepts passphrases without any composition rule', () => {
  for (const p of ['correct horse battery staple', 'mein hund heißt bello', 'aaaaaaab', 'sonnenuntergang am meer'])
    expect(isGuessable(p), p).toBe(false);
});
