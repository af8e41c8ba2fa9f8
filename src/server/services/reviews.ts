/** A profile's reviews with its rating (SPEC §7 "Reviews"). */
import type { ReviewsResponse } from '../../lib/api/reviews.ts';
import { isPublished, ratingOf } from '../db/queries/profiles.ts';
import { loadReviews } from '../db/queries/reviews.ts';
import type { ReadDeps } from './deps.ts';

/** A page of a published escort's or venue's reviews; null when there is no such profile. */
export async function reviewsOf(
  deps: Pick<ReadDeps, 'db'>,
  profileId: number,
  page: number,
  perPage: number,
): Promise<ReviewsResponse | null> {
  if (!(await isPublished(deps.db, profileId, ['escort', 'venue']))) return null;
  const [{ results, total }, rating] = await Promise.all([loadReviews(deps.db, profileId, page, perPage), ratingOf(deps.db, profileId)]);
  return { results, total, page, perPage, rating };
}
