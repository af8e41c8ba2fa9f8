/**
 * Route guards: a session is required (401 `{ message: 'Unauthenticated.' }` without one), and a
 * role or permission of src/lib/permissions.ts (403 `{ message }` without it). Every route that
 * needs a signed-in user or a right uses these. Rights that only admin-area roles hold also need a
 * sign-in confirmed with the second factor (the session's `mfa`): 403 with "Confirm your sign-in
 * with your authenticator code first." without it.
 */
import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { ADMIN_ROLES, can, hasRole, isAdminPermission, type Permission, type RoleId } from '../../lib/permissions.ts';
import type { AppEnv } from '../context.ts';
import { unauthenticated } from './errors.ts';

/** Refuse requests without a session user with 401. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) return unauthenticated(c);
  await next();
};

/** Whether every role of a list is an admin-area role. */
const adminOnly = (roles: readonly RoleId[]) => roles.every((r) => (ADMIN_ROLES as readonly number[]).includes(r));

/** Refuse anonymous requests with 401 and users holding none of `roles` with 403. */
export function requireRole(...roles: RoleId[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return unauthenticated(c);
    if (!roles.some((role) => hasRole(user.roles, role))) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
    if (adminOnly(roles) && !user.mfa) return c.json({ message: AUTH_MESSAGES.mfaRequired }, 403);
    await next();
  };
}

export interface PermissionOptions {
  /** The 403 answer's message (default: "You are not allowed to do this."). */
  message?: string;
  /** Refuse while an admin is signed in as someone else (the right must be the admin's own). */
  ownSession?: boolean;
}

/** Refuse anonymous requests with 401 and users without `permission` with 403. */
export function requirePermission(permission: Permission, o: PermissionOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return unauthenticated(c);
    if (!can(user.roles, permission) || (o.ownSession && user.impersonatorId))
      return c.json({ message: o.message ?? AUTH_MESSAGES.forbidden }, 403);
    if (isAdminPermission(permission) && !user.mfa) return c.json({ message: AUTH_MESSAGES.mfaRequired }, 403);
    await next();
  };
}

/** The admin area (every admin level; support reads only), with the second factor. */
export const requireAdmin: MiddlewareHandler<AppEnv> = requirePermission('canViewAdminArea');
