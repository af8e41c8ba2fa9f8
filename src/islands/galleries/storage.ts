/**
 * What the browser keeps for galleries (SPEC §3): the `purchasedGuestGalleries` cookie (a guest's
 * check codes and the gallery ids they opened; the server sets it and reads it on every gallery
 * call), and in local storage `galleryData` (the gallery a visitor was about to buy) with
 * `redirectToGallery` (the profile to come back to) across a registration or login.
 */
import {
  GALLERY_DATA_KEY,
  GUEST_GALLERIES_COOKIE,
  parseGuestGalleries,
  REDIRECT_TO_GALLERY_KEY,
  type GuestGalleryEntry,
} from '../../lib/api/galleries-codes.ts';
import { sameSitePath } from '../../lib/redirect.ts';

/** The guest cookie's entries (empty when there is none). */
export function guestGalleries(): GuestGalleryEntry[] {
  if (typeof document === 'undefined') return [];
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${GUEST_GALLERIES_COOKIE}=`))
    ?.slice(GUEST_GALLERIES_COOKIE.length + 1);
  return parseGuestGalleries(raw);
}

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage switched off: the visitor simply lands on the profile after signing in.
    return undefined;
  }
}

/** What a visitor was about to buy when sent to register or log in. */
export interface GalleryIntent {
  profileId: number;
  /** One gallery, or null for all of the profile's. */
  galleryId: number | null;
}

/** Remember the gallery to come back to (the profile path is kept only when it is a site path). */
export function rememberGallery(intent: GalleryIntent, profilePath: string): void {
  const path = sameSitePath(profilePath);
  if (!path) return;
  store()?.setItem(GALLERY_DATA_KEY, JSON.stringify(intent));
  store()?.setItem(REDIRECT_TO_GALLERY_KEY, path);
}

/** The remembered gallery of this profile (cleared as it is read), or undefined. */
export function takeGallery(profileId: number): GalleryIntent | undefined {
  const s = store();
  const raw = s?.getItem(GALLERY_DATA_KEY);
  if (!s || !raw) return undefined;
  let intent: GalleryIntent | undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<GalleryIntent>;
    if (parsed.profileId === profileId) intent = { profileId, galleryId: typeof parsed.galleryId === 'number' ? parsed.galleryId : null };
  } catch {
    // A damaged entry is dropped below.
  }
  if (intent || !raw.includes('profileId')) {
    s.removeItem(GALLERY_DATA_KEY);
    s.removeItem(REDIRECT_TO_GALLERY_KEY);
  }
  return intent;
}

/** The profile path to return to after registering or logging in, if any. */
export function galleryReturnPath(): string | undefined {
  return sameSitePath(store()?.getItem(REDIRECT_TO_GALLERY_KEY) ?? undefined);
}

/** A fresh idempotency key for one purchase attempt. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
