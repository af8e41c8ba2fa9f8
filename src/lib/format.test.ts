import { expect, test } from 'vitest';
import {
  countryName,
  formatCount,
  formatRating,
  formatDate,
  formatDuration,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  localeTag,
  pluralCategory,
  weekdayNames,
} from './format.ts';
import { t } from '../../i18n/index.ts';
import type { Locale } from '../../regions/constants.ts';

test('it formats whole numbers and money in minor units in the locale', () => {
  expect(formatNumber(1234.4, 'de-DE')).toBe('1.234');
  expect(formatNumber(1234, 'en-GB')).toBe('1,234');
  expect(formatNumber(2.45, 'de-DE', { maximumFractionDigits: 1 })).toBe('2,5');
  expect(formatMoney({ amountMinor: 12000, currency: 'GBP' }, 'en-GB')).toBe('£120');
  expect(formatMoney({ amountMinor: 12050, currency: 'EUR' }, 'de-AT')).toMatch(/^€\s?120,50$/);
  expect(formatMoney({ amountMinor: 15000, currency: 'EUR' }, 'de-DE')).toMatch(/^150\s€$/);
});

test('it formats dates, weekdays and durations in the locale', () => {
  expect(formatDate('2025-03-04T10:00:00Z', 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' })).toBe('4 March 2025');
  expect(formatDate(Date.UTC(2025, 0, 31), 'de-DE', { year: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('Januar 2025');
  expect(weekdayNames('de-DE')).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
  expect(formatDuration(90, 'en-GB')).toBe('90 minutes');
  expect(formatDuration(60, 'it-IT')).toBe('1 ora');
  expect(localeTag('ro', 'it')).toBe('ro-IT');
});

test('it says how long ago or ahead a moment is in its largest whole unit', () => {
  const now = Date.UTC(2025, 5, 15, 12);
  expect(formatRelativeTime(now - 3 * 24 * 3600_000, 'en-GB', now)).toBe('3 days ago');
  expect(formatRelativeTime(now - 24 * 3600_000, 'en-GB', now)).toBe('yesterday');
  expect(formatRelativeTime(now + 2 * 3600_000, 'de-DE', now)).toBe('in 2 Stunden');
  expect(formatRelativeTime(new Date(now - 10_000).toISOString(), 'en-GB', now)).toBe('10 seconds ago');
  expect(formatRelativeTime(now, 'en-GB', now)).toBe('now');
});

test('it picks the plural form each language needs', () => {
  const forms = { one: '{count} photo', few: '{count} photos (few)', other: '{count} photos' };
  expect(formatCount(1, 'en-GB', forms)).toBe('1 photo');
  expect(formatCount(1234, 'en-GB', forms)).toBe('1,234 photos');
  expect(pluralCategory(3, 'ro-RO')).toBe('few');
  expect(formatCount(3, 'ro-RO', forms)).toBe('3 photos (few)');
  expect(formatCount(3, 'ro-RO', { other: '{count} fotografii' })).toBe('3 fotografii');
});

test('it names countries in the locale and falls back to a code it cannot name', () => {
  expect(countryName('DE', 'de')).toBe('Deutschland');
  expect(countryName('not a code', 'en')).toBe('not a code');
});

test('a rating has the decimal separator of its locale ("4,4 von 5")', () => {
  expect(formatRating(4.4, 'de-DE')).toBe('4,4');
  expect(formatRating(4, 'en-GB')).toBe('4.0');
  expect(t('de', 'profile.reviews.average', { average: formatRating(4.4, 'de-DE'), count: 3 })).toBe('4,4 von 5 (3)');
});

test('the private-photo count takes the plural form of its number', () => {
  const forms = (l: Locale) => ({
    one: t(l, 'profile.gallery.locked.one'),
    few: t(l, 'profile.gallery.locked.few'),
    other: t(l, 'profile.gallery.locked.other'),
  });
  expect(formatCount(1, 'en-GB', forms('en'))).toBe('Plus 1 private photo');
  expect(formatCount(2, 'en-GB', forms('en'))).toBe('Plus 2 private photos');
  expect(formatCount(1, 'de-DE', forms('de'))).toBe('Dazu 1 privates Foto');
  expect(formatCount(3, 'ro-RO', forms('ro'))).toBe('Plus 3 fotografii private');
  expect(formatCount(20, 'ro-RO', forms('ro'))).toBe('Plus 20 de fotografii private');
});
