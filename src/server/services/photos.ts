/**
 * The escort's own photos: list, upload through the pipeline (all or nothing), delete, reorder
 * and choose the main photo. A photo that looks like one already on the site (perceptual hash)
 * is stored as 'flagged' and stays hidden until support reviews it. Changes a published profile's
 * cards show (its main photo, its photo count) record a site rebuild. Refusals are written in the
 * request's locale.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PHOTO_FIELD, PHOTO_MAX_COUNT, type OwnPhoto, type PhotoUploadResponse, type RemovedMetadata } from '../../lib/api/photos.ts';
import { listOwnPhotos } from '../db/queries/own-photos.ts';
import {
  deleteOwnPhotos,
  ensureEscortProfile,
  insertPhotos,
  knownHashes,
  mainPhotoId,
  photoCount,
  reorderOwnPhotos,
  setOwnMainPhoto,
  type NewPhoto,
  type ProfileFacts,
} from '../db/queries/photos.ts';
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import type { DB } from '../db/types.ts';
import type { UploadedFile } from '../media/multipart.ts';
import { sameImage } from '../media/phash.ts';
import { processPhoto, type ProcessedPhoto } from '../media/pipeline.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { UploadGate } from '../media/uploads.ts';
import { renditionKey, storedWidths } from '../media/urls.ts';
import type { Clock } from '../time.ts';
import { withinQuota } from './media-quota.ts';
import { invalid, notFound, ok, type Outcome } from './outcome.ts';
import { siteChanged } from './site-freshness.ts';

/** What the photo services are built from. */
export interface PhotoDeps {
  db: Kysely<DB>;
  clock: Clock;
  media: MediaStorage;
  /** Uploads at once and the storage quota (media/uploads.ts). */
  uploads: UploadGate;
}

/** The answer's message when an upload is refused, in `locale`. */
export const uploadRefused = (locale: Locale) => t(locale, 'photos.upload.refused');

/** Storage key of one rendition. */
export { renditionKey };

/** Record a rebuild when a published profile's cards changed: the main photo, or the photos. */
async function followed(deps: PhotoDeps, userId: number, profile: ProfileFacts, mainBefore: number | undefined): Promise<void> {
  if (!profile.published) return;
  const changed = (await mainPhotoId(deps.db, userId)) !== mainBefore;
  await siteChanged(deps, profile.region, changed ? 'main-photo' : 'photos');
}

async function removeFiles(media: MediaStorage, rows: readonly { storage_key: string | null; widths: string | null }[]) {
  for (const row of rows) {
    if (!row.storage_key) continue;
    for (const w of storedWidths(row.widths)) await media.delete(renditionKey(row.storage_key, w));
  }
}

/** GET /users/photos/: the escort's photos in display order. */
export async function ownPhotos(deps: PhotoDeps, userId: number): Promise<Outcome<OwnPhoto[]>> {
  return ok(await listOwnPhotos(deps.db, userId));
}

/** POST /users/photos/: run every file through the pipeline; any refusal (a file, the quota) stores nothing, and says why in `locale`. */
export async function uploadOwnPhotos(
  deps: PhotoDeps,
  userId: number,
  files: readonly UploadedFile[],
  locale: Locale = 'en',
): Promise<Outcome<PhotoUploadResponse>> {
  const profile = await ensureEscortProfile(deps.db, userId);
  if (!profile) return notFound();
  const refused = (message: string) => invalid({ [PHOTO_FIELD]: [message] }, uploadRefused(locale));
  if (files.length === 0) return refused(t(locale, 'photos.upload.none'));
  const room = PHOTO_MAX_COUNT - (await photoCount(deps.db, userId));
  if (files.length > room) return refused(t(locale, 'photos.upload.tooMany', { max: PHOTO_MAX_COUNT, room: Math.max(room, 0) }));

  // One at a time: the pipeline uses every core for one image already.
  const processed: { file: UploadedFile; photo: ProcessedPhoto }[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const result = await processPhoto(file.path, { locale });
    if (result.ok) processed.push({ file, photo: result.photo });
    else problems.push(`${file.name}: ${result.reason}`);
  }
  if (problems.length) return invalid({ [PHOTO_FIELD]: problems }, uploadRefused(locale));

  const sizeOf = (photo: ProcessedPhoto) => photo.renditions.reduce((sum, r) => sum + r.data.length, 0);
  const bytes = processed.reduce((sum, p) => sum + sizeOf(p.photo), 0);
  const mainBefore = await mainPhotoId(deps.db, userId);
  const stored = await withinQuota(deps, deps.uploads, userId, bytes, locale, async () => {
    const hashes = await knownHashes(deps.db);
    const news: NewPhoto[] = [];
    try {
      for (const { photo } of processed) {
        const storageKey = `photos/${randomUUID()}`;
        const flagged = hashes.some((h) => sameImage(h, photo.phash));
        hashes.push(photo.phash);
        for (const r of photo.renditions) await deps.media.put(renditionKey(storageKey, r.width), r.data);
        news.push({ ...photo, storageKey, widths: photo.renditions.map((r) => r.width), flagged, bytes: sizeOf(photo) });
      }
    } catch (err) {
      await removeFiles(
        deps.media,
        news.map((n) => ({ storage_key: n.storageKey, widths: n.widths.join(',') })),
      );
      throw err;
    }
    const inserted = await insertPhotos(deps.db, userId, news, PHOTO_MAX_COUNT, deps.clock.now());
    // Another upload filled the profile meanwhile.
    if (!inserted)
      await removeFiles(
        deps.media,
        news.map((n) => ({ storage_key: n.storageKey, widths: n.widths.join(',') })),
      );
    return inserted;
  });
  if (!stored.ok) return refused(stored.message);
  const ids = stored.value;
  if (!ids) return refused(t(locale, 'photos.upload.full', { max: PHOTO_MAX_COUNT }));
  await followed(deps, userId, profile, mainBefore);
  const results = await listOwnPhotos(deps.db, userId);
  const removed = new Set<RemovedMetadata>(processed.flatMap((p) => p.photo.removed));
  return ok({
    results,
    uploaded: results.filter((p) => ids.includes(p.id)),
    removed: (['location', 'camera', 'other'] as const).filter((k) => removed.has(k)),
  });
}

/** DELETE /users/photos/: all listed photos must be the escort's own, else nothing is deleted (404, in `locale`). */
export async function deleteOwn(
  deps: PhotoDeps,
  userId: number,
  ids: readonly number[],
  locale: Locale = 'en',
): Promise<Outcome<OwnPhoto[]>> {
  const profile = await ensureEscortProfile(deps.db, userId);
  if (!profile) return notFound();
  const mainBefore = await mainPhotoId(deps.db, userId);
  const rows = await deleteOwnPhotos(deps.db, userId, ids, deps.clock.now());
  if (!rows) return notFound(t(locale, 'photos.notFound'));
  await removeFiles(deps.media, rows);
  await followed(deps, userId, profile, mainBefore);
  return ok(await listOwnPhotos(deps.db, userId));
}

/** PUT /users/photos/order: `ids` must list every own photo exactly once (else 422, in `locale`). */
export async function reorderOwn(
  deps: PhotoDeps,
  userId: number,
  ids: readonly number[],
  locale: Locale = 'en',
): Promise<Outcome<OwnPhoto[]>> {
  if (!(await reorderOwnPhotos(deps.db, userId, ids, deps.clock.now()))) {
    return invalid({ photoIds: [t(locale, 'photos.order.incomplete')] });
  }
  return ok(await listOwnPhotos(deps.db, userId));
}

/** PUT /users/photos/{id}/main (404 for a photo not the escort's, in `locale`). */
export async function chooseMain(deps: PhotoDeps, userId: number, id: number, locale: Locale = 'en'): Promise<Outcome<OwnPhoto[]>> {
  const profile = await ensureEscortProfile(deps.db, userId);
  if (!profile) return notFound();
  const mainBefore = await mainPhotoId(deps.db, userId);
  if (!(await setOwnMainPhoto(deps.db, userId, id, deps.clock.now()))) return notFound(t(locale, 'photos.notFound'));
  await followed(deps, userId, profile, mainBefore);
  return ok(await listOwnPhotos(deps.db, userId));
}
