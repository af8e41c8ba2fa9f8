/** Review calls (SPEC §7 "Reviews") without the schema library; types from ../reviews.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { ReviewReply, ReviewReplyBody, ReviewsQuery, ReviewsResponse } from '../reviews.ts';

/** Load a page of a profile's reviews. */
export function getReviews(profileId: number, query: ReviewsQuery = {}, opts?: RequestOptions): Promise<ApiResult<ReviewsResponse>> {
  return request('GET', `/users/${profileId}/reviews`, { query, ...opts });
}

/** Reply to a review of the own profile (once per review). */
export function replyToReview(reviewId: number, body: ReviewReplyBody): Promise<ApiResult<{ results: ReviewReply }>> {
  return request('POST', `/users/reviews/${reviewId}/replies`, { body });
}
