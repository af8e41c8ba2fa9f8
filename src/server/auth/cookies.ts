/**
 * The session cookies (SPEC §3 "Cookies"): `jwt` holds the token, HttpOnly and SameSite=Lax, Secure
 * over https, never readable by page scripts. Two readable companions carry no secret: `logged_in`
 * lets the static pages show the account link without asking the API, and `isAdminImpersonating`
 * (the impersonated username) drives the banner; the server decides everything from the token.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'jwt';
export const LOGGED_IN_COOKIE = 'logged_in';
export const IMPERSONATING_COOKIE = 'isAdminImpersonating';

/** Whether cookies of this request must be Secure. */
export function isSecureRequest(c: Context, trustProxy: boolean, always: boolean): boolean {
  if (always) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

export interface CookieOptions {
  trustProxy: boolean;
  secureCookies: boolean;
}

/** Set the session cookies for a token expiring at `exp` (seconds since the epoch). */
export function setSessionCookies(c: Context, token: string, exp: number, now: Date, o: CookieOptions & { impersonating?: string }): void {
  const maxAge = Math.max(0, exp - Math.floor(now.getTime() / 1000));
  const base = { path: '/', sameSite: 'Lax', secure: isSecureRequest(c, o.trustProxy, o.secureCookies), maxAge } as const;
  setCookie(c, SESSION_COOKIE, token, { ...base, httpOnly: true });
  setCookie(c, LOGGED_IN_COOKIE, '1', base);
  if (o.impersonating) setCookie(c, IMPERSONATING_COOKIE, o.impersonating, base);
  else deleteCookie(c, IMPERSONATING_COOKIE, { path: '/' });
}

/** Remove every session cookie. */
export function clearSessionCookies(c: Context): void {
  for (const name of [SESSION_COOKIE, LOGGED_IN_COOKIE, IMPERSONATING_COOKIE]) deleteCookie(c, name, { path: '/' });
}

/** The session token sent with the request, if any. */
export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}
