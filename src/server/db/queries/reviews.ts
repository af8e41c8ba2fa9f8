/**
 * A profile's reviews with replies, newest first. Authors show by their public name; deleted
 * reviews are hidden.
 */
import type { Kysely } from 'kysely';
import type { Review } from '../../../lib/api/reviews.ts';
import type { DB } from '../types.ts';

export async function loadReviews(
  db: Kysely<DB>,
  profileId: number,
  page: number,
  perPage: number,
): Promise<{ results: Review[]; total: number }> {
  const base = db.selectFrom('reviews as r').where('r.profile_id', '=', profileId).where('r.deleted_at', 'is', null);
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .leftJoin('profiles as a', 'a.user_id', 'r.author_id')
      .leftJoin('users as u', 'u.id', 'r.author_id')
      .select(['r.id', 'r.rating', 'r.body', 'r.created_at', 'r.author_id', 'r.author_vip', 'a.display_name', 'u.username'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? await db
        .selectFrom('review_replies as rr')
        .leftJoin('profiles as a', 'a.user_id', 'rr.author_id')
        .leftJoin('users as u', 'u.id', 'rr.author_id')
        .select(['rr.id', 'rr.review_id', 'rr.body', 'rr.created_at', 'rr.author_id', 'a.display_name', 'u.username'])
        .where('rr.review_id', 'in', ids)
        .orderBy('rr.created_at')
        .orderBy('rr.id')
        .execute()
    : [];
  const nameOf = (r: { display_name: string | null; username: string | null }) => r.display_name ?? r.username ?? 'deleted';
  return {
    total: Number(countRow?.n ?? 0),
    results: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      body: r.body,
      createdAt: r.created_at,
      author: { id: r.author_id, name: nameOf(r) },
      authorVip: r.author_vip === 1,
      replies: replies
        .filter((x) => x.review_id === r.id)
        .map((x) => ({
          id: x.id,
          body: x.body,
          createdAt: x.created_at,
          author: { id: x.author_id, name: nameOf(x), isProfileOwner: x.author_id === profileId },
        })),
    })),
  };
}
