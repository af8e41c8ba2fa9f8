/** What the placeholder images are drawn from: public photos and active partner adverts. */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** A generated (seeded) non-explicit photo of a published profile, with the profile's name and type. */
export function publicPhoto(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.user_id', 'ph.profile_id')
    .select(['ph.seed', 'ph.width', 'ph.height', 'p.display_name', 'p.profile_type'])
    .where('ph.id', '=', id)
    .where('ph.storage_key', 'is', null)
    .where('ph.is_explicit', '=', 0)
    .where('p.published', '=', 1)
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
