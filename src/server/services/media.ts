/**
 * Media: uploaded photos' WebP renditions, and generated placeholders (profile photos and advert
 * images as SVG). Anyone gets the photos of published profiles, never the explicit ones (those are
 * unlocked separately) and never one flagged for review: those answers are shared (cacheable by
 * everyone). The photos nobody else gets (unpublished or held profile, flagged, explicit) go to
 * the viewers who must see them in every state, as answers of their own that no shared cache
 * keeps: admins and support, who judge them, and the owner and her manager, who upload and
 * arrange them. Originals are never stored.
 */
import type { Kysely } from 'kysely';
import { can, hasRole, ROLES, type RoleId } from '../../lib/permissions.ts';
import { isManagedBy } from '../db/queries/manager.ts';
import { activeAdvertImage, photoWithOwner, publicPhoto } from '../db/queries/media.ts';
import { publicStoredPhoto } from '../db/queries/photos.ts';
import type { DB } from '../db/types.ts';
import { storedWidths } from '../media/urls.ts';
import { renditionKey } from './photos.ts';
import { initials, placeholderSvg } from '../media/placeholder.ts';
import type { ReadDeps } from './deps.ts';

/** Who asks for a photo file: the signed-in user (the session's roles and second factor). */
export interface PhotoViewer {
  id: number;
  roles: readonly RoleId[];
  /** The sign-in was confirmed with the second factor (the admin area needs it). */
  mfa?: boolean;
}

/** A photo file found: its content and whether anyone may have it (`shared`) or only the viewer who asked. */
export interface PhotoFile<T> {
  body: T;
  shared: boolean;
}

/**
 * Whether `viewer` sees the photos of `ownerId` in every state: admins and support (with their
 * second factor, as in the admin area), the owner, and a manager of the owner (users.manager_id).
 */
export async function seesEveryPhotoOf(db: Kysely<DB>, viewer: PhotoViewer | undefined, ownerId: number): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === ownerId) return true;
  if (viewer.mfa === true && can(viewer.roles, 'canModerate')) return true;
  return hasRole(viewer.roles, ROLES.manager) && (await isManagedBy(db, ownerId, viewer.id));
}

function photoPlaceholder(row: { seed: number; width: number; height: number; display_name: string; profile_type: string }): string {
  return placeholderSvg({
    seed: row.seed,
    width: row.width,
    height: row.height,
    label: initials(row.display_name),
    caption: row.profile_type === 'escort_ai' ? 'AI' : undefined,
  });
}

/** The SVG of a generated photo: public ones for anyone, the rest for the viewers of every state; undefined otherwise. */
export async function photoSvg(deps: Pick<ReadDeps, 'db'>, id: number, viewer?: PhotoViewer): Promise<PhotoFile<string> | undefined> {
  const row = await publicPhoto(deps.db, id);
  if (row) return { body: photoPlaceholder(row), shared: true };
  if (!viewer) return undefined;
  const any = await photoWithOwner(deps.db, id);
  if (!any || any.storage_key !== null || !(await seesEveryPhotoOf(deps.db, viewer, any.profile_id))) return undefined;
  return { body: photoPlaceholder(any), shared: false };
}

/**
 * The storage key of an uploaded photo's WebP rendition of `width`: public ones for anyone, the
 * rest for the viewers of every state; undefined otherwise (or without such a rendition).
 */
export async function photoRendition(
  deps: { db: Kysely<DB> },
  id: number,
  width: number,
  viewer?: PhotoViewer,
): Promise<PhotoFile<string> | undefined> {
  const row = await publicStoredPhoto(deps.db, id);
  if (row?.storage_key && storedWidths(row.widths).includes(width)) return { body: renditionKey(row.storage_key, width), shared: true };
  if (row || !viewer) return undefined;
  const any = await photoWithOwner(deps.db, id);
  if (!any?.storage_key || !storedWidths(any.widths).includes(width)) return undefined;
  if (!(await seesEveryPhotoOf(deps.db, viewer, any.profile_id))) return undefined;
  return { body: renditionKey(any.storage_key, width), shared: false };
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
