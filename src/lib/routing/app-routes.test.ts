import { expect, test } from 'vitest';
import { ACCESS_ROLES } from '../permissions.ts';
import { APP_ROUTES, appHref, appPath, appRoute, isAppRouteId } from './app-routes.ts';

test('it gives every route a unique id and a path with a trailing slash', () => {
  const ids = APP_ROUTES.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const r of APP_ROUTES) expect(r.path, r.id).toMatch(/^\/.*\/$/);
});

test('it takes every access value from the permission table', () => {
  const levels = new Set(['public', 'login', ...Object.keys(ACCESS_ROLES)]);
  for (const r of APP_ROUTES) expect(levels.has(r.access), r.id).toBe(true);
});

test('it builds the path of a route, with the region prefix', () => {
  expect(appPath('login')).toBe('/users/login/');
  expect(appPath('account', undefined, '/uk')).toBe('/uk/users/account/');
  expect(appHref('/at')('manager')).toBe('/at/manager/');
});

test('it fills dynamic segments, percent-encoded', () => {
  expect(appPath('impersonate', { secret: 'a/b c', userId: 7 })).toBe('/users/impersonate/a%2Fb%20c/7/');
  expect(appHref('/it')('verifyPhone', { hashRegistration: 'x+y' })).toBe('/it/users/registration/verify-phone/x%2By/');
  expect(appPath('registrationInfo', { registrationRole: 'escort' })).toBe('/users/registration/info/escort/');
});

test('it refuses a dynamic route without its segment', () => {
  expect(() => appPath('userProfile', {} as { userId: string })).toThrow(/:userId/);
});

test('it tells route ids from other strings', () => {
  expect(isAppRouteId('login')).toBe(true);
  expect(isAppRouteId('toString')).toBe(false);
  expect(appRoute('userProfile')).toMatchObject({ id: 'userProfile', path: '/users/:userId/', layout: 'default-profile' });
});
