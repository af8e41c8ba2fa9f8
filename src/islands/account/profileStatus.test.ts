import { expect, test } from 'vitest';
import { profileStatus } from './profileStatus.ts';

test('a quarantined profile is under review; otherwise published or not', () => {
  expect(profileStatus({ profilePublished: true, quarantined: true })).toBe('review');
  expect(profileStatus({ profilePublished: false, quarantined: true })).toBe('review');
  expect(profileStatus({ profilePublished: true, quarantined: false })).toBe('published');
  expect(profileStatus({ profilePublished: false, quarantined: false })).toBe('unpublished');
});
