/**
 * The security event log: one structured event per failed login, throttle, account put behind the
 * login captcha, invalid token, password change or reset, impersonation step, second-factor
 * enrolment or failure and admin action, as a row in `security_events` and a log line. Events
 * carry who, whom, from where and facts, never a password, code, token or secret. Events an
 * anonymous client can trigger at will are kept at most EVENTS_PER_SOURCE per kind and address per
 * window, so a flood cannot fill the table; the others (a signed-in user's or an admin's) are
 * always kept.
 */
import type { Kysely } from 'kysely';
import type { SecurityEventType } from '../../lib/api/admin.ts';
import type { Logger } from '../context.ts';
import type { DB } from '../db/types.ts';
import { insertSecurityEvent } from '../db/queries/security-events.ts';
import type { Limit, RateLimiter } from '../auth/rate-limit.ts';
import type { Clock } from '../time.ts';

/** Facts of an event: short scalar values only. */
export type EventDetails = Record<string, string | number | boolean | null>;

/** One event to record. */
export interface SecurityEventInput {
  type: SecurityEventType;
  /** The account the event is about. */
  userId?: number | null;
  /** The admin who acted (impersonation, admin actions). */
  actorId?: number | null;
  ip?: string | null;
  requestId?: string | null;
  details?: EventDetails;
}

export interface SecurityEvents {
  record(e: SecurityEventInput): Promise<void>;
}

/** Events kept per kind and client address per window. */
export const EVENTS_PER_SOURCE: Limit = { name: 'security-events', max: 100, windowSeconds: 10 * 60 };

/** The kinds anyone can cause without an account: throttled per address. */
const FLOODABLE: ReadonlySet<SecurityEventType> = new Set([
  'login.failed',
  'login.throttled',
  'login.captcha_required',
  'session.invalid',
  'realtime.refused',
  'link.invalid',
  'code.failed',
]);

/** Keys that could carry a secret are never stored, whatever a caller passes. */
const SECRET_KEY = /pass|code|token|secret|otp|cookie|authori/i;

/** The details without secret-looking keys and with strings cut to 200 characters. */
export function cleanDetails(details: EventDetails = {}): EventDetails {
  const out: EventDetails = {};
  for (const [key, value] of Object.entries(details)) {
    if (SECRET_KEY.test(key)) continue;
    out[key] = typeof value === 'string' ? value.slice(0, 200) : value;
  }
  return out;
}

/** The recorder of an app. */
export function securityEvents(db: Kysely<DB>, clock: Clock, log: Logger, limiter: RateLimiter): SecurityEvents {
  return {
    async record(e) {
      if (FLOODABLE.has(e.type) && !(await limiter.hit(EVENTS_PER_SOURCE, `${e.type}\u0000${e.ip ?? ''}`)).ok) return;
      const details = cleanDetails(e.details);
      const row = {
        type: e.type,
        user_id: e.userId ?? null,
        actor_id: e.actorId ?? null,
        ip: e.ip?.slice(0, 64) ?? null,
        request_id: e.requestId ?? null,
        details: JSON.stringify(details),
        created_at: clock.now().toISOString(),
      };
      await insertSecurityEvent(db, row);
      log.info('security event', {
        event: e.type,
        userId: row.user_id,
        actorId: row.actor_id,
        ip: row.ip,
        requestId: row.request_id,
        details,
      });
    },
  };
}
