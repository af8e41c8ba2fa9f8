/** The admin area's read-only logs: security events, impersonation starts and stops, undelivered e-mails. */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  ImpersonationEntry,
  impersonationLogQuerySchema,
  MailFailure,
  mailFailuresQuerySchema,
  SecurityEvent,
  securityEventsQuerySchema,
} from '../../lib/api/admin.ts';
import { listMailFailures } from '../db/queries/mail.ts';
import { listImpersonationLog, listSecurityEvents } from '../db/queries/security-events.ts';
import type { DB } from '../db/types.ts';
import type { EventDetails } from '../security/events.ts';
import { ok, type Outcome } from './outcome.ts';

/** The stored details, or nothing when a row holds no JSON object. */
function parseDetails(text: string): EventDetails {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as EventDetails) : {};
  } catch {
    return {};
  }
}

/** Security events, newest first. */
export async function securityEventPage(db: Kysely<DB>, q: z.output<typeof securityEventsQuerySchema>): Promise<Outcome<SecurityEvent[]>> {
  const rows = await listSecurityEvents(db, q);
  return ok(
    rows.map((r) => ({
      id: r.id,
      type: r.type,
      userId: r.user_id,
      actorId: r.actor_id,
      ip: r.ip,
      requestId: r.request_id,
      details: parseDetails(r.details),
      createdAt: r.created_at,
    })),
  );
}

/** Impersonation starts and stops, newest first. */
export async function impersonationLogPage(
  db: Kysely<DB>,
  q: z.output<typeof impersonationLogQuerySchema>,
): Promise<Outcome<ImpersonationEntry[]>> {
  const rows = await listImpersonationLog(db, q);
  return ok(
    rows.map((r) => ({
      id: r.id,
      action: r.action,
      admin: { id: r.admin_id, username: r.admin_username },
      user: { id: r.user_id, username: r.user_username },
      ip: r.ip,
      userAgent: r.user_agent,
      requestId: r.request_id,
      reason: r.reason,
      createdAt: r.created_at,
    })),
  );
}

/** E-mails refused for good or given up on, newest first. */
export async function mailFailurePage(db: Kysely<DB>, q: z.output<typeof mailFailuresQuerySchema>): Promise<Outcome<MailFailure[]>> {
  const rows = await listMailFailures(db, q);
  return ok(
    rows.map((r) => ({
      id: r.id,
      recipient: r.recipient,
      purpose: r.purpose,
      userId: r.user_id,
      status: r.status === 'failed' ? 'failed' : 'refused',
      attempts: r.attempts,
      reply: r.reply,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
  );
}
