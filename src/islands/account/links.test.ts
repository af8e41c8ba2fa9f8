import { expect, test } from 'vitest';
import { ROLES } from '../../lib/permissions.ts';
import { accountLinks } from './links.ts';

const paths = (...roles: number[]) => accountLinks(roles.map((id) => ({ id }))).map((l) => l.path);

test('it gives every signed-in role the common links', () => {
  for (const role of Object.values(ROLES)) expect(paths(role)).toEqual(expect.arrayContaining(['/users/profile/password/']));
});

test('every signed-in role finds its AI creations', () => {
  for (const role of Object.values(ROLES)) expect(paths(role)).toContain('/ai-girlfriend/results/');
});

test('only escorts get the profile editor', () => {
  expect(paths(ROLES.escort)).toContain('/users/profile/');
  expect(paths(ROLES.punter)).not.toContain('/users/profile/');
});

test('it shows role-only pages to their role only', () => {
  expect(paths(ROLES.escort)).toContain('/onboarding/');
  expect(paths(ROLES.punter)).not.toContain('/onboarding/');
  expect(paths(ROLES.venue)).toContain('/users/account-venue/');
  expect(paths(ROLES.escort)).not.toContain('/users/account-venue/');
  expect(paths(ROLES.manager)).toContain('/manager/');
  expect(paths(ROLES.admin)).not.toContain('/manager/');
  expect(paths(ROLES.punter)).toContain('/users/products/punter-vip/');
  expect(paths(ROLES.escort)).not.toContain('/users/products/punter-vip/');
});

test('it follows the permission table for the example account page', () => {
  expect(paths(ROLES.manager)).toContain('/users/account-example/');
  expect(paths(ROLES.punter)).not.toContain('/users/account-example/');
});

test('it unites the links of several roles', () => {
  const both = paths(ROLES.punter, ROLES.escort);
  expect(both).toContain('/onboarding/');
  expect(both).toContain('/users/products/punter-vip/');
  expect(new Set(both).size).toBe(both.length);
});

test('it links the security log for every admin level, support included, and nobody else', () => {
  for (const role of [ROLES.support, ROLES.admin, ROLES.superGodAdmin]) expect(paths(role)).toContain('/admin/security/');
  for (const role of [ROLES.punter, ROLES.escort, ROLES.manager]) expect(paths(role)).not.toContain('/admin/security/');
});

test('punters find buying credits and every role its payments and contracts', () => {
  expect(paths(ROLES.punter)).toEqual(expect.arrayContaining(['/users/products/buy-credits/', '/users/account/payments/']));
  expect(paths(ROLES.escort)).toContain('/users/account/payments/');
  expect(paths(ROLES.escort)).not.toContain('/users/products/buy-credits/');
});

test('punters get their saved searches and escorts their earnings, nobody else', () => {
  expect(paths(ROLES.punter)).toContain('/users/account/saved-searches/');
  expect(paths(ROLES.escort)).not.toContain('/users/account/saved-searches/');
  expect(paths(ROLES.escort)).toContain('/users/account/earnings/');
  for (const role of [ROLES.punter, ROLES.venue, ROLES.admin]) expect(paths(role)).not.toContain('/users/account/earnings/');
});

test('escorts manage their private galleries and punters find the galleries they bought', () => {
  expect(paths(ROLES.escort)).toContain('/users/profile/galleries/');
  expect(paths(ROLES.punter)).toContain('/users/account/galleries/');
  expect(paths(ROLES.punter)).not.toContain('/users/profile/galleries/');
  expect(paths(ROLES.escort)).not.toContain('/users/account/galleries/');
});
