/**
 * The admin area's read-only views: the security event log (GET /admin/security-events), the
 * impersonation log (GET /admin/impersonation-log) and the e-mails that could not be delivered
 * over SMTP (GET /admin/mail-failures). Newest first, paged by the id of the last row seen (`before`).
 */
import { z } from 'zod';
import { idSchema, numeric } from './common.ts';

/** Every kind of security event, in the order the admin page lists them in its filter. */
export const SECURITY_EVENT_TYPES = [
  'login.failed',
  'login.throttled',
  'login.captcha_required',
  'session.invalid',
  'realtime.refused',
  'link.invalid',
  'code.failed',
  'code.exhausted',
  'password.changed',
  'password.reset',
  'impersonation.ticket',
  'impersonation.start',
  'impersonation.stop',
  'impersonation.refused',
  'impersonation.write',
  'manager.write',
  'mfa.enrolled',
  'mfa.verified',
  'mfa.failed',
  'mfa.recovery_used',
  'admin.action',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Rows per page (default and most). */
const page = { limit: numeric().int().min(1).max(200).default(50), before: idSchema.optional() };

/** GET /admin/security-events. */
export const securityEventsQuerySchema = z.object({ ...page, type: z.enum(SECURITY_EVENT_TYPES).optional(), userId: idSchema.optional() });
export type SecurityEventsQuery = z.input<typeof securityEventsQuerySchema>;

/** GET /admin/impersonation-log. */
export const impersonationLogQuerySchema = z.object({ ...page, adminId: idSchema.optional() });
export type ImpersonationLogQuery = z.input<typeof impersonationLogQuerySchema>;

/** One security event: who it is about, who acted (an admin), from where, and its facts. */
export const securityEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  userId: z.number().int().nullable(),
  actorId: z.number().int().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsResponseSchema = z.object({ results: z.array(securityEventSchema) });

/** One start, stop or refused attempt of an impersonation. */
export const impersonationEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['start', 'stop', 'refused']),
  admin: z.object({ id: z.number().int(), username: z.string().nullable() }),
  user: z.object({ id: z.number().int(), username: z.string().nullable() }),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The server's own id of the request (never one the client sent). */
  requestId: z.string().nullable(),
  /** Why an attempt was refused (null for starts and stops). */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ImpersonationEntry = z.infer<typeof impersonationEntrySchema>;

export const impersonationLogResponseSchema = z.object({ results: z.array(impersonationEntrySchema) });

/** GET /admin/mail-failures. */
export const mailFailuresQuerySchema = z.object(page);
export type MailFailuresQuery = z.input<typeof mailFailuresQuerySchema>;

/** What became of an undelivered e-mail. */
export const MAIL_FAILURE_STATUSES = ['refused', 'failed'] as const;
export type MailFailureStatus = (typeof MAIL_FAILURE_STATUSES)[number];

/**
 * An e-mail sent over SMTP that did not arrive: `refused` when the receiving server refused it for
 * good (a 5xx reply such as 550 unknown recipient; never retried), `failed` when every attempt of
 * about a day failed (no connection, timeouts, 4xx replies). `reply` is the server's last answer.
 */
export const mailFailureSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  /** What the e-mail was for (verifyEmail, resetEmail, savedSearchAlert …). */
  purpose: z.string(),
  userId: z.number().int().nullable(),
  status: z.enum(MAIL_FAILURE_STATUSES),
  attempts: z.number().int(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  /** When the last attempt ended. */
  updatedAt: z.string(),
});
export type MailFailure = z.infer<typeof mailFailureSchema>;

export const mailFailuresResponseSchema = z.object({ results: z.array(mailFailureSchema) });
