/**
 * Roles and permissions (SPEC §6) as one typed table, shared by the API server and the islands.
 * A user may hold several roles; a permission is granted when any of them is listed.
 */

/** Role ids (SPEC §6). */
export const ROLES = {
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
} as const;

export type RoleName = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleName];

/** Every role id, ascending. */
export const ROLE_IDS = Object.values(ROLES).sort((a, b) => a - b) as RoleId[];

/** Role id to name. */
export const ROLE_NAMES = Object.fromEntries(Object.entries(ROLES).map(([name, id]) => [id, name])) as Record<RoleId, RoleName>;

/** Roles of the admin area (SPEC §6: "several admin levels"). */
export const ADMIN_ROLES = [
  ROLES.superAdmin,
  ROLES.admin,
  ROLES.support,
  ROLES.coreAdmin,
  ROLES.godAdmin,
  ROLES.superGodAdmin,
] as const satisfies readonly RoleId[];

/** "any logged-in role". */
const ANY = 'any' as const;

/** The permission table of SPEC §6. */
export const PERMISSIONS = {
  canViewAccountPage: ANY,
  canViewAboutMeExample: [ROLES.venue, ROLES.escort, ROLES.manager],
  canViewAdminMessageExample: [ROLES.godAdmin, ROLES.coreAdmin, ROLES.superAdmin, ROLES.superGodAdmin],
  canDeleteReviewsAll: [ROLES.admin, ROLES.godAdmin, ROLES.coreAdmin, ROLES.superAdmin, ROLES.superGodAdmin],
  canPurchaseGallery: [ROLES.punter],
  canFavoriteProfile: [ROLES.punter],
  canWriteReviewForEscort: [ROLES.punter],
  /** Sign in as another user (SPEC §6 "admins can impersonate users"; support cannot). */
  canImpersonate: [ROLES.superAdmin, ROLES.admin, ROLES.coreAdmin, ROLES.godAdmin, ROLES.superGodAdmin],
} as const satisfies Record<string, typeof ANY | readonly RoleId[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Anything that carries role ids: a list of ids or SPEC §3's `roles: [{ id }]`. */
export type RolesLike = readonly number[] | readonly { id: number }[];

function roleIds(roles: RolesLike): number[] {
  return roles.map((r) => (typeof r === 'number' ? r : r.id));
}

/** Whether a user holding `roles` has `permission`; no roles means not logged in. */
export function can(roles: RolesLike | null | undefined, permission: Permission): boolean {
  if (!roles || roles.length === 0) return false;
  const rule = PERMISSIONS[permission];
  const ids = roleIds(roles);
  if (rule === ANY) return ids.some((id) => (ROLE_IDS as number[]).includes(id));
  return ids.some((id) => (rule as readonly number[]).includes(id));
}

/** Whether `roles` include `role`. */
export function hasRole(roles: RolesLike | null | undefined, role: RoleId): boolean {
  return !!roles && roleIds(roles).includes(role);
}

/** Whether `roles` include any admin-area role. */
export function isAdmin(roles: RolesLike | null | undefined): boolean {
  return !!roles && roleIds(roles).some((id) => (ADMIN_ROLES as readonly number[]).includes(id));
}

/** Every permission a user holding `roles` has. */
export function permissionsOf(roles: RolesLike | null | undefined): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(roles, p));
}
