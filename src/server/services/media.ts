/**
 * Media: uploaded photos' WebP renditions, and generated placeholders (profile photos and advert
 * images as SVG). Only photos of published profiles are served, never the explicit ones (those are
 * unlocked separately) and never one flagged for review. Originals are never stored.
 */
import type { Kysely } from 'kysely';
import { activeAdvertImage, publicPhoto } from '../db/queries/media.ts';
import { publicStoredPhoto } from '../db/queries/photos.ts';
import type { DB } from '../db/types.ts';
import type { MediaStorage } from '../media/storage.ts';
import { storedWidths } from '../media/urls.ts';
import { renditionKey } from './photos.ts';
import { initials, placeholderSvg } from '../media/placeholder.ts';
import type { ReadDeps } from './deps.ts';

/** The SVG of a public photo; undefined when there is none. */
export async function photoSvg(deps: Pick<ReadDeps, 'db'>, id: number): Promise<string | undefined> {
  const row = await publicPhoto(deps.db, id);
  if (!row) return undefined;
  return placeholderSvg({
    seed: row.seed,
    width: row.width,
    height: row.height,
    label: initials(row.display_name),
    caption: row.profile_type === 'escort_ai' ? 'AI' : undefined,
  });
}

/** The bytes of a public uploaded photo's WebP rendition of `width`; undefined when there is none. */
export async function photoRendition(
  deps: { db: Kysely<DB>; media: MediaStorage },
  id: number,
  width: number,
): Promise<Uint8Array | undefined> {
  const row = await publicStoredPhoto(deps.db, id);
  if (!row?.storage_key || !storedWidths(row.widths).includes(width)) return undefined;
  return deps.media.get(renditionKey(row.storage_key, width));
}

/** The SVG of an active advert's image; undefined when there is none. */
export async function advertSvg(deps: Pick<ReadDeps, 'db'>, id: number): Promise<string | undefined> {
  const row = await activeAdvertImage(deps.db, id);
  if (!row) return undefined;
  return placeholderSvg({
    seed: row.image_seed,
    width: 600,
    height: 800,
    label: initials(row.title),
    caption: row.is_live ? 'LIVE' : 'AD',
  });
}
