/**
 * The escort's own photos (table `photos`): inserts, deletes, order and main photo. Writes run on
 * the synchronous handle in one transaction each, keep positions dense (0..n-1), keep exactly one
 * main photo while there are any, and refresh the profile's search row.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Kysely } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import type { RemovedMetadata } from '../../../lib/api/photos.ts';
import { transaction } from '../database.ts';
import { syncSearchRows } from '../search-index.ts';
import type { DB } from '../types.ts';

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
}

/** The escort's or venue's profile facts; an escort without a profile row yet gets an empty, unpublished one. */
export function ensureEscortProfile(sqlite: DatabaseSync, userId: number): ProfileFacts | undefined {
  sqlite
    .prepare(
      `INSERT INTO profiles (user_id, profile_type, region, display_name)
       SELECT id, 'escort', region, substr(username, 1, 80) FROM users WHERE id = ?
       ON CONFLICT (user_id) DO NOTHING`,
    )
    .run(userId);
  const row = sqlite
    .prepare(`SELECT region, published FROM profiles WHERE user_id = ? AND profile_type IN ('escort', 'venue')`)
    .get(userId) as { region: RegionCode; published: number } | undefined;
  return row && { region: row.region, published: row.published === 1 };
}

/** Perceptual hashes of every uploaded photo, for duplicate detection. */
export function knownHashes(sqlite: DatabaseSync): string[] {
  return (sqlite.prepare('SELECT phash FROM photos WHERE phash IS NOT NULL').all() as { phash: string }[]).map((r) => r.phash);
}

/** The main photo's id, if any. */
export function mainPhotoId(sqlite: DatabaseSync, profileId: number): number | undefined {
  const row = sqlite.prepare('SELECT id FROM photos WHERE profile_id = ? AND is_main = 1').get(profileId) as { id: number } | undefined;
  return row?.id;
}

/** Number of photos of a profile. */
export function photoCount(sqlite: DatabaseSync, profileId: number): number {
  return (sqlite.prepare('SELECT count(*) AS n FROM photos WHERE profile_id = ?').get(profileId) as { n: number }).n;
}

/** Positions 0..n-1 in the current order, and a main photo when there is none (the first not flagged, else the first). */
function normalise(sqlite: DatabaseSync, profileId: number, now: Date): void {
  const rows = sqlite.prepare('SELECT id, is_main, status FROM photos WHERE profile_id = ? ORDER BY position, id').all(profileId) as {
    id: number;
    is_main: number;
    status: string;
  }[];
  const setPosition = sqlite.prepare('UPDATE photos SET position = ? WHERE id = ?');
  rows.forEach((r, i) => setPosition.run(i, r.id));
  const mains = rows.filter((r) => r.is_main === 1);
  if (mains.length !== 1 && rows.length > 0) {
    const main = mains[0] ?? rows.find((r) => r.status === 'ok') ?? rows[0]!;
    sqlite.prepare('UPDATE photos SET is_main = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE profile_id = ?').run(main.id, profileId);
  }
  syncSearchRows(sqlite, [profileId], now);
}

/** Store new photos at the end of the order; undefined (nothing stored) when they would pass `maxCount`. */
export function insertPhotos(sqlite: DatabaseSync, profileId: number, photos: readonly NewPhoto[], maxCount: number, now: Date) {
  return transaction(sqlite, () => {
    const count = photoCount(sqlite, profileId);
    if (count + photos.length > maxCount) return undefined;
    const insert = sqlite.prepare(
      `INSERT INTO photos (profile_id, position, width, height, is_main, is_explicit, seed, created_at,
         storage_key, widths, thumbhash, phash, status, removed)
       VALUES (?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    const ids = photos.map((p, i) => {
      const row = insert.get(
        profileId,
        count + i,
        p.width,
        p.height,
        now.toISOString(),
        p.storageKey,
        p.widths.join(','),
        p.thumbhash,
        p.phash,
        p.flagged ? 'flagged' : 'ok',
        p.removed.join(',') || null,
      ) as { id: number };
      return row.id;
    });
    normalise(sqlite, profileId, now);
    return ids;
  });
}

/** Delete own photos; undefined (nothing deleted) when any id is not a photo of the profile. Returns the storage keys freed. */
export function deleteOwnPhotos(sqlite: DatabaseSync, profileId: number, ids: readonly number[], now: Date) {
  return transaction(sqlite, () => {
    const unique = [...new Set(ids)];
    const marks = unique.map(() => '?').join(',');
    const rows = sqlite
      .prepare(`SELECT id, storage_key, widths FROM photos WHERE profile_id = ? AND id IN (${marks})`)
      .all(profileId, ...unique) as { id: number; storage_key: string | null; widths: string | null }[];
    if (rows.length !== unique.length) return undefined;
    sqlite.prepare(`DELETE FROM photos WHERE profile_id = ? AND id IN (${marks})`).run(profileId, ...unique);
    normalise(sqlite, profileId, now);
    return rows;
  });
}

/** Put the photos in the given order; false (nothing changed) unless `ids` lists every own photo exactly once. */
export function reorderOwnPhotos(sqlite: DatabaseSync, profileId: number, ids: readonly number[], now: Date): boolean {
  return transaction(sqlite, () => {
    const own = (sqlite.prepare('SELECT id FROM photos WHERE profile_id = ?').all(profileId) as { id: number }[]).map((r) => r.id);
    const given = new Set(ids);
    if (given.size !== ids.length || own.length !== ids.length || own.some((id) => !given.has(id))) return false;
    const setPosition = sqlite.prepare('UPDATE photos SET position = ? WHERE id = ?');
    ids.forEach((id, i) => setPosition.run(i, id));
    normalise(sqlite, profileId, now);
    return true;
  });
}

/** Make one own photo the main one; false when it is not a photo of the profile. */
export function setOwnMainPhoto(sqlite: DatabaseSync, profileId: number, id: number, now: Date): boolean {
  return transaction(sqlite, () => {
    const found = sqlite.prepare('SELECT 1 FROM photos WHERE id = ? AND profile_id = ?').get(id, profileId);
    if (!found) return false;
    sqlite.prepare('UPDATE photos SET is_main = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE profile_id = ?').run(id, profileId);
    normalise(sqlite, profileId, now);
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
