/**
 * What is behind a gallery media URL, for a viewer allowed to see it: the item's gallery is
 * unlocked for the viewer and, for an explicit item, the viewer passed the explicit gate. Anyone
 * else gets the same "not found" as for a key that does not exist. A stored file is named by its
 * storage key (the route streams it or redirects to a signed URL); a placeholder is drawn here.
 */
import type { Kysely } from 'kysely';
import { itemByMediaKey, galleryById } from '../db/queries/galleries.ts';
import type { DB } from '../db/types.ts';
import { initials, placeholderSvg } from '../media/placeholder.ts';
import { storedWidths } from '../media/urls.ts';
import { seesExplicit, unlockedIds, type Viewer } from './galleries-access.ts';
import { galleryRenditionKey, galleryVideoKey } from './galleries-urls.ts';

/** A file to answer with: a drawn placeholder, or the storage key of a rendition or video and its type. */
export type GalleryFile = { type: 'image/svg+xml; charset=utf-8'; body: string } | { type: string; key: string };

/** The file `file` (`{width}.webp`, `video` or `placeholder.svg`) of the item `mediaKey`, or undefined. */
export async function galleryFile(deps: { db: Kysely<DB> }, v: Viewer, mediaKey: string, file: string): Promise<GalleryFile | undefined> {
  const item = await itemByMediaKey(deps.db, mediaKey);
  if (!item) return undefined;
  const gallery = await galleryById(deps.db, item.gallery_id);
  if (!gallery || !(await unlockedIds(deps.db, v, [gallery])).has(gallery.id)) return undefined;
  if (item.is_explicit === 1 && !(await seesExplicit(deps.db, v, gallery.owner_id))) return undefined;

  if (item.kind === 'video') {
    if (file !== 'video' || !item.mime) return undefined;
    return { type: item.mime, key: galleryVideoKey(item.media_key) };
  }
  if (file === 'placeholder.svg') {
    if (item.seed === null || item.widths) return undefined;
    const svg = placeholderSvg({
      seed: item.seed,
      width: item.width ?? 600,
      height: item.height ?? 800,
      label: initials(gallery.title),
      caption: item.is_explicit === 1 ? '18+' : undefined,
    });
    return { type: 'image/svg+xml; charset=utf-8', body: svg };
  }
  const m = /^(\d{1,5})\.webp$/.exec(file);
  const width = m ? Number(m[1]) : NaN;
  if (!storedWidths(item.widths).includes(width)) return undefined;
  return { type: 'image/webp', key: galleryRenditionKey(item.media_key, width) };
}
