/** The reply of a reviewed profile's owner to a review (one per review). */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** The review's profile, when the review exists and is not deleted. */
export async function reviewedProfileOf(db: Kysely<DB>, reviewId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('reviews')
    .select('profile_id')
    .where('id', '=', reviewId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.profile_id;
}

/** Whether `authorId` already replied to the review. */
export async function hasReplied(db: Kysely<DB>, reviewId: number, authorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('review_replies')
    .select('id')
    .where('review_id', '=', reviewId)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Store a reply; its id and time. */
export async function insertReply(db: Kysely<DB>, reviewId: number, authorId: number, body: string, now: Date) {
  const createdAt = now.toISOString();
  const row = await db
    .insertInto('review_replies')
    .values({ review_id: reviewId, author_id: authorId, body, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt };
}
