/**
 * What a service knows about the request it serves, without HTTP: who is signed in, where the
 * request comes from, which language it asked for, and the session cookies of the answer.
 */
import type { SessionUser } from '../context.ts';

/** The session cookies of the answer being built. */
export interface SessionCookies {
  /** Set the cookies of a session token expiring at `exp` (seconds since the epoch). */
  set(token: string, exp: number, now: Date, impersonating?: string): void;
  clear(): void;
  /** Whether the request sent a session token. */
  sent(): boolean;
}

/** The request a service serves. */
export interface Caller {
  user: SessionUser | null;
  /** Client address (per-address limits, audit log). */
  ip: string;
  userAgent: string | null;
  requestId: string | null;
  /** The raw `x-locale` header. */
  requestedLocale: string | undefined;
  /**
   * The origin of links in messages: PUBLIC_SITE_URL, else the address and port the request
   * arrived on. Never built from the Host header, which the client writes.
   */
  origin: string;
  cookies: SessionCookies;
}
