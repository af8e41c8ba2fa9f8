/** A reviewed escort's reply (SPEC §7 POST /users/reviews/{id}/replies): only the profile's owner, once per review. */
import type { Kysely } from 'kysely';
import { t } from '../../../i18n/index.ts';
import type { Locale } from '../../../regions/schema.ts';
import type { ReviewReply } from '../../lib/api/reviews.ts';
import { hasReplied, insertReply, reviewedProfileOf } from '../db/queries/review-replies.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';
import { created, forbidden, invalid, notFound, type Outcome } from './outcome.ts';

/** Reply to review `reviewId` as `user` (a refusal is written in `locale`). */
export async function replyToReview(
  deps: { db: Kysely<DB>; clock: Clock },
  user: { id: number; name: string },
  reviewId: number,
  body: string,
  locale: Locale = 'en',
): Promise<Outcome<ReviewReply>> {
  const profileId = await reviewedProfileOf(deps.db, reviewId);
  if (profileId === undefined) return notFound();
  if (profileId !== user.id) return forbidden(t(locale, 'review.reply.notYours'));
  if (await hasReplied(deps.db, reviewId, user.id)) return invalid({ body: [t(locale, 'review.reply.already')] });
  const reply = await insertReply(deps.db, reviewId, user.id, body, deps.clock.now());
  return created({ id: reply.id, body, createdAt: reply.createdAt, author: { id: user.id, name: user.name, isProfileOwner: true } });
}
