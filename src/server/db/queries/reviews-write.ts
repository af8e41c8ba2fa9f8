/** What writing and reporting a review reads and stores: contacts, purchases, earlier reviews, reports. */
import { sql, type Kysely } from 'kysely';
import { accounts } from '../../billing/ledger.ts';
import type { DB, ProfileType } from '../types.ts';

/** Record that a signed-in punter used a profile's contact buttons (first and latest time). */
export async function recordContact(db: Kysely<DB>, punterId: number, profileId: number, at: Date): Promise<void> {
  const now = at.toISOString();
  await db
    .insertInto('punter_contacts')
    .values({ punter_id: punterId, profile_id: profileId, first_at: now, last_at: now })
    .onConflict((oc) => oc.columns(['punter_id', 'profile_id']).doUpdateSet({ last_at: now }))
    .execute();
}

/**
 * Whether the punter has a recorded contact with the profile, tipped it, or bought from it (a
 * gallery purchase journal that takes from the punter's credits and pays the profile's earnings).
 */
export async function hasContactOrPurchase(db: Kysely<DB>, punterId: number, profileId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(eb.selectFrom('punter_contacts').select('punter_id').where('punter_id', '=', punterId).where('profile_id', '=', profileId))
        .as('contact'),
      eb.exists(eb.selectFrom('tips').select('id').where('punter_id', '=', punterId).where('escort_id', '=', profileId)).as('tip'),
      eb
        .exists(
          eb
            .selectFrom('ledger_journals as j')
            .innerJoin('ledger_entries as paid', 'paid.journal_id', 'j.id')
            .innerJoin('ledger_entries as earned', 'earned.journal_id', 'j.id')
            .select('j.id')
            .where('j.kind', '=', 'gallery_purchase')
            .where('paid.account', '=', accounts.userCredits(punterId))
            .where('earned.account', '=', accounts.userEarnings(profileId)),
        )
        .as('purchase'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.contact) || Boolean(row.tip) || Boolean(row.purchase);
}

/** The type of a published profile, when it is published. */
export async function publishedTypeOf(db: Kysely<DB>, id: number): Promise<ProfileType | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select('profile_type')
    .where('user_id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
  return row?.profile_type;
}

/** When the author last reviewed the profile (removed reviews count too), if ever. */
export async function lastReviewAt(db: Kysely<DB>, authorId: number, profileId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('reviews')
    .select(sql<string>`max(created_at)`.as('at'))
    .where('author_id', '=', authorId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** Reviews the author wrote since `since` (ISO). */
export async function reviewsWrittenSince(db: Kysely<DB>, authorId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('author_id', '=', authorId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The author's public name and VIP end. */
export function authorFacts(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.username', 'p.display_name', 'u.vip_valid_till'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Store a review; its id. */
export async function insertReview(
  db: Kysely<DB>,
  r: { profileId: number; authorId: number; rating: number; body: string; authorVip: boolean; at: string },
): Promise<number> {
  const row = await db
    .insertInto('reviews')
    .values({
      profile_id: r.profileId,
      author_id: r.authorId,
      rating: r.rating,
      body: r.body,
      author_vip: r.authorVip ? 1 : 0,
      created_at: r.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A review that is not removed: its profile and author. */
export function liveReviewFacts(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'profile_id', 'author_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Reports the reporter sent since `since` (ISO). */
export async function reportsSentSince(db: Kysely<DB>, reporterId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('review_reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('reporter_id', '=', reporterId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Store a report once per reporter and review; the existing report's id when there is one. */
export async function insertReviewReport(
  db: Kysely<DB>,
  r: { reviewId: number; reporterId: number; reason: string; note: string | null; at: string },
): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('review_reports')
    .values({ review_id: r.reviewId, reporter_id: r.reporterId, reason: r.reason, note: r.note, created_at: r.at })
    .onConflict((oc) => oc.columns(['review_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('review_reports')
    .select('id')
    .where('review_id', '=', r.reviewId)
    .where('reporter_id', '=', r.reporterId)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}
