import { expect, test } from 'vitest';
import { catchAllPageCommand } from './catch-all.ts';
import { profilePageCommands } from './profile.ts';

test('a loaded listing profile names the page and opens the profile', () => {
  expect(profilePageCommands({ status: 'profile', profile: { id: 7, profileType: 'escort' } })).toEqual([
    { page: 'profile', atr: { profileId: 7 } },
    { c: 'profile_open', a: 'open', l: 'escort', atr: { profileId: 7 } },
  ]);
});

test("a punter's page is a profile page without an open; an unknown profile is not found", () => {
  expect(profilePageCommands({ status: 'punter', profile: { id: 9 } })).toEqual([{ page: 'profile', atr: { profileId: 9 } }]);
  expect(profilePageCommands({ status: 'notFound' })).toEqual([{ page: 'notFound' }]);
});

test('a profile page says nothing while loading or after an error', () => {
  expect(profilePageCommands({ status: 'loading' })).toEqual([]);
  expect(profilePageCommands({ status: 'error' })).toEqual([]);
});

test("the catch-all names a search with its category and place, leaves a profile to the profile's page, and keeps the 404", () => {
  expect(catchAllPageCommand('search', { categoryId: 6, placeSlug: 'koeln' })).toEqual({
    page: 'search',
    atr: { category: 6, place: 'koeln' },
  });
  expect(catchAllPageCommand('profile', { categoryId: null, placeSlug: null })).toBeUndefined();
  expect(catchAllPageCommand('notFound', { categoryId: null, placeSlug: null })).toEqual({ page: 'notFound' });
  expect(catchAllPageCommand('notFound', undefined)).toEqual({ page: 'notFound' });
});
