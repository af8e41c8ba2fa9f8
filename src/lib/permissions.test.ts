import { expect, test } from 'vitest';
import { can, hasRole, isAdmin, mayAccess, PERMISSIONS, permissionsOf, ROLE_IDS, ROLES } from './permissions.ts';

test('it numbers the roles as SPEC §6 does', () => {
  expect(ROLES).toEqual({
    punter: 1,
    escort: 2,
    superAdmin: 3,
    admin: 4,
    support: 5,
    manager: 6,
    venue: 7,
    coreAdmin: 8,
    godAdmin: 9,
    superGodAdmin: 10,
  });
  expect(ROLE_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
});

test('it lets any logged-in role view the account page, and nobody without roles', () => {
  for (const id of ROLE_IDS) expect(can([id], 'canViewAccountPage')).toBe(true);
  expect(can([], 'canViewAccountPage')).toBe(false);
  expect(can(null, 'canViewAccountPage')).toBe(false);
});

test('it grants each permission to exactly the listed roles', () => {
  const expected: Record<string, number[]> = {
    canViewAboutMeExample: [2, 6, 7],
    canViewAdminMessageExample: [3, 8, 9, 10],
    canDeleteReviewsAll: [3, 4, 8, 9, 10],
    canPurchaseGallery: [1],
    canFavoriteProfile: [1],
    canWriteReviewForEscort: [1],
    canImpersonate: [3, 4, 8, 9, 10],
    canViewAdminArea: [3, 4, 5, 8, 9, 10],
    canAdminWrite: [3, 4, 8, 9, 10],
    canModerate: [3, 4, 5, 8, 9, 10],
    canModerateWrite: [3, 4, 8, 9, 10],
    canManageUsers: [3, 4, 8, 9, 10],
    canManageAdmins: [9, 10],
    canViewAuditLog: [3, 8, 9, 10],
  };
  expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(expected).concat('canViewAccountPage').sort());
  for (const [permission, roles] of Object.entries(expected)) {
    const granted = ROLE_IDS.filter((id) => can([id], permission as keyof typeof PERMISSIONS));
    expect(granted, permission).toEqual(roles);
  }
});

test('it combines several roles and accepts SPEC role objects', () => {
  expect(can([{ id: ROLES.escort }, { id: ROLES.punter }], 'canFavoriteProfile')).toBe(true);
  expect(permissionsOf([ROLES.punter, ROLES.escort])).toEqual([
    'canViewAccountPage',
    'canViewAboutMeExample',
    'canPurchaseGallery',
    'canFavoriteProfile',
    'canWriteReviewForEscort',
  ]);
  expect(hasRole([{ id: 6 }], ROLES.manager)).toBe(true);
  expect(isAdmin([ROLES.support])).toBe(true);
  expect(isAdmin([ROLES.venue, ROLES.manager])).toBe(false);
});

test('it admits each route access level to exactly its roles, support to admin pages read-only', () => {
  const expected = {
    escort: [2],
    venue: [7],
    punter: [1],
    manager: [6],
    admin: [3, 4, 5, 8, 9, 10],
    login: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    public: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  } as const;
  for (const [access, roles] of Object.entries(expected)) {
    expect(
      ROLE_IDS.filter((id) => mayAccess([id], access as keyof typeof expected)),
      access,
    ).toEqual(roles);
  }
  expect(mayAccess(null, 'public')).toBe(true);
  expect(mayAccess(null, 'login')).toBe(false);
  expect(mayAccess([], 'admin')).toBe(false);
  expect(mayAccess([ROLES.support], 'admin') && !can([ROLES.support], 'canAdminWrite')).toBe(true);
});
