/** A punter's favourite profiles (table `favourites`). */
import type { Kysely } from 'kysely';
import { lockFor } from '../transactions.ts';
import type { DB } from '../types.ts';

/** Profile types a punter can save (the public, listable ones). */
const FAVOURABLE = ['escort', 'venue', 'escort_ai'] as const;

/** Ids of the user's favourites that are still published, most recently saved first. */
export async function favouriteIds(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourites as f')
    .innerJoin('profiles as p', 'p.user_id', 'f.profile_id')
    .select('f.profile_id as id')
    .where('f.user_id', '=', userId)
    .where('p.published', '=', 1)
    .where('p.profile_type', 'in', [...FAVOURABLE])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.profile_id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether the profile exists, is published and can be saved. */
export async function isFavourable(db: Kysely<DB>, profileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('user_id')
    .where('user_id', '=', profileId)
    .where('published', '=', 1)
    .where('profile_type', 'in', [...FAVOURABLE])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Save the profile when it is not a favourite yet, else remove it; returns the new state. One
 * transaction, so two toggles can never interleave.
 */
export function toggleFavourite(db: Kysely<DB>, userId: number, profileId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `favourite:${userId}:${profileId}`);
    const removed = await trx.deleteFrom('favourites').where('user_id', '=', userId).where('profile_id', '=', profileId).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    await trx.insertInto('favourites').values({ user_id: userId, profile_id: profileId, created_at: now.toISOString() }).execute();
    return true;
  });
}
