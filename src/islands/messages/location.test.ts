import { expect, test } from 'vitest';
import { conversationUrl, readQuery } from './location.ts';

test('it reads the open conversation and the profile to contact', () => {
  expect(readQuery('?c=12')).toEqual({ conversation: 12, profile: undefined });
  expect(readQuery('?profile=345')).toEqual({ conversation: undefined, profile: 345 });
});

test('it ignores ids that are not positive whole numbers', () => {
  expect(readQuery('?c=0&profile=1e3')).toEqual({ conversation: undefined, profile: undefined });
  expect(readQuery('?c=-4&profile=abc')).toEqual({ conversation: undefined, profile: undefined });
});

test('it links a conversation on the page, or the page alone', () => {
  expect(conversationUrl('/uk/users/account/messages/', 12)).toBe('/uk/users/account/messages/?c=12');
  expect(conversationUrl('/users/account/messages/', undefined)).toBe('/users/account/messages/');
});
