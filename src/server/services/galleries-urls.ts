/**
 * URLs of gallery media: `/api/v2/galleries/media/{mediaKey}/{file}`, named by the item's random
 * key (never its sequential id) and served only after the access check of galleries-media.ts.
 */
import type { GalleryMedia } from '../../lib/api/galleries.ts';
import type { GalleryItemRow } from '../db/queries/galleries.ts';
import { storedWidths } from '../media/urls.ts';

const origin = (process.env.PUBLIC_API_ORIGIN ?? '').replace(/\/+$/, '');

/** Storage prefix of gallery media: private, never served by the public media route. */
export const GALLERY_STORAGE_PREFIX = 'private/galleries';

/** Storage key of a photo rendition. */
export const galleryRenditionKey = (mediaKey: string, width: number) => `${GALLERY_STORAGE_PREFIX}/${mediaKey}-${width}.webp`;
/** Storage key of a video. */
export const galleryVideoKey = (mediaKey: string) => `${GALLERY_STORAGE_PREFIX}/${mediaKey}.video`;

/** URL of one file of an item. */
export const galleryMediaUrl = (mediaKey: string, file: string) => `${origin}/api/v2/galleries/media/${mediaKey}/${file}`;

/** An item as an unlocked viewer gets it. */
export function unlockedMedia(row: GalleryItemRow): GalleryMedia {
  const widths = storedWidths(row.widths).sort((a, b) => a - b);
  const sources =
    row.kind !== 'photo'
      ? []
      : widths.length
        ? widths.map((w) => ({ url: galleryMediaUrl(row.media_key, `${w}.webp`), width: w }))
        : [{ url: galleryMediaUrl(row.media_key, 'placeholder.svg'), width: row.width ?? 600 }];
  return {
    id: row.id,
    kind: row.kind,
    explicit: row.is_explicit === 1,
    width: row.width,
    height: row.height,
    placeholder: row.is_explicit === 1 ? null : row.thumbhash,
    sources,
    url: row.kind === 'video' ? galleryMediaUrl(row.media_key, 'video') : null,
    mime: row.mime,
  };
}

/** An item as a viewer of a locked gallery gets it: its kind and, when not explicit, its placeholder. */
export function lockedMedia(row: GalleryItemRow): GalleryMedia {
  return {
    id: row.id,
    kind: row.kind,
    explicit: row.is_explicit === 1,
    width: row.is_explicit === 1 ? null : row.width,
    height: row.is_explicit === 1 ? null : row.height,
    placeholder: row.is_explicit === 1 ? null : row.thumbhash,
    sources: [],
    url: null,
    mime: null,
  };
}
