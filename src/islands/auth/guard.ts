/**
 * Route guards (SPEC §2, §5): login-required pages send visitors to /users/login with the return
 * path; role-only pages (escort, venue, punter, manager, admin) send other roles to the root. One decision
 * function, used by the app island for every page.
 */
import { useStore } from '../ui/useStore.ts';
import { useEffect } from 'react';
import { mayAccess } from '../../lib/permissions.ts';
import { appPath, type Access } from '../../lib/routing/app-routes.ts';
import { $session, loadSession, type SessionState } from '../../stores/session.ts';
import { flashToast, type ToastKey } from '../../stores/toasts.ts';

export type GuardDecision = 'allow' | 'wait' | 'login' | 'root';

/**
 * What to do with a page of `access` for a session in `state`. `acting`: the page is opened for a
 * managed escort (`?escort=`), which lets a manager open the escort's own pages.
 */
export function decideAccess(access: Access, state: SessionState, acting = false): GuardDecision {
  if (access === 'public') return 'allow';
  if (state.status === 'unknown' || state.status === 'loading') return 'wait';
  if (state.status === 'anonymous') return 'login';
  // Any session opens a login page, even one whose roles the table does not know yet.
  if (access === 'login') return 'allow';
  if (acting && access === 'escort' && mayAccess(state.user.roles, 'manager')) return 'allow';
  return mayAccess(state.user.roles, access) ? 'allow' : 'root';
}

/** The toast telling a signed-in user whom a role-only page is for. */
export function wrongRoleToast(access: Access): ToastKey | undefined {
  return access === 'public' || access === 'login' ? undefined : `toast.wrongRole.${access}`;
}

/** The login page URL that returns to `returnTo` afterwards. */
export function loginUrl(loginPath: string, returnTo: string): string {
  return `${loginPath}?redirectUrl=${encodeURIComponent(returnTo)}`;
}

/**
 * Load the session when the page needs one and redirect per the decision; returns the decision
 * (render the page only on "allow").
 */
export function useAccessGuard(access: Access, regionPrefix: string, acting = false): GuardDecision {
  const state = useStore($session);
  const decision = decideAccess(access, state, acting);
  useEffect(() => {
    if (access !== 'public') void loadSession();
  }, [access]);
  useEffect(() => {
    if (decision === 'login')
      window.location.replace(loginUrl(appPath('login', undefined, regionPrefix), `${window.location.pathname}${window.location.search}`));
    if (decision === 'root') {
      // SPEC §2/§5: other roles go to the root; the toast there says why and offers the account page.
      const reason = wrongRoleToast(access);
      const root = `${regionPrefix}/`;
      if (reason) flashToast('error', reason, { key: 'toast.wrongRole.next', href: appPath('account', undefined, regionPrefix) }, root);
      window.location.replace(root);
    }
  }, [decision, regionPrefix, access]);
  return decision;
}
