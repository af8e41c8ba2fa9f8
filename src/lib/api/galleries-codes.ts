/**
 * The fixed vocabulary of private galleries without the schema library (islands import it from
 * here so their chunks stay free of zod; ./galleries.ts builds its schemas from it).
 */

/** Lowest and highest price of a gallery, in credits. */
export const GALLERY_PRICE_MIN = 1;
export const GALLERY_PRICE_MAX = 1000;
/** Longest gallery title. */
export const GALLERY_TITLE_MAX = 80;
/** Most galleries one profile may have. */
export const GALLERY_MAX_PER_PROFILE = 20;
/** Most items (photos and videos) in one gallery. */
export const GALLERY_MAX_ITEMS = 100;
/** Percent a VIP pays less for a gallery (SPEC §4: VIP while vipValidTill is later than now). */
export const VIP_GALLERY_DISCOUNT_PERCENT = 20;

/** The multipart field of a gallery upload (one file per request). */
export const GALLERY_FILE_FIELD = 'file';
/** Largest video accepted (bytes); videos are stored as sent, never transcoded. */
export const GALLERY_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Video containers accepted (checked from the bytes, not the name). */
export const GALLERY_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type GalleryVideoType = (typeof GALLERY_VIDEO_TYPES)[number];

/** Cookie (SPEC §3) where a guest's browser keeps what it bought: `[{ code, galleryIds }]` as URI-encoded JSON. */
export const GUEST_GALLERIES_COOKIE = 'purchasedGuestGalleries';
/**
 * Local storage (SPEC §3): what a visitor started when sent to register or log in, as JSON
 * `{ profileId, galleryId, savedAt }` (`galleryId`: a gallery, "all", or null for none; `savedAt` in ms).
 */
export const GALLERY_DATA_KEY = 'galleryData';
/** Local storage (SPEC §3): the profile path to come back to after registering or logging in. */
export const REDIRECT_TO_GALLERY_KEY = 'redirectToGallery';
/** How long a started purchase is remembered: long enough to open a verification e-mail, not for a later visit. */
export const GALLERY_INTENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Letters and digits of a check code that cannot be mistaken for each other. */
export const CHECK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A check code as shown: three groups of four ("7KQ4-PX2M-RT9A"). */
export const CHECK_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** A check code as typed (any case, spaces or missing dashes) in its shown form, or undefined. */
export function normaliseCheckCode(input: string): string | undefined {
  const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (raw.length !== 12) return undefined;
  const code = `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
  return CHECK_CODE_PATTERN.test(code) ? code : undefined;
}

/** What a buyer pays for a gallery priced `credits`: VIPs pay 20 % less, rounded up, never below 1. */
export function galleryPriceFor(credits: number, vip: boolean): number {
  if (!vip) return credits;
  return Math.max(1, Math.ceil((credits * (100 - VIP_GALLERY_DISCOUNT_PERCENT)) / 100));
}

/** One entry of the guest cookie. */
export interface GuestGalleryEntry {
  code: string;
  galleryIds: number[];
}

/** Most check codes the guest cookie keeps (oldest dropped first). */
export const GUEST_COOKIE_MAX_CODES = 10;

/** Read the guest cookie's value, as sent (URI-encoded) or decoded; malformed entries are dropped. */
export function parseGuestGalleries(value: string | undefined): GuestGalleryEntry[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.startsWith('%') ? decodeURIComponent(value) : value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: GuestGalleryEntry[] = [];
  for (const e of parsed.slice(0, GUEST_COOKIE_MAX_CODES) as unknown[]) {
    if (typeof e !== 'object' || e === null) continue;
    const { code, galleryIds } = e as { code?: unknown; galleryIds?: unknown };
    const normal = typeof code === 'string' ? normaliseCheckCode(code) : undefined;
    if (!normal || !Array.isArray(galleryIds)) continue;
    const ids = galleryIds.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0).slice(0, 100);
    out.push({ code: normal, galleryIds: ids });
  }
  return out;
}

/** The guest cookie's entries as JSON with `entry` added (merged with an entry of the same code); URI-encode it to write the cookie. */
export function addGuestGalleries(entries: readonly GuestGalleryEntry[], entry: GuestGalleryEntry): string {
  const others = entries.filter((e) => e.code !== entry.code);
  const same = entries.find((e) => e.code === entry.code);
  const merged = { code: entry.code, galleryIds: [...new Set([...(same?.galleryIds ?? []), ...entry.galleryIds])] };
  return JSON.stringify([...others, merged].slice(-GUEST_COOKIE_MAX_CODES));
}
