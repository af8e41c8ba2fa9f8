/** Review calls (SPEC §7 "Reviews") without the schema library; types from ../reviews.ts. */
import { request, type ApiResult, type RequestOptions } from '../http.ts';
import type {
  Review,
  ReviewBody,
  ReviewEligibility,
  ReviewReply,
  ReviewReplyBody,
  ReviewReportBody,
  ReviewReportResponse,
  ReviewsQuery,
  ReviewsResponse,
} from '../reviews.ts';

/** Load a page of a profile's reviews. */
export function getReviews(profileId: number, query: ReviewsQuery = {}, opts?: RequestOptions): Promise<ApiResult<ReviewsResponse>> {
  return request('GET', `/users/${profileId}/reviews`, { query, ...opts });
}

/** Reply to a review of the own profile (once per review). */
export function replyToReview(reviewId: number, body: ReviewReplyBody): Promise<ApiResult<{ results: ReviewReply }>> {
  return request('POST', `/users/reviews/${reviewId}/replies`, { body });
}

/** Whether the caller may review the profile now, and when if not. */
export function getReviewEligibility(profileId: number, opts?: RequestOptions): Promise<ApiResult<{ results: ReviewEligibility }>> {
  return request('GET', `/users/reviews/eligibility/${profileId}`, opts);
}

/** Write a review of an escort. */
export function writeReview(body: ReviewBody, opts?: RequestOptions): Promise<ApiResult<{ results: Review }>> {
  return request('POST', '/users/reviews', { body, ...opts });
}

/** Report a review to the moderators. */
export function reportReview(reviewId: number, body: ReviewReportBody, opts?: RequestOptions): Promise<ApiResult<ReviewReportResponse>> {
  return request('POST', `/users/reviews/${reviewId}/report`, { body, ...opts });
}
