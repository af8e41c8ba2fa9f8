/**
 * What the media files are drawn from: public photos, any photo with its owner (for the viewers who
 * may see it in every state) and active partner adverts.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** A generated (seeded) non-explicit photo of a published profile, not waiting for review, with the profile's name and type. */
export function publicPhoto(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.user_id', 'ph.profile_id')
    .select(['ph.seed', 'ph.width', 'ph.height', 'p.display_name', 'p.profile_type'])
    .where('ph.id', '=', id)
    .where('ph.storage_key', 'is', null)
    .where('ph.status', '=', 'ok')
    .where('ph.is_explicit', '=', 0)
    .where('p.published', '=', 1)
    .executeTakeFirst();
}

/** Any photo, whatever its state or its profile's, with its owner (the profile) and what its files are made from. */
export function photoWithOwner(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.user_id', 'ph.profile_id')
    .select(['ph.profile_id', 'ph.seed', 'ph.width', 'ph.height', 'ph.storage_key', 'ph.widths', 'p.display_name', 'p.profile_type'])
    .where('ph.id', '=', id)
    .executeTakeFirst();
}

/** The image fields of an active partner advert. */
export function activeAdvertImage(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('partner_adverts')
    .select(['image_seed', 'title', 'is_live'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}
