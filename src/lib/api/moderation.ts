/**
 * The moderation area's contract (admins and support; support reads only): the queue of profiles
 * changed since their last review, reports, reviews, users, appeals and the audit log; and the
 * affected user's side: their restrictions with the statement of reasons, and one appeal each.
 */
import { z } from 'zod';
import { idSchema, numeric } from './common.ts';
import { APPEAL_OUTCOMES, MODERATION_TEXT_MAX, REASON_CODES, RESTRICTION_KINDS } from './moderation-codes.ts';

export * from './moderation-codes.ts';

const text = (min: number) => z.string().trim().min(min).max(MODERATION_TEXT_MAX);

/** Paging of the admin lists: 1-based page number. */
export const adminPageQuerySchema = z.object({ page: numeric().int().min(1).max(10_000).default(1) });
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

/** A page of rows and whether another follows. */
const paged = <T extends z.ZodType>(row: T) => z.object({ results: z.array(row), page: z.number().int(), hasMore: z.boolean() });

/** The statement of reasons every restriction carries: a code of the fixed list and free text. */
export const statementBodySchema = z.object({ reasonCode: z.enum(REASON_CODES), reasonText: text(3) });
export type StatementBody = z.infer<typeof statementBodySchema>;

/** A profile as moderation sees it. */
export const moderatedProfileSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  type: z.string(),
  region: z.string(),
  published: z.boolean(),
  quarantined: z.boolean(),
  accountQuarantined: z.boolean(),
  updatedAt: z.string(),
  moderatedAt: z.string().nullable(),
  /** The public profile path (it answers only while the profile is listed). */
  path: z.string(),
});
export type ModeratedProfile = z.infer<typeof moderatedProfileSchema>;

/** A photo in the queue. */
export const queuePhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Waits for review (a possible duplicate): hidden from the public until a moderator approves it. */
  flagged: z.boolean(),
  /** Added since the profile's last review. */
  isNew: z.boolean(),
});
export type QueuePhoto = z.infer<typeof queuePhotoSchema>;

/** GET /admin/queue: profiles published or held, changed since their last review or with a flagged photo, newest change first. */
export const queueItemSchema = moderatedProfileSchema.extend({ photos: z.array(queuePhotoSchema) });
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueResponseSchema = paged(queueItemSchema);
export type QueueResponse = z.infer<typeof queueResponseSchema>;

/** GET /admin/reports?status=open|resolved. */
export const reportsQuerySchema = adminPageQuerySchema.extend({ status: z.enum(['open', 'resolved']).default('open') });
export type ReportsQuery = z.input<typeof reportsQuerySchema>;
export const adminReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  message: z.string().nullable(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  profile: moderatedProfileSchema,
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const reportsResponseSchema = paged(adminReportSchema);
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

/** POST /admin/reports/{id}/resolve. */
export const resolveReportBodySchema = z.object({ note: text(1) });
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

/** GET /admin/reviews: the newest reviews, removed ones included (marked). */
export const adminReviewSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  profileName: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  rating: z.number(),
  body: z.string(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  /** Reports of the review (reported ones lead the queue). */
  reports: z.number().int().nonnegative(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const reviewsResponseSchema = paged(adminReviewSchema);
export type AdminReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** GET /admin/users?q=: by e-mail, phone or id. */
export const userSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export type UserSearchQuery = z.input<typeof userSearchQuerySchema>;
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  region: z.string(),
  roles: z.array(z.number().int()),
  quarantined: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const usersResponseSchema = z.object({ results: z.array(adminUserSchema) });

/** PUT /admin/users/{id}/quarantine: on needs a statement of reasons, off needs none. */
export const userQuarantineBodySchema = z.discriminatedUnion('quarantined', [
  statementBodySchema.extend({ quarantined: z.literal(true) }),
  z.object({ quarantined: z.literal(false) }),
]);
export type UserQuarantineBody = z.infer<typeof userQuarantineBodySchema>;

/** PUT /admin/users/{id}/roles: the user's full list of role ids. */
export const userRolesBodySchema = z.object({ roles: z.array(z.number().int().min(1).max(10)).min(1).max(10) });
export type UserRolesBody = z.infer<typeof userRolesBodySchema>;

/** A restriction with its statement of reasons and its appeal. */
export const restrictionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RESTRICTION_KINDS),
  targetType: z.string(),
  targetId: z.number().int(),
  reasonCode: z.enum(REASON_CODES),
  reasonText: z.string(),
  decidedAt: z.string(),
  appeal: z
    .object({
      text: z.string(),
      at: z.string(),
      outcome: z.enum(APPEAL_OUTCOMES).nullable(),
      note: z.string().nullable(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

/** GET /users/restrictions: the signed-in user's restrictions, newest first. */
export const restrictionsResponseSchema = z.object({ results: z.array(restrictionSchema) });
export type RestrictionsResponse = z.infer<typeof restrictionsResponseSchema>;

/** POST /users/restrictions/{id}/appeal: once per decision. */
export const appealBodySchema = z.object({ text: text(10) });
export type AppealBody = z.infer<typeof appealBodySchema>;

/** GET /admin/appeals: appeals waiting for a decision (and, with status=decided, the decided ones). */
export const appealsQuerySchema = adminPageQuerySchema.extend({ status: z.enum(['open', 'decided']).default('open') });
export type AppealsQuery = z.input<typeof appealsQuerySchema>;
export const adminAppealSchema = restrictionSchema.extend({
  userId: z.number().int(),
  username: z.string(),
  decidedBy: z.number().int(),
  decidedByName: z.string().nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
export const appealsResponseSchema = paged(adminAppealSchema);
export type AppealsResponse = z.infer<typeof appealsResponseSchema>;

/** POST /admin/appeals/{id}/decide: by an admin other than the one who decided. */
export const appealDecisionBodySchema = z.object({ outcome: z.enum(APPEAL_OUTCOMES), note: text(3) });
export type AppealDecisionBody = z.infer<typeof appealDecisionBodySchema>;

/** One audit log entry. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
  payload: z.record(z.string(), z.unknown()),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = paged(auditEntrySchema);
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** The answer of a write: what it acted on. */
export const actionResultSchema = z.object({ results: z.object({ id: z.number().int(), restrictionId: z.number().int().nullable() }) });
export type ActionResult = z.infer<typeof actionResultSchema>['results'];

/** Path id parameter. */
export const moderationIdSchema = z.object({ id: idSchema });
