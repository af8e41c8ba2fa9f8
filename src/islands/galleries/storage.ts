/**
 * What the browser keeps for galleries (SPEC §3): the `purchasedGuestGalleries` cookie (a guest's
 * check codes and the gallery ids they opened; the server sets it and reads it on every gallery
 * call), and in local storage `galleryData` (the purchase a visitor started: profile, gallery, when)
 * with `redirectToGallery` (the profile to come back to) across a registration or login. Only
 * same-site paths are kept or followed, and a purchase started more than GALLERY_INTENT_MAX_AGE_MS
 * ago is forgotten.
 */
import Cookies from 'js-cookie';
import {
  GALLERY_DATA_KEY,
  GALLERY_INTENT_MAX_AGE_MS,
  GUEST_GALLERIES_COOKIE,
  parseGuestGalleries,
  REDIRECT_TO_GALLERY_KEY,
  type GuestGalleryEntry,
} from '../../lib/api/galleries-codes.ts';
import { sameSitePath } from '../../lib/redirect.ts';

/** The guest cookie's entries (empty when there is none or it is damaged). */
export function guestGalleries(): GuestGalleryEntry[] {
  if (typeof document === 'undefined') return [];
  return parseGuestGalleries(Cookies.get(GUEST_GALLERIES_COOKIE));
}

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage switched off: the visitor simply lands on the profile after signing in.
    return undefined;
  }
}

/** What a visitor was about to do when sent to register or log in. */
export interface GalleryIntent {
  profileId: number;
  /** The gallery they were buying, 'all' for all of the profile's, or null when they only come back to look. */
  galleryId: number | 'all' | null;
}

/** `galleryData` as stored: the intent and when it was made (ms since the epoch). */
interface StoredIntent extends GalleryIntent {
  savedAt: number;
}

/** How far in the future a stored time may lie (the clock was set back a little meanwhile). */
const CLOCK_SLACK_MS = 60_000;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The stored intent when it is well-formed and recent, else undefined. */
function readIntent(raw: string | null | undefined, now: number): StoredIntent | undefined {
  if (!raw) return undefined;
  let parsed: Partial<StoredIntent>;
  try {
    parsed = JSON.parse(raw) as Partial<StoredIntent>;
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !isId(parsed.profileId)) return undefined;
  const galleryId = parsed.galleryId ?? null;
  if (galleryId !== null && galleryId !== 'all' && !isId(galleryId)) return undefined;
  const savedAt = parsed.savedAt;
  if (
    typeof savedAt !== 'number' ||
    !Number.isFinite(savedAt) ||
    savedAt > now + CLOCK_SLACK_MS ||
    now - savedAt > GALLERY_INTENT_MAX_AGE_MS
  )
    return undefined;
  return { profileId: parsed.profileId, galleryId, savedAt };
}

/** Forget the started purchase and the way back to it. */
export function forgetGallery(): void {
  const s = store();
  s?.removeItem(GALLERY_DATA_KEY);
  s?.removeItem(REDIRECT_TO_GALLERY_KEY);
}

/**
 * Remember what a visitor starts before registering or logging in, and the profile to come back
 * to. Nothing is kept unless `profilePath` is a path on this site.
 */
export function rememberGallery(intent: GalleryIntent, profilePath: string, now = Date.now()): void {
  const path = sameSitePath(profilePath);
  const s = store();
  if (!path || !s || !isId(intent.profileId)) return;
  forgetGallery();
  try {
    s.setItem(GALLERY_DATA_KEY, JSON.stringify({ ...intent, savedAt: now } satisfies StoredIntent));
    s.setItem(REDIRECT_TO_GALLERY_KEY, path);
  } catch {
    // A full storage: the visitor lands where the server sends them, without the dialog.
  }
}

/** The purchase started on `profileId`; `consume` clears both keys. A damaged or stale entry is dropped. */
function readGallery(profileId: number, now: number, consume: boolean): GalleryIntent | undefined {
  const s = store();
  const raw = s?.getItem(GALLERY_DATA_KEY);
  if (!s || !raw) return undefined;
  const intent = readIntent(raw, now);
  if (intent && intent.profileId !== profileId) return undefined;
  if (consume || !intent) forgetGallery();
  return intent && { profileId: intent.profileId, galleryId: intent.galleryId };
}

/**
 * The purchase started on this profile (both keys cleared as it is read), or undefined. An entry
 * for another profile stays for that profile; a damaged or stale entry is dropped.
 */
export function takeGallery(profileId: number, now = Date.now()): GalleryIntent | undefined {
  return readGallery(profileId, now, true);
}

/** Like takeGallery, but the entry stays (the page may load again before the visitor answers). */
export function peekGallery(profileId: number, now = Date.now()): GalleryIntent | undefined {
  return readGallery(profileId, now, false);
}

/**
 * Where to go after a login or registration that the server sends nowhere in particular: the
 * remembered profile (a same-site path), followed once (cleared as it is read; the profile then
 * takes the purchase itself). Undefined when nothing recent is remembered; a stale or damaged
 * entry is dropped.
 */
export function takeGalleryReturn(now = Date.now()): string | undefined {
  const s = store();
  if (!s) return undefined;
  const path = sameSitePath(s.getItem(REDIRECT_TO_GALLERY_KEY) ?? undefined);
  s.removeItem(REDIRECT_TO_GALLERY_KEY);
  if (readIntent(s.getItem(GALLERY_DATA_KEY), now)) return path;
  s.removeItem(GALLERY_DATA_KEY);
  return undefined;
}

/** A fresh idempotency key for one purchase attempt. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
