/** Daily profile views and contact clicks (one row per profile and Europe/Berlin day). */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** What is counted. */
export type StatKind = 'views' | 'contact_clicks';

/** Add one to a profile's count of `kind` on `day` ("YYYY-MM-DD"). */
export async function bumpStat(db: Kysely<DB>, profileId: number, day: string, kind: StatKind): Promise<void> {
  await db
    .insertInto('profile_stats')
    .values({ profile_id: profileId, day, views: kind === 'views' ? 1 : 0, contact_clicks: kind === 'contact_clicks' ? 1 : 0 })
    .onConflict((oc) => oc.columns(['profile_id', 'day']).doUpdateSet((eb) => ({ [kind]: eb(eb.ref(`profile_stats.${kind}`), '+', 1) })))
    .execute();
}

/** The profile's counted days from `first` to `last` (inclusive, "YYYY-MM-DD"); days without a row are left out. */
export function statsBetween(
  db: Kysely<DB>,
  profileId: number,
  first: string,
  last: string,
): Promise<{ day: string; views: number; contact_clicks: number }[]> {
  return db
    .selectFrom('profile_stats')
    .select(['day', 'views', 'contact_clicks'])
    .where('profile_id', '=', profileId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .orderBy('day')
    .execute();
}
