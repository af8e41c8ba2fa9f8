import { expect, test } from 'vitest';
import { actingEscortId, actingHref, editLink, isEscortRoute } from './acting.ts';

test('it reads the escort id of a well-formed ?escort= only', () => {
  expect(actingEscortId('?escort=12')).toBe(12);
  expect(actingEscortId('?a=1&escort=7')).toBe(7);
  for (const bad of ['', '?escort=', '?escort=0', '?escort=-3', '?escort=1e3', '?escort=abc', '?escort=99999999999999999'])
    expect(actingEscortId(bad), bad).toBeUndefined();
});

test('it keeps ?escort= on the escort pages and leaves other links alone', () => {
  const href = actingHref('/uk', 12);
  expect(href('profilePrices')).toBe('/uk/users/profile/prices/?escort=12');
  expect(href('onboardingMedia')).toBe('/uk/onboarding/media/?escort=12');
  expect(href('manager')).toBe('/uk/manager/');
  expect(href('account')).toBe('/uk/users/account/');
  expect(href('userProfile', { userId: 5 })).toBe('/uk/users/5/');
});

test('it links the manager table to the editor and the photos of an escort', () => {
  expect(editLink('', 4)).toBe('/users/profile/?escort=4');
  expect(editLink('', 4, 'onboardingMedia')).toBe('/onboarding/media/?escort=4');
  expect(isEscortRoute('profile')).toBe(true);
  expect(isEscortRoute('manager')).toBe(false);
  expect(isEscortRoute('nope')).toBe(false);
});
