/**
 * The session state and the readable session cookies, without the API client: the shell island
 * on every page needs only these (the calls live in session.ts, loaded by pages that use them).
 */
import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import type { User } from '../lib/api/users.ts';

export type SessionState =
  { status: 'unknown' } | { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: User };

/** The session. */
export const $session = atom<SessionState>({ status: 'unknown' });

/** Readable companion of the session cookie (no secret in it). */
export const LOGGED_IN_COOKIE = 'logged_in';
/** Set while an admin is signed in as someone; holds the impersonated username. */
export const IMPERSONATING_COOKIE = 'isAdminImpersonating';

/** Whether the browser holds a session cookie (it may still have expired or been revoked). */
export function hasSessionHint(): boolean {
  return Cookies.get(LOGGED_IN_COOKIE) === '1';
}

/** The impersonated username while an admin impersonates, else undefined. */
export function impersonatedName(): string | undefined {
  return Cookies.get(IMPERSONATING_COOKIE) || undefined;
}
