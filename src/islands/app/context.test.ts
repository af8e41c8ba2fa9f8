import { expect, test } from 'vitest';
import { routeParams } from './context.ts';

test('it reads dynamic segments from the URL', () => {
  expect(routeParams('/uk/users/:userId/', '/uk/users/42/')).toEqual({ userId: '42' });
  expect(routeParams('/users/impersonate/:secret/:userId/', '/users/impersonate/abc/7')).toEqual({ secret: 'abc', userId: '7' });
});

test('it returns nothing when the URL does not match the pattern', () => {
  expect(routeParams('/users/:userId/', '/at/users/42/')).toEqual({});
});

test('it decodes percent-encoded segments', () => {
  expect(routeParams('/users/verify/:token/', '/users/verify/a%2Bb/')).toEqual({ token: 'a+b' });
});
