/**
 * The escort's own photos (table `photos`): inserts, deletes, order and main photo. Writes run in
 * one transaction each, keep positions dense (0..n-1), keep exactly one main photo while there are
 * any, and refresh the profile's search row.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import type { RemovedMetadata } from '../../../lib/api/photos.ts';
import { syncSearchRows } from '../search-index.ts';
import { lockFor } from '../transactions.ts';
import type { Bit, DB } from '../types.ts';

/** What a photo write needs to know of the profile. */
export interface ProfileFacts {
  region: RegionCode;
  published: boolean;
}

/** A photo the pipeline made, to be stored. */
export interface NewPhoto {
  storageKey: string;
  widths: readonly number[];
  width: number;
  height: number;
  thumbhash: string;
  phash: string;
  removed: readonly RemovedMetadata[];
  flagged: boolean;
  /** Bytes stored (the renditions). */
  bytes: number;
}

/** The escort's or venue's profile facts; an escort without a profile row yet gets an empty, unpublished one. */
export async function ensureEscortProfile(db: Kysely<DB>, userId: number): Promise<ProfileFacts | undefined> {
  await db
    .insertInto('profiles')
    .columns(['user_id', 'profile_type', 'region', 'display_name', 'display_name_chosen'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        // Her name is not chosen yet: the username stands in for it (never in the forms).
        .select([
          'id',
          sql.lit('escort').as('profile_type'),
          'region',
          sql<string>`substr(username, 1, 80)`.as('display_name'),
          sql.lit(0).as('display_name_chosen'),
        ])
        .where('id', '=', userId),
    )
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('profiles')
    .select(['region', 'published'])
    .where('user_id', '=', userId)
    .where('profile_type', 'in', ['escort', 'venue'])
    .executeTakeFirst();
  return row && { region: row.region, published: row.published === 1 };
}

/** Perceptual hashes of every uploaded photo, for duplicate detection. */
export async function knownHashes(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('photos').select('phash').where('phash', 'is not', null).$narrowType<{ phash: string }>().execute();
  return rows.map((r) => r.phash);
}

/** The main photo's id, if any. */
export async function mainPhotoId(db: Kysely<DB>, profileId: number): Promise<number | undefined> {
  const row = await db.selectFrom('photos').select('id').where('profile_id', '=', profileId).where('is_main', '=', 1).executeTakeFirst();
  return row?.id;
}

/** Number of photos of a profile. */
export async function photoCount(db: Kysely<DB>, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Make `id` the profile's only main photo. */
function setMain(trx: Transaction<DB>, profileId: number, id: number) {
  return trx
    .updateTable('photos')
    .set((eb) => ({ is_main: eb.case().when('id', '=', id).then(1).else(0).end().$castTo<Bit>() }))
    .where('profile_id', '=', profileId)
    .execute();
}

/** Give each photo its position in `ids`. */
async function setPositions(trx: Transaction<DB>, ids: readonly number[]) {
  for (const [i, id] of ids.entries()) await trx.updateTable('photos').set({ position: i }).where('id', '=', id).execute();
}

/** Positions 0..n-1 in the current order, and a main photo when there is none (the first not flagged, else the first). */
async function normalise(trx: Transaction<DB>, profileId: number, now: Date): Promise<void> {
  const rows = await trx
    .selectFrom('photos')
    .select(['id', 'is_main', 'status'])
    .where('profile_id', '=', profileId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  await setPositions(
    trx,
    rows.map((r) => r.id),
  );
  const mains = rows.filter((r) => r.is_main === 1);
  if (mains.length !== 1 && rows.length > 0) {
    const main = mains[0] ?? rows.find((r) => r.status === 'ok') ?? rows[0]!;
    await setMain(trx, profileId, main.id);
  }
  await syncSearchRows(trx, [profileId], now);
}

/**
 * Lock a profile's photos for the rest of the transaction: their order and main photo are rewritten
 * as a whole (and a moderator's approval of the profile judges them as they stay).
 */
export const lockPhotos = (trx: Kysely<DB>, profileId: number) => lockFor(trx, `photos:${profileId}`);

/** Store new photos at the end of the order; undefined (nothing stored) when they would pass `maxCount`. */
export function insertPhotos(db: Kysely<DB>, profileId: number, photos: readonly NewPhoto[], maxCount: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    await lockPhotos(trx, profileId);
    const count = await photoCount(trx, profileId);
    if (count + photos.length > maxCount) return undefined;
    const ids: number[] = [];
    for (const [i, p] of photos.entries()) {
      const row = await trx
        .insertInto('photos')
        .values({
          profile_id: profileId,
          position: count + i,
          width: p.width,
          height: p.height,
          is_main: 0,
          is_explicit: 0,
          seed: 0,
          created_at: now.toISOString(),
          storage_key: p.storageKey,
          widths: p.widths.join(','),
          thumbhash: p.thumbhash,
          phash: p.phash,
          status: p.flagged ? 'flagged' : 'ok',
          removed: p.removed.join(',') || null,
          bytes: p.bytes,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await normalise(trx, profileId, now);
    return ids;
  });
}

/**
 * Delete own photos (inside the caller's transaction); undefined (nothing deleted) when any id is
 * not a photo of the profile. Returns the storage keys freed.
 */
export async function deletePhotosIn(trx: Transaction<DB>, profileId: number, ids: readonly number[], now: Date) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  await lockPhotos(trx, profileId);
  const rows = await trx
    .selectFrom('photos')
    .select(['id', 'storage_key', 'widths'])
    .where('profile_id', '=', profileId)
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) return undefined;
  await trx.deleteFrom('photos').where('profile_id', '=', profileId).where('id', 'in', unique).execute();
  await normalise(trx, profileId, now);
  return rows;
}

/** Delete own photos in a transaction of their own (see `deletePhotosIn`). */
export function deleteOwnPhotos(db: Kysely<DB>, profileId: number, ids: readonly number[], now: Date) {
  return db.transaction().execute((trx) => deletePhotosIn(trx, profileId, ids, now));
}

/** Put the photos in the given order; false (nothing changed) unless `ids` lists every own photo exactly once. */
export function reorderOwnPhotos(db: Kysely<DB>, profileId: number, ids: readonly number[], now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockPhotos(trx, profileId);
    const own = (await trx.selectFrom('photos').select('id').where('profile_id', '=', profileId).execute()).map((r) => r.id);
    const given = new Set(ids);
    if (given.size !== ids.length || own.length !== ids.length || own.some((id) => !given.has(id))) return false;
    await setPositions(trx, ids);
    await normalise(trx, profileId, now);
    return true;
  });
}

/** Make one own photo the main one; false when it is not a photo of the profile. */
export function setOwnMainPhoto(db: Kysely<DB>, profileId: number, id: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockPhotos(trx, profileId);
    const found = await trx.selectFrom('photos').select('id').where('id', '=', id).where('profile_id', '=', profileId).executeTakeFirst();
    if (!found) return false;
    await setMain(trx, profileId, id);
    await normalise(trx, profileId, now);
    return true;
  });
}

/** An uploaded photo that may be shown: not flagged, not explicit, of a published profile. */
export function publicStoredPhoto(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('photos as ph')
    .innerJoin('profiles as p', 'p.user_id', 'ph.profile_id')
    .select(['ph.storage_key', 'ph.widths'])
    .where('ph.id', '=', id)
    .where('ph.storage_key', 'is not', null)
    .where('ph.status', '=', 'ok')
    .where('ph.is_explicit', '=', 0)
    .where('p.published', '=', 1)
    .executeTakeFirst();
}
