/**
 * The escort's (or venue's) own galleries: create, rename, reprice, delete (not once sold: buyers
 * keep what they paid for), upload photos (the photo pipeline: re-encoded WebP, no metadata) and
 * videos (mp4, WebM or QuickTime by their bytes, their metadata removed in place by
 * media/video-metadata.ts; one whose structure cannot be read is refused), mark items explicit,
 * reorder and delete items. Files live under the private gallery prefix and count against the
 * owner's storage quota; every write answers the full list.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  GALLERY_FILE_FIELD,
  GALLERY_MAX_ITEMS,
  GALLERY_MAX_PER_PROFILE,
  type GalleryVideoType,
  type OwnGallery,
} from '../../lib/api/galleries.ts';
import {
  deleteGallery,
  deleteItem,
  galleriesOf,
  galleryById,
  galleryCount,
  hasPurchases,
  insertGallery,
  insertItem,
  itemsOf,
  reorderItems,
  salesOf,
  setItemExplicit,
  updateGallery,
  type GalleryItemRow,
} from '../db/queries/galleries.ts';
import type { Locale } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import type { DB } from '../db/types.ts';
import type { UploadedFile } from '../media/multipart.ts';
import { headOf, processPhoto } from '../media/pipeline.ts';
import { storeFile, type MediaStorage } from '../media/storage.ts';
import type { UploadGate } from '../media/uploads.ts';
import { storedWidths } from '../media/urls.ts';
import { stripVideoMetadata } from '../media/video-metadata.ts';
import type { Clock } from '../time.ts';
import { galleryRenditionKey, galleryVideoKey, unlockedMedia } from './galleries-urls.ts';
import { withinQuota } from './media-quota.ts';
import { created, invalid, notFound, ok, type Outcome } from './outcome.ts';

/** What the owner's gallery services need. */
export interface OwnGalleryDeps {
  db: Kysely<DB>;
  clock: Clock;
  media: MediaStorage;
  /** Uploads at once and the storage quota (media/uploads.ts). */
  uploads: UploadGate;
}

/** The answer's message when an upload is refused. */
export const GALLERY_UPLOAD_REFUSED = 'The file was not added to the gallery.';

/** The video container of `bytes` by its magic bytes, or undefined. */
export function detectVideo(bytes: Uint8Array): GalleryVideoType | undefined {
  const text = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length < 12) return undefined;
  // EBML header: Matroska/WebM.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  if (text(4, 8) !== 'ftyp') return undefined;
  const brand = text(8, 12);
  if (brand === 'qt  ') return 'video/quicktime';
  // ISO base media brands of MP4 video (AVIF/HEIC images share the box and are refused).
  if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |M4VP|mmp4|msnv|3gp[4-9]|3g2a)$/.test(brand)) return 'video/mp4';
  return undefined;
}

async function removeItemFiles(media: MediaStorage, rows: readonly GalleryItemRow[]): Promise<void> {
  for (const row of rows) {
    if (row.kind === 'video') await media.delete(galleryVideoKey(row.media_key));
    for (const w of storedWidths(row.widths)) await media.delete(galleryRenditionKey(row.media_key, w));
  }
}

/** `GET /users/galleries`: the owner's galleries with items and sales. */
export async function ownGalleries(deps: OwnGalleryDeps, ownerId: number): Promise<Outcome<OwnGallery[]>> {
  const galleries = await galleriesOf(deps.db, ownerId);
  const items = await itemsOf(
    deps.db,
    galleries.map((g) => g.id),
  );
  const sales = await salesOf(deps.db, ownerId);
  return ok(
    galleries.map((g) => ({
      id: g.id,
      title: g.title,
      priceCredits: g.price_credits,
      sales: sales.get(g.id) ?? 0,
      createdAt: g.created_at,
      items: items
        .filter((i) => i.gallery_id === g.id)
        .map((i) => ({ ...unlockedMedia(i), placeholder: i.thumbhash, position: i.position, bytes: i.bytes })),
    })),
  );
}

/** `POST /users/galleries`. */
export async function createGallery(
  deps: OwnGalleryDeps,
  ownerId: number,
  body: { title: string; priceCredits: number },
): Promise<Outcome<OwnGallery[]>> {
  if ((await galleryCount(deps.db, ownerId)) >= GALLERY_MAX_PER_PROFILE)
    return invalid({ title: [`a profile holds at most ${GALLERY_MAX_PER_PROFILE} galleries`] });
  await insertGallery(deps.db, ownerId, body.title, body.priceCredits, deps.clock.now().toISOString());
  const list = await ownGalleries(deps, ownerId);
  return 'value' in list ? created(list.value) : list;
}

/** `PATCH /users/galleries/{id}`. */
export async function changeGallery(
  deps: OwnGalleryDeps,
  ownerId: number,
  id: number,
  change: { title?: string; priceCredits?: number },
): Promise<Outcome<OwnGallery[]>> {
  if (!(await updateGallery(deps.db, ownerId, id, change, deps.clock.now().toISOString()))) return notFound('No such gallery.');
  return ownGalleries(deps, ownerId);
}

/** `DELETE /users/galleries/{id}`: refused once anyone bought it. */
export async function removeGallery(deps: OwnGalleryDeps, ownerId: number, id: number): Promise<Outcome<OwnGallery[]>> {
  const g = await galleryById(deps.db, id);
  if (!g || g.owner_id !== ownerId) return notFound('No such gallery.');
  if (await hasPurchases(deps.db, id))
    return invalid({ gallery: ['this gallery was bought: its buyers keep it, so it cannot be deleted'] }, 'The gallery was not deleted.');
  const items = await deleteGallery(deps.db, ownerId, id);
  if (items) await removeItemFiles(deps.media, items);
  return ownGalleries(deps, ownerId);
}

/** `POST /users/galleries/{id}/items`: one photo (through the pipeline) or one video (its metadata removed), within the quota. */
export async function addGalleryItem(
  deps: OwnGalleryDeps,
  ownerId: number,
  galleryId: number,
  files: readonly UploadedFile[],
  locale: Locale = 'en',
): Promise<Outcome<OwnGallery[]>> {
  const g = await galleryById(deps.db, galleryId);
  if (!g || g.owner_id !== ownerId) return notFound('No such gallery.');
  const file = files[0];
  if (!file || files.length !== 1) return invalid({ [GALLERY_FILE_FIELD]: ['choose one photo or video'] }, GALLERY_UPLOAD_REFUSED);
  const refuse = (message: string) => invalid({ [GALLERY_FILE_FIELD]: [message] }, GALLERY_UPLOAD_REFUSED);
  const mediaKey = randomUUID();
  const at = deps.clock.now().toISOString();
  const video = detectVideo(await headOf(file.path));
  let row: Omit<GalleryItemRow, 'id' | 'gallery_id' | 'position' | 'created_at'>;
  let store: () => Promise<void>;
  if (video) {
    const cleaned = await stripVideoMetadata(file.path, video);
    if (!cleaned.ok)
      return refuse(
        t(locale, cleaned.reason === 'malformed' ? 'gallery.upload.videoDamaged' : 'gallery.upload.videoUnsupported', { name: file.name }),
      );
    row = {
      media_key: mediaKey,
      kind: 'video',
      is_explicit: 0,
      width: null,
      height: null,
      widths: null,
      thumbhash: null,
      mime: video,
      bytes: file.bytes,
      seed: null,
    };
    store = () => storeFile(deps.media, galleryVideoKey(mediaKey), file.path);
  } else {
    const result = await processPhoto(file.path);
    if (!result.ok) return refuse(`${file.name}: ${result.reason}, or an MP4, WebM or QuickTime video`);
    const { photo } = result;
    row = {
      media_key: mediaKey,
      kind: 'photo',
      is_explicit: 0,
      width: photo.width,
      height: photo.height,
      widths: photo.renditions.map((r) => r.width).join(','),
      thumbhash: photo.thumbhash,
      mime: null,
      bytes: photo.renditions.reduce((s, r) => s + r.data.length, 0),
      seed: null,
    };
    store = async () => {
      for (const r of photo.renditions) await deps.media.put(galleryRenditionKey(mediaKey, r.width), r.data);
    };
  }
  const written = { ...row, id: 0, gallery_id: galleryId, position: 0, created_at: at };
  const stored = await withinQuota(deps, deps.uploads, ownerId, row.bytes ?? 0, locale, async () => {
    try {
      await store();
      const id = await insertItem(deps.db, galleryId, row, GALLERY_MAX_ITEMS, at);
      if (id === undefined) await removeItemFiles(deps.media, [written]);
      return id;
    } catch (err) {
      await removeItemFiles(deps.media, [written]);
      throw err;
    }
  });
  if (!stored.ok) return refuse(stored.message);
  if (stored.value === undefined) return refuse(`a gallery holds at most ${GALLERY_MAX_ITEMS} photos and videos`);
  const list = await ownGalleries(deps, ownerId);
  return 'value' in list ? created(list.value) : list;
}

/** `PATCH /users/galleries/{id}/items/{itemId}`. */
export async function markItem(
  deps: OwnGalleryDeps,
  ownerId: number,
  galleryId: number,
  itemId: number,
  explicit: boolean,
): Promise<Outcome<OwnGallery[]>> {
  const g = await galleryById(deps.db, galleryId);
  if (!g || g.owner_id !== ownerId || !(await setItemExplicit(deps.db, galleryId, itemId, explicit))) return notFound('No such item.');
  return ownGalleries(deps, ownerId);
}

/** `PUT /users/galleries/{id}/items/order`. */
export async function orderItems(
  deps: OwnGalleryDeps,
  ownerId: number,
  galleryId: number,
  ids: readonly number[],
): Promise<Outcome<OwnGallery[]>> {
  const g = await galleryById(deps.db, galleryId);
  if (!g || g.owner_id !== ownerId) return notFound('No such gallery.');
  if (!(await reorderItems(deps.db, galleryId, ids))) return invalid({ itemIds: ['list every item of the gallery exactly once'] });
  return ownGalleries(deps, ownerId);
}

/** `DELETE /users/galleries/{id}/items/{itemId}`. */
export async function removeItem(deps: OwnGalleryDeps, ownerId: number, galleryId: number, itemId: number): Promise<Outcome<OwnGallery[]>> {
  const g = await galleryById(deps.db, galleryId);
  if (!g || g.owner_id !== ownerId) return notFound('No such item.');
  const row = await deleteItem(deps.db, galleryId, itemId);
  if (!row) return notFound('No such item.');
  await removeItemFiles(deps.media, [row]);
  return ownGalleries(deps, ownerId);
}
