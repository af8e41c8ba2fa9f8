/**
 * One profile's whole record as the admin area sees it (SPEC §7 "admin profile data"; admin levels
 * and support, read only): the account with its roles, verifications and quarantine; the profile
 * with every field, its publish state, region and place; its photos with their moderation state;
 * the reports about it; the account's restrictions; and, for the roles that read the audit log,
 * the audit entries about it, newest first, with a cursor to older ones.
 */
import { z } from 'zod';
import { currencySchema, idSchema } from './common.ts';
import { auditEntrySchema, REASON_CODES, restrictionSchema } from './moderation.ts';

/** Reports listed at most (newest first; `reports.total` counts them all). */
export const ADMIN_PROFILE_REPORTS_SHOWN = 50;
/** Restrictions listed at most (newest first; `restrictions.total` counts them all). */
export const ADMIN_PROFILE_RESTRICTIONS_SHOWN = 50;
/** Audit entries per page. */
export const ADMIN_PROFILE_AUDIT_PAGE = 25;

/**
 * A photo's moderation state: `visible` (shown, reviewed), `pending` (shown, added since the
 * profile's last review), `flagged` (a possible duplicate, hidden until a moderator approves it),
 * `removed` (taken down by a moderator: only its statement of reasons is left).
 */
export const PHOTO_STATES = ['visible', 'pending', 'flagged', 'removed'] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];

/** Someone the record names: an account id and its username (null once the account is gone). */
const personSchema = z.object({ id: z.number().int(), username: z.string().nullable() });
export type RecordPerson = z.infer<typeof personSchema>;

/** A stored value of one field, as stored. */
const fieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** The account behind the profile. */
export const recordAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** E-mail and phone as the admin user list shows them (in full). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  region: z.string(),
  locale: z.string().nullable(),
  roles: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
  quarantined: z.boolean(),
  vipValidTill: z.string().nullable(),
  manager: personSchema.nullable(),
  registrationSource: z.string().nullable(),
  termsAcceptedAt: z.string().nullable(),
  demo: z.boolean(),
  /** When each was confirmed (null: not yet). */
  verification: z.object({
    emailAt: z.string().nullable(),
    phoneAt: z.string().nullable(),
    /** How phone codes reach the account. */
    phoneChannel: z.enum(['sms', 'whatsapp']).nullable(),
    /** The second factor (authenticator app) enrolled since. */
    secondFactorAt: z.string().nullable(),
    /** The age check passed, and with which provider. */
    age: z.object({ provider: z.string(), at: z.string(), explicitUnlocked: z.boolean() }).nullable(),
  }),
});
export type RecordAccount = z.infer<typeof recordAccountSchema>;

/** The profile: its state and place, then every other stored field by name. */
export const recordProfileSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  type: z.string(),
  region: z.string(),
  /** The public profile path (it answers only while the profile is listed). */
  path: z.string(),
  published: z.boolean(),
  quarantined: z.boolean(),
  publishedAt: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  place: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), kind: z.string(), state: z.string() }).nullable(),
  /** Every other column of the profile, camel-cased ("hairColor", "phonePrivate"), as stored. */
  fields: z.record(z.string(), fieldValueSchema),
  /** The currency of the profile's region (its prices are minor units of it). */
  currency: currencySchema,
  /** Service keys offered. */
  services: z.array(z.string()),
  prices: z.array(z.object({ durationMinutes: z.number().int(), incallCents: z.number().nullable(), outcallCents: z.number().nullable() })),
  /** Weekly opening times (weekday 0 = Monday). */
  availability: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
});
export type RecordProfile = z.infer<typeof recordProfileSchema>;

/** A photo with its moderation state; a removed one has no file (no URLs) but its removal. */
export const recordPhotoSchema = z.object({
  id: z.number().int(),
  state: z.enum(PHOTO_STATES),
  /** A small rendition (the review queue's), and the largest one to open; null once removed. */
  thumbUrl: z.string().nullable(),
  url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int().nullable(),
  main: z.boolean(),
  explicit: z.boolean(),
  createdAt: z.string().nullable(),
  /** Kinds of metadata stripped on upload ("location", "camera"). */
  metadataRemoved: z.array(z.string()),
  removal: z
    .object({ restrictionId: z.number().int(), at: z.string(), reasonCode: z.enum(REASON_CODES), reasonText: z.string(), by: personSchema })
    .nullable(),
});
export type RecordPhoto = z.infer<typeof recordPhotoSchema>;

/** A report about the profile. */
export const recordReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  message: z.string().nullable(),
  contactEmail: z.string().nullable(),
  reporter: personSchema.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: personSchema.nullable(),
  resolutionNote: z.string().nullable(),
});
export type RecordReport = z.infer<typeof recordReportSchema>;

/** A restriction of the account, with the admin who decided it. */
export const recordRestrictionSchema = restrictionSchema.extend({ decidedBy: personSchema });
export type RecordRestriction = z.infer<typeof recordRestrictionSchema>;

/** A page of audit entries, newest first; `nextBefore` asks for the older ones (null: none left). */
export const recordAuditPageSchema = z.object({ results: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() });
export type RecordAuditPage = z.infer<typeof recordAuditPageSchema>;

/** GET /admin/profiles/{id}: the whole record. */
export const adminProfileRecordSchema = z.object({
  account: recordAccountSchema,
  /** Null for an account without a profile (an admin, a manager). */
  profile: recordProfileSchema.nullable(),
  photos: z.array(recordPhotoSchema),
  reports: z.object({ total: z.number().int(), results: z.array(recordReportSchema) }),
  restrictions: z.object({ total: z.number().int(), results: z.array(recordRestrictionSchema) }),
  /** The first page of audit entries; null for a role that does not read the audit log. */
  audit: recordAuditPageSchema.nullable(),
});
export type AdminProfileRecord = z.infer<typeof adminProfileRecordSchema>;
export const adminProfileResponseSchema = z.object({ results: adminProfileRecordSchema });

/** GET /admin/profiles/{id}/audit?before=: the entries older than the entry `before`. */
export const recordAuditQuerySchema = z.object({ before: idSchema.optional() });
export type RecordAuditQuery = z.input<typeof recordAuditQuerySchema>;
export const recordAuditResponseSchema = z.object({ results: recordAuditPageSchema });
