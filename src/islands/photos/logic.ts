/**
 * Pure rules of the photo manager: which picked files may be uploaded, moving a photo in the
 * order, and the photos' ids in display order (the order the server is told).
 */
import type { OwnPhoto } from '../../lib/api/photos.ts';
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, PHOTO_TYPES } from '../../lib/api/limits.ts';

/** Why a picked file is not uploaded. */
export type FileRejection = 'type' | 'size' | 'count';

/** A picked file and, when it is refused before upload, why. */
export interface CheckedFile<F> {
  file: F;
  rejected?: FileRejection;
}

/** The parts of a File the checks read (a plain object in tests). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/**
 * Check picked files against the accepted types, the size limit and the room left: files beyond
 * PHOTO_MAX_COUNT (counting the photos already there) are refused in picking order. The server
 * checks again by content; these checks only spare the escort a useless upload.
 */
export function checkFiles<F extends FileLike>(files: readonly F[], existing: number): CheckedFile<F>[] {
  let room = Math.max(0, PHOTO_MAX_COUNT - existing);
  return files.map((file) => {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return { file, rejected: 'type' };
    if (file.size > PHOTO_MAX_BYTES) return { file, rejected: 'size' };
    if (room === 0) return { file, rejected: 'count' };
    room -= 1;
    return { file };
  });
}

/** The list with the item at `from` moved to `to` (both clamped into the list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The photos in display order (by position, then id, so the order is stable). */
export function sortPhotos(photos: readonly OwnPhoto[]): OwnPhoto[] {
  return [...photos].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The photos with positions renumbered 0.. in list order (for the optimistic view of a reorder). */
export function renumber(photos: readonly OwnPhoto[]): OwnPhoto[] {
  return photos.map((p, position) => (p.position === position ? p : { ...p, position }));
}

/** The `srcset` of a photo's WebP renditions. */
export function srcSet(photo: OwnPhoto): string {
  return photo.sources.map((s) => `${s.url} ${s.width}w`).join(', ');
}

/** Share of an upload that is sent, 0..100 (0 while the total is unknown). */
export function percent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((sent / total) * 100));
}
