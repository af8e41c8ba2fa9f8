/**
 * Reviews (SPEC §7 "Reviews"): the public list of a profile's reviews with replies. Writing,
 * replying and deleting need a session and come with the accounts work.
 */
import { z } from 'zod';
import { pageQuerySchema } from './common.ts';
import { REVIEW_REPLY_MAX } from './limits.ts';
export { REVIEW_REPLY_MAX } from './limits.ts';

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
