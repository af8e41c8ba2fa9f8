import { expect, test } from 'vitest';
import { translator } from '../../../i18n/index.ts';
import { badgeLabel, badgeWords } from './badge.ts';

test('the badge is empty at 0, shows the count, and caps it at 99+', () => {
  expect([0, -1, 1, 42, 99, 100, 5000].map(badgeLabel)).toEqual(['', '', '1', '42', '99', '99+', '99+']);
});

test('a screen reader hears the full count in the locale’s plural form', () => {
  expect(badgeWords(1, 'de', translator('de'))).toBe('1 ungelesene Benachrichtigung');
  expect(badgeWords(3, 'de', translator('de'))).toBe('3 ungelesene Benachrichtigungen');
  expect(badgeWords(150, 'de', translator('de'))).toBe('150 ungelesene Benachrichtigungen');
  expect(badgeWords(1, 'en', translator('en'))).toBe('1 unread notification');
  expect(badgeWords(3, 'ro', translator('ro'))).toBe('3 notificări necitite');
  expect(badgeWords(20, 'ro', translator('ro'))).toBe('20 de notificări necitite');
});
