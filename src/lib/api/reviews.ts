/**
 * Reviews (SPEC §7 "Reviews"): the public list of a profile's reviews with replies; a punter
 * writes a review of an escort (`POST /users/reviews`), anyone signed in reports one
 * (`POST /users/reviews/{id}/report`), the escort replies once, admins delete.
 */
import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common.ts';
import { REVIEW_REPLY_MAX } from './limits.ts';
import { REVIEW_REPORT_REASONS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './tip-codes.ts';
export { REVIEW_REPLY_MAX } from './limits.ts';
export { REVIEW_INTERVAL_DAYS, REVIEW_REPORT_REASONS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type ReviewReportReason } from './tip-codes.ts';

const author = z.object({
  /** Null when the author's account was deleted. */
  id: z.number().int().nullable(),
  name: z.string(),
});

export const reviewReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  author: author.extend({ isProfileOwner: z.boolean() }),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  createdAt: z.string(),
  author,
  /** The author was VIP when writing it. */
  authorVip: z.boolean(),
  replies: z.array(reviewReplySchema),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /users/{id}/reviews query. */
export const reviewsQuerySchema = pageQuerySchema.extend({
  per_page: pageQuerySchema.shape.per_page.default(10),
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;

/** GET /users/{id}/reviews answer, newest first. */
export const reviewsResponseSchema = z.object({
  results: z.array(reviewSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  rating: z.object({ average: z.number().min(1).max(5).nullable(), count: z.number().int().nonnegative() }),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** POST /users/reviews/{id}/replies: the reviewed escort answers a review, once. */
export const reviewReplyBodySchema = z
  .object({ body: z.string().trim().min(2, 'at least 2 characters').max(REVIEW_REPLY_MAX, `at most ${REVIEW_REPLY_MAX} characters`) })
  .strict();
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** `POST /users/reviews`: a punter reviews an escort (rating and text, stored and shown as text). */
export const reviewBodySchema = z
  .object({
    profileId: idSchema,
    rating: z.number({ error: 'choose 1 to 5 stars' }).int().min(1, 'choose 1 to 5 stars').max(5, 'choose 1 to 5 stars'),
    body: z
      .string()
      .trim()
      .min(REVIEW_TEXT_MIN, `at least ${REVIEW_TEXT_MIN} characters`)
      .max(REVIEW_TEXT_MAX, `at most ${REVIEW_TEXT_MAX} characters`),
  })
  .strict();
export type ReviewBody = z.input<typeof reviewBodySchema>;
export const reviewResponseSchema = z.object({ results: reviewSchema });

/** Why a punter may not review an escort now (`ok` when they may). */
export const REVIEW_VERDICTS = ['ok', 'login', 'notPunter', 'self', 'notEscort', 'noContact', 'tooSoon'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

/** `GET /users/reviews/eligibility/{profileId}`: may the caller review the profile, and when if not now. */
export const reviewEligibilitySchema = z.object({
  verdict: z.enum(REVIEW_VERDICTS),
  /** With `tooSoon`: the first instant a new review is accepted. */
  nextAt: z.string().nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;
export const reviewEligibilityResponseSchema = z.object({ results: reviewEligibilitySchema });

/** `POST /users/reviews/{id}/report`: why the review should be looked at. */
export const reviewReportBodySchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: 'choose a reason' }),
    note: z.string().trim().max(1000, 'at most 1000 characters').optional(),
  })
  .strict();
export type ReviewReportBody = z.input<typeof reviewReportBodySchema>;
export const reviewReportResponseSchema = z.object({ results: z.object({ id: z.number().int(), status: z.literal('received') }) });
export type ReviewReportResponse = z.infer<typeof reviewReportResponseSchema>;
