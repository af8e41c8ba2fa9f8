/**
 * Route guards (SPEC §2, §5): login-required pages send visitors to /users/login with the return
 * path; escort-, venue-, punter- and manager-only pages send other roles to the root. One decision
 * function, used by the app island for every page.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import type { Access } from '../../lib/routing/app-routes.ts';
import { $session, loadSession, type SessionState } from '../../stores/session.ts';

/** The role each role-only access level needs. */
const ROLE_OF = { escort: ROLES.escort, venue: ROLES.venue, punter: ROLES.punter, manager: ROLES.manager } as const;

export type GuardDecision = 'allow' | 'wait' | 'login' | 'root';

/** What to do with a page of `access` for a session in `state`. */
export function decideAccess(access: Access, state: SessionState): GuardDecision {
  if (access === 'public') return 'allow';
  if (state.status === 'unknown' || state.status === 'loading') return 'wait';
  if (state.status === 'anonymous') return 'login';
  if (access === 'login') return 'allow';
  return hasRole(state.user.roles, ROLE_OF[access]) ? 'allow' : 'root';
}

/** The login page URL that returns to `returnTo` afterwards. */
export function loginUrl(loginPath: string, returnTo: string): string {
  return `${loginPath}?redirectUrl=${encodeURIComponent(returnTo)}`;
}

/**
 * Load the session when the page needs one and redirect per the decision; returns the decision
 * (render the page only on "allow").
 */
export function useAccessGuard(access: Access, path: (p: string) => string): GuardDecision {
  const state = useStore($session);
  const decision = decideAccess(access, state);
  useEffect(() => {
    if (access !== 'public') void loadSession();
  }, [access]);
  useEffect(() => {
    if (decision === 'login')
      window.location.replace(loginUrl(path('/users/login/'), `${window.location.pathname}${window.location.search}`));
    if (decision === 'root') window.location.replace(path('/'));
  }, [decision, path]);
  return decision;
}
