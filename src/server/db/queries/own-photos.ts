/** The escort's own photos as the OwnPhoto contract (src/lib/api/photos.ts) describes them. */
import type { Kysely, Selectable } from 'kysely';
import type { OwnPhoto } from '../../../lib/api/photos.ts';
import { photoSources } from '../../media/urls.ts';
import type { DB, PhotosTable } from '../types.ts';

/** A row of `photos`. */
export type PhotoRow = Selectable<PhotosTable>;

/** A photos row as the owner sees it: every rendition's URL, the placeholder and the review status. */
export function ownPhotoOf(row: PhotoRow): OwnPhoto {
  return {
    id: row.id,
    position: row.position,
    isMain: row.is_main === 1,
    width: row.width,
    height: row.height,
    sources: photoSources(row),
    placeholder: row.thumbhash,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** The profile's photos in display order. */
export async function listOwnPhotos(db: Kysely<DB>, profileId: number): Promise<OwnPhoto[]> {
  const rows = await db.selectFrom('photos').selectAll().where('profile_id', '=', profileId).orderBy('position').orderBy('id').execute();
  return rows.map(ownPhotoOf);
}

/** Whether any photo of the profile waits for review (flagged as a duplicate). */
export async function hasFlaggedPhotos(db: Kysely<DB>, profileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('photos')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('status', '=', 'flagged')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many photos the profile has (flagged ones included: they hold the profile for review). */
export async function countOwnPhotos(db: Kysely<DB>, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
