/** The explicit photos of a published profile (shown only to adults who unlocked them). */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** The profile's explicit photos that passed review, in gallery order. */
export function explicitPhotosOf(db: Kysely<DB>, profileId: number) {
  return db
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.user_id', 'ph.profile_id')
    .select(['ph.id', 'ph.width', 'ph.height', 'ph.widths', 'ph.storage_key', 'ph.seed', 'p.display_name'])
    .where('ph.profile_id', '=', profileId)
    .where('ph.is_explicit', '=', 1)
    .where('ph.status', '=', 'ok')
    .where('p.published', '=', 1)
    .orderBy('ph.position')
    .orderBy('ph.id')
    .execute();
}
