import { expect, test } from 'vitest';
import { commonPasswords, LOCAL_COMMON_PASSWORDS } from './common-passwords.ts';
import { isGuessable } from './passwords.ts';

test('it refuses well-known passwords in any case', () => {
  for (const p of ['password', 'Password1', '12345678', 'qwertz123', 'iloveyou', 'LUSTMAP123']) expect(isGuessable(p), p).toBe(true);
});

test('it refuses well-known passwords with digits, punctuation or symbols appended', () => {
  for (const p of ['password1!', 'Password123!', 'P@ssw0rd!', 'sommer2024!', 'qwertz123$', 'iloveyou!!', 'Sunshine 2025.', 'love2024!'])
    expect(isGuessable(p), p).toBe(true);
});

test('a stripped stem too short to be a word does not count', () => {
  // "q" and "sex" are on the list, but random digits after them are no decorated known password.
  expect(isGuessable('q83749261!')).toBe(false);
  expect(isGuessable('sex#90817263')).toBe(false);
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

test('it refuses entries of the published list, deep into it and in any case', () => {
  for (const p of ['password1', 'qwertyuiop', 'sunshine1', 'football1', 'Trustno1', 'letmein123', 'princess1', 'superman1', 'michelle'])
    expect(isGuessable(p), p).toBe(true);
});

test('the refused list holds 100,000+ breached passwords and the regional ones', () => {
  const list = commonPasswords();
  expect(list.size).toBeGreaterThanOrEqual(100_000);
  // From the SecLists lists, beyond the zxcvbn-ts dictionary.
  for (const p of ['sonnenschein', 'schatzi', 'sayangmama']) expect(list.has(p), p).toBe(true);
  for (const p of LOCAL_COMMON_PASSWORDS) expect(list.has(p), p).toBe(true);
  // Loaded once: the same Set every time.
  expect(commonPasswords()).toBe(list);
});

test('it refuses passwords made only of whitespace', () => {
  for (const p of [
    '        ',
    '\t\t\t\t\t\t\t\t',
    '\u00a0'.repeat(8),
    '\u3000'.repeat(8),
    ' \n \r \t  ',
    '\u200b'.repeat(8),
    ' \u2028 \u2029 \ufeff ',
  ])
    expect(isGuessable(p), JSON.stringify(p)).toBe(true);
});

test('it accepts a strong password', () => {
  expect(isGuessable('Vq7#rL2m!xT9wZ4e')).toBe(false);
  expect(isGuessable('lustmap-demo')).toBe(false);
});
