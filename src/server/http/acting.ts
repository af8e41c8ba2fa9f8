/**
 * A manager acting on a managed escort's profile through the escort's own editor: with the header
 * `x-act-for: <escortId>` the supply routes (onboarding, profile, photos, prices, availability,
 * services, features, publish) work on that escort's profile (`profileOwnerId`) instead of the
 * caller's. The header needs the manager role and an escort whose `users.manager_id` is the caller
 * (403 otherwise). Who did it stays the manager: the session, the permissions and the audit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '../../lib/api/auth-messages.ts';
import { ACT_FOR_HEADER } from '../../lib/api/manager.ts';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { isManagedBy } from '../db/queries/manager.ts';
import { unauthenticated } from './errors.ts';

/** The escort id of a well-formed header value, else undefined. */
export function actForId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The supply routes' guard: without the header, escorts only (401/403); with it, a manager acting
 * for an escort they manage. Sets `profileOwnerId` (and `actingFor` when acting).
 */
export function supplyOwner(deps: Pick<AppDeps, 'db'>, o: { escortOnly?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return unauthenticated(c);
    const header = c.req.header(ACT_FOR_HEADER);
    if (header === undefined) {
      if (o.escortOnly !== false && !hasRole(user.roles, ROLES.escort)) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      c.set('profileOwnerId', user.id);
      return next();
    }
    const escortId = actForId(header);
    if (!hasRole(user.roles, ROLES.manager) || escortId === undefined || !(await isManagedBy(deps.db, escortId, user.id)))
      return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
    c.set('profileOwnerId', escortId);
    c.set('actingFor', escortId);
    return next();
  };
}

/** The user whose profile a supply route works on: the managed escort when acting, else the caller. */
export function profileOwner(c: Context<AppEnv>): number {
  return c.get('profileOwnerId') ?? c.get('user')!.id;
}

/** The escort a manager acts for on this request, if any. */
export function actingFor(c: Context<AppEnv>): number | undefined {
  return c.get('actingFor');
}

/** Methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write a manager makes for an escort is audited as a `manager.write` security event: the
 * escort, the manager, method, path and answer status (after the route ran, so refused requests,
 * which never set `actingFor`, are not recorded as acting).
 */
export function auditActingWrites(accounts: Pick<Accounts, 'events' | 'clientAddress'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (READS.has(c.req.method) || c.req.header(ACT_FOR_HEADER) === undefined) return next();
    try {
      await next();
    } finally {
      const escortId = c.get('actingFor');
      const user = c.get('user');
      if (escortId !== undefined && user)
        await accounts.events.record({
          type: 'manager.write',
          userId: escortId,
          actorId: user.id,
          ip: accounts.clientAddress(c),
          requestId: c.get('serverRequestId'),
          details: { method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status },
        });
    }
  };
}

/**
 * Like `supplyOwner` (escorts, or a manager acting for a managed escort), and venues too: a venue
 * works on its own profile, which `prepare` makes sure exists (it is created on first use).
 */
export function supplyOrVenueOwner(deps: Pick<AppDeps, 'db'>, prepare: (venueId: number) => Promise<unknown>): MiddlewareHandler<AppEnv> {
  const owner = supplyOwner(deps);
  return async (c, next) => {
    const user = c.get('user');
    if (user && c.req.header(ACT_FOR_HEADER) === undefined && hasRole(user.roles, ROLES.venue) && !hasRole(user.roles, ROLES.escort)) {
      await prepare(user.id);
      c.set('profileOwnerId', user.id);
      return next();
    }
    return owner(c, next);
  };
}
