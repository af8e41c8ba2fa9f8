import { expect, test } from 'vitest';
import { appRoute, type Access } from '../../lib/routing/app-routes.ts';
import type { User } from '../../lib/api/users.ts';
import { decideAccess, loginUrl, wrongRoleToast } from './guard.ts';

const user = (...roles: number[]): User => ({
  id: 1,
  roles: roles.map((id) => ({ id })),
  managerId: null,
  isQuarantined: false,
  vipValidTill: null,
  username: 'u',
  email: null,
  phone: null,
  emailVerified: true,
  phoneVerified: false,
  region: 'de',
  locale: null,
  isVip: false,
  isAdminImpersonating: false,
  impersonator: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const signedIn = (...roles: number[]) => ({ status: 'authenticated' as const, user: user(...roles) });

test('it lets anyone open public pages without waiting for the session', () => {
  expect(decideAccess('public', { status: 'unknown' })).toBe('allow');
  expect(decideAccess('public', { status: 'anonymous' })).toBe('allow');
});

test('it waits while the session loads', () => {
  expect(decideAccess('login', { status: 'unknown' })).toBe('wait');
  expect(decideAccess('escort', { status: 'loading' })).toBe('wait');
});

test('it sends visitors without a session to the login page, whatever the page needs', () => {
  for (const access of ['login', 'escort', 'venue', 'punter', 'manager', 'admin'] as Access[])
    expect(decideAccess(access, { status: 'anonymous' }), access).toBe('login');
});

test('it sends signed-in users without the needed role to the root', () => {
  expect(decideAccess('escort', signedIn(1))).toBe('root');
  expect(decideAccess('venue', signedIn(2))).toBe('root');
  expect(decideAccess('punter', signedIn(7))).toBe('root');
  expect(decideAccess('manager', signedIn(4))).toBe('root');
});

test('it admits the role a page needs, also among several roles', () => {
  expect(decideAccess('escort', signedIn(2))).toBe('allow');
  expect(decideAccess('venue', signedIn(7))).toBe('allow');
  expect(decideAccess('punter', signedIn(2, 1))).toBe('allow');
  expect(decideAccess('manager', signedIn(6))).toBe('allow');
  expect(decideAccess('login', signedIn(5))).toBe('allow');
});

test('it admits every admin level, support included, to admin pages and no one else', () => {
  for (const role of [3, 4, 5, 8, 9, 10]) expect(decideAccess('admin', signedIn(role)), String(role)).toBe('allow');
  for (const role of [1, 2, 6, 7]) expect(decideAccess('admin', signedIn(role)), String(role)).toBe('root');
});

test('it builds the login URL with the return path', () => {
  expect(loginUrl('/at/users/login/', '/at/users/account/?tab=1')).toBe(
    '/at/users/login/?redirectUrl=%2Fat%2Fusers%2Faccount%2F%3Ftab%3D1',
  );
});

test('it names whom a role-only page is for, and nothing for public or login pages', () => {
  expect(wrongRoleToast('escort')).toBe('toast.wrongRole.escort');
  expect(wrongRoleToast('punter')).toBe('toast.wrongRole.punter');
  expect(wrongRoleToast('admin')).toBe('toast.wrongRole.admin');
  expect(wrongRoleToast('public')).toBeUndefined();
  expect(wrongRoleToast('login')).toBeUndefined();
});

test('it lets a manager open the escort pages for a managed escort, and nobody else through that door', () => {
  expect(decideAccess('escort', signedIn(6), true)).toBe('allow');
  expect(decideAccess('escort', signedIn(6))).toBe('root');
  expect(decideAccess('escort', signedIn(1), true)).toBe('root');
  expect(decideAccess('venue', signedIn(6), true)).toBe('root');
  expect(decideAccess('escort', { status: 'anonymous' }, true)).toBe('login');
});

test("the escort's address page sends other roles to the root, like every page of one role", () => {
  const access = appRoute('accountAddress').access;
  expect(decideAccess(access, signedIn(1))).toBe('root');
  expect(decideAccess(access, signedIn(7))).toBe('root');
  expect(decideAccess(access, signedIn(2))).toBe('allow');
  expect(wrongRoleToast(access)).toBe('toast.wrongRole.escort');
});
