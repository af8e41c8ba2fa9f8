/** Review calls (SPEC §7 "Reviews") without the schema library; types from ../reviews.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type { ReviewReplyBody, ReviewReplyResponse, ReviewsQuery, ReviewsResponse } from '../reviews.ts';

/** Load a page of a profile's reviews. */
export function getReviews(profileId: number, query: ReviewsQuery = {}, opts?: RequestOptions): Promise<ApiResult<ReviewsResponse>> {
  return request('GET', `/users/${profileId}/reviews`, { query, ...opts });
}

/** POST /users/reviews/{id}/replies: the profile owner replies once to a review of the profile. */
export function replyToReview(reviewId: number, body: ReviewReplyBody): Promise<ApiResult<ReviewReplyResponse>> {
  return request('POST', `/users/reviews/${reviewId}/replies`, { body });
}
