/**
 * Who may see what of a gallery. A gallery opens to its owner, to moderators (with the second
 * factor), to a user who bought it and to a browser holding a check code that bought it; an
 * explicit item additionally needs a viewer who passed age verification and switched explicit
 * content on (owners and moderators see their own or reviewed content regardless).
 */
import type { Kysely } from 'kysely';
import { parseGuestGalleries } from '../../lib/api/galleries-codes.ts';
import { can, type RoleId } from '../../lib/permissions.ts';
import { hashSecret } from '../auth/secrets.ts';
import type { SessionUser } from '../context.ts';
import { verificationOf } from '../db/queries/age-verification.ts';
import { purchasedAmong, type GalleryRow } from '../db/queries/galleries.ts';
import type { DB } from '../db/types.ts';

/** The person looking at a gallery. */
export interface Viewer {
  userId?: number;
  roles: readonly RoleId[];
  /** Admin-area rights need a sign-in confirmed with the second factor. */
  mfa: boolean;
  /** Hashes of the check codes the browser holds (cookie `purchasedGuestGalleries`). */
  codeHashes: string[];
}

/** The viewer of a request: its session user and the guest cookie's check codes. */
export function viewerOf(user: SessionUser | null, guestCookie: string | undefined): Viewer {
  return {
    userId: user?.id,
    roles: user?.roles ?? [],
    mfa: user?.mfa === true,
    codeHashes: parseGuestGalleries(guestCookie).map((e) => hashSecret(e.code)),
  };
}

/** Whether the viewer moderates content (any admin level, second factor confirmed). */
export const moderates = (v: Viewer) => v.mfa && can(v.roles, 'canModerate');

/** The galleries of `galleries` the viewer may open. */
export async function unlockedIds(db: Kysely<DB>, v: Viewer, galleries: readonly GalleryRow[]): Promise<Set<number>> {
  if (moderates(v)) return new Set(galleries.map((g) => g.id));
  const own = galleries.filter((g) => g.owner_id === v.userId).map((g) => g.id);
  const bought = await purchasedAmong(
    db,
    galleries.filter((g) => g.owner_id !== v.userId).map((g) => g.id),
    v,
  );
  return new Set([...own, ...bought]);
}

/** Whether the viewer passed age verification and switched explicit content on. */
export async function explicitAllowed(db: Kysely<DB>, v: Viewer): Promise<boolean> {
  if (v.userId === undefined) return false;
  const row = await verificationOf(db, v.userId);
  return row?.explicit_unlocked === 1;
}

/** Whether the viewer sees explicit items of a gallery owned by `ownerId`. */
export async function seesExplicit(db: Kysely<DB>, v: Viewer, ownerId: number): Promise<boolean> {
  return v.userId === ownerId || moderates(v) || explicitAllowed(db, v);
}
