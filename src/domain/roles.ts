/** User roles (SPEC §6) by their stable id: the id is what the `user_roles` rows keep. */

/** Role name → role id. */
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

/** A role's name. */
export type RoleName = keyof typeof ROLES;
/** A role's id. */
export type RoleId = (typeof ROLES)[RoleName];

/** The roles a visitor can register as (SPEC §5 "/users/registration/info/{registrationRole}"). */
export const REGISTRATION_ROLES = ['punter', 'escort', 'venue'] as const satisfies readonly RoleName[];
