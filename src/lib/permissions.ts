/**
 * Roles and permissions (SPEC §6) as one typed table, shared by the API server and the islands.
 * A user may hold several roles; a permission is granted when any of them is listed.
 */

import { ROLES, type RoleId, type RoleName } from '../domain/roles.ts';

export { ROLES, type RoleId, type RoleName };

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

/** Admin roles that may look but not change anything (SPEC §6 support). */
export const READ_ONLY_ADMIN_ROLES = [ROLES.support] as const satisfies readonly RoleId[];

/** The admin levels that manage other admins. */
export const ADMIN_MANAGER_ROLES = [ROLES.godAdmin, ROLES.superGodAdmin] as const satisfies readonly RoleId[];

/**
 * Who may open a page or call a route: anyone, any logged-in user, or the holders of a role.
 * `admin` admits every admin-area role; support (5) is among them read-only (`canAdminWrite`).
 */
export const ACCESS_ROLES = {
  escort: [ROLES.escort],
  venue: [ROLES.venue],
  punter: [ROLES.punter],
  manager: [ROLES.manager],
  admin: ADMIN_ROLES,
} as const satisfies Record<string, readonly RoleId[]>;

/** A route-level access value. */
export type AccessLevel = 'public' | 'login' | keyof typeof ACCESS_ROLES;

/** "any logged-in role". */
const ANY = 'any' as const;

/** The permission table: SPEC §6, then the admin area's levels. */
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
  /** Open the admin area (every admin level; support only reads). */
  canViewAdminArea: ADMIN_ROLES,
  /** Change anything in the admin area (every admin level except read-only support). */
  canAdminWrite: [ROLES.superAdmin, ROLES.admin, ROLES.coreAdmin, ROLES.godAdmin, ROLES.superGodAdmin],
  /** See the moderation queue, reports, reviews, users and appeals (admin levels and support, read-only). */
  canModerate: ADMIN_ROLES,
  /** Act in moderation: approve, quarantine, unpublish, remove photos, resolve reports, decide appeals. */
  canModerateWrite: [ROLES.superAdmin, ROLES.admin, ROLES.coreAdmin, ROLES.godAdmin, ROLES.superGodAdmin],
  /** Turn a user's quarantine flag on and off and change their non-admin roles. */
  canManageUsers: [ROLES.superAdmin, ROLES.admin, ROLES.coreAdmin, ROLES.godAdmin, ROLES.superGodAdmin],
  /** Grant and revoke admin roles (god admin, super god admin). */
  canManageAdmins: ADMIN_MANAGER_ROLES,
  /** Read the hash-chained audit log of admin actions (the senior admin levels). */
  canViewAuditLog: [ROLES.superAdmin, ROLES.coreAdmin, ROLES.godAdmin, ROLES.superGodAdmin],
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

/**
 * Whether a permission is granted by admin-area roles only: such rights need a sign-in confirmed
 * with the second factor.
 */
export function isAdminPermission(permission: Permission): boolean {
  const rule = PERMISSIONS[permission];
  return rule !== ANY && (rule as readonly number[]).every((id) => (ADMIN_ROLES as readonly number[]).includes(id));
}

/** Whether `roles` include any admin-area role. */
export function isAdmin(roles: RolesLike | null | undefined): boolean {
  return !!roles && roleIds(roles).some((id) => (ADMIN_ROLES as readonly number[]).includes(id));
}

/** Every permission a user holding `roles` has. */
export function permissionsOf(roles: RolesLike | null | undefined): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(roles, p));
}

/** Whether a user holding `roles` may open a page or call a route of `access`. */
export function mayAccess(roles: RolesLike | null | undefined, access: AccessLevel): boolean {
  if (access === 'public') return true;
  if (!roles || roles.length === 0) return false;
  if (access === 'login') return can(roles, 'canViewAccountPage');
  const allowed: readonly number[] = ACCESS_ROLES[access];
  return roleIds(roles).some((id) => allowed.includes(id));
}
