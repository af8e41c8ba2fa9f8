/**
 * The session as the islands see it (SPEC §4 "Login"): unknown until asked, then the signed-in
 * user or anonymous. The token itself lives in an HttpOnly cookie the page cannot read; the
 * readable `logged_in` cookie only says whether asking is worthwhile. Any 401 answer clears it.
 */
import { computed } from 'nanostores';
import { configureApi } from '../lib/api/http.ts';
import { logout as logoutCall } from '../lib/api/client/auth.ts';
import { getMe } from '../lib/api/client/users.ts';
import type { User } from '../lib/api/users.ts';
import { $locale } from './locale.ts';
import { $session, hasSessionHint, type SessionState } from './session-state.ts';

export { $session, hasSessionHint, impersonatedName, IMPERSONATING_COOKIE, LOGGED_IN_COOKIE, type SessionState } from './session-state.ts';

/** The signed-in user, or null. */
export const $user = computed($session, (s) => (s.status === 'authenticated' ? s.user : null));

/** A signed-in user (after login or verification). */
export function setSessionUser(user: User): void {
  $session.set({ status: 'authenticated', user });
}

/** Forget the session (the server already ended it, or answered 401). */
export function clearSession(): void {
  $session.set({ status: 'anonymous' });
}

configureApi({ onUnauthorized: clearSession, locale: () => $locale.get() });

let pending: Promise<SessionState> | undefined;

/**
 * Load the user (once; later calls share the answer unless `force`). Without the session hint
 * the answer is anonymous at once, with no request.
 */
export function loadSession(force = false): Promise<SessionState> {
  const current = $session.get();
  if (!force && (current.status === 'authenticated' || current.status === 'anonymous')) return Promise.resolve(current);
  if (!force && pending) return pending;
  if (!hasSessionHint()) {
    clearSession();
    return Promise.resolve($session.get());
  }
  $session.set({ status: 'loading' });
  pending = getMe().then((res) => {
    pending = undefined;
    if (res.data) setSessionUser(res.data.results);
    else if (res.status === 401) clearSession();
    else $session.set({ status: 'unknown' });
    return $session.get();
  });
  return pending;
}

/** Log out: true when the server ended the session (the store is then anonymous). */
export async function logout(): Promise<boolean> {
  const res = await logoutCall();
  if (res.errors) return false;
  clearSession();
  return true;
}

/** Whether VIP is active now (SPEC §4: while vipValidTill is later than now). */
export function isVipActive(user: Pick<User, 'vipValidTill'> | null | undefined, now: Date = new Date()): boolean {
  return !!user?.vipValidTill && Date.parse(user.vipValidTill) > now.getTime();
}
