/**
 * Reviews (SPEC §7 "Reviews"): the public list of a profile's reviews with replies. Writing,
 * replying and deleting need a session and come with the accounts work.
 */
import { z } from 'zod';
import { pageQuerySchema } from './common.ts';

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

/** Longest reply to a review (characters). */
export const REVIEW_REPLY_MAX = 2000;

/** POST /users/reviews/{id}/replies: the profile owner's reply, once per review. */
export const reviewReplyBodySchema = z.object({ body: z.string().trim().min(1).max(REVIEW_REPLY_MAX) }).strict();
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;

/** The answer of a reply: the review with its replies. */
export const reviewReplyResponseSchema = z.object({ results: reviewSchema });
export type ReviewReplyResponse = z.infer<typeof reviewReplyResponseSchema>;
