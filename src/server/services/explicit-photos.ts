/**
 * A profile's explicit photos ("unlock explicit user photos", SPEC §7): the public profile only
 * counts them; a signed-in adult who passed age verification and switched explicit content on
 * (or the profile's owner, or a moderator) gets them here, with URLs of a private media route
 * that checks the same gate on every file. Nothing of it is cacheable by anyone else.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { explicitPhotosOf } from '../db/queries/explicit-photos.ts';
import { initials, placeholderSvg } from '../media/placeholder.ts';
import { storedWidths } from '../media/urls.ts';
import { seesExplicit, type Viewer } from './galleries-access.ts';
import { NOT_VERIFIED } from './age-verification.ts';
import { forbidden, notFound, ok, type Outcome } from './outcome.ts';
import { renditionKey } from './photos.ts';

/** An explicit photo as the unlocked viewer gets it. */
export interface ExplicitPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
}

/** The URL of one explicit photo file: a WebP rendition, or the placeholder of a seeded photo. */
export function explicitPhotoUrl(profileId: number, photo: { id: number; widths: string | null }, want = 1280): string {
  const stored = storedWidths(photo.widths);
  const base = `/api/v2/users/${profileId}/explicit-photos`;
  if (stored.length === 0) return `${base}/${photo.id}.svg`;
  const fits = stored.filter((w) => w <= want);
  return `${base}/${photo.id}-${fits.length ? Math.max(...fits) : Math.min(...stored)}.webp`;
}

/** The profile's explicit photos for a viewer allowed to see them; 403 until the gate is passed. */
export async function explicitPhotos(db: Kysely<DB>, viewer: Viewer, profileId: number): Promise<Outcome<ExplicitPhoto[]>> {
  const rows = await explicitPhotosOf(db, profileId);
  if (rows.length === 0) return notFound();
  if (!(await seesExplicit(db, viewer, profileId))) return forbidden(NOT_VERIFIED);
  return ok(rows.map((r) => ({ id: r.id, url: explicitPhotoUrl(profileId, r), width: r.width, height: r.height })));
}

/** One explicit photo file for an allowed viewer: the placeholder (`<id>.svg`) or the storage key of `<id>-<width>.webp`. */
export async function explicitPhotoFile(
  deps: { db: Kysely<DB> },
  viewer: Viewer,
  profileId: number,
  file: { id: number; width?: number },
): Promise<{ type: 'svg'; body: string } | { type: 'webp'; key: string } | undefined> {
  const photo = (await explicitPhotosOf(deps.db, profileId)).find((r) => r.id === file.id);
  // A refusal looks like a missing file: nobody learns which explicit photos exist.
  if (!photo || !(await seesExplicit(deps.db, viewer, profileId))) return undefined;
  if (file.width === undefined) {
    if (photo.storage_key) return undefined;
    const label = initials(photo.display_name);
    return { type: 'svg', body: placeholderSvg({ seed: photo.seed, width: photo.width, height: photo.height, label, caption: '18+' }) };
  }
  if (!photo.storage_key || !storedWidths(photo.widths).includes(file.width)) return undefined;
  return { type: 'webp', key: renditionKey(photo.storage_key, file.width) };
}
