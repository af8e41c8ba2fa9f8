/**
 * Limits and fixed values of the contract that islands need at run time, without the schema
 * library: the contract modules (onboarding.ts, own-profile.ts, photos.ts, manager.ts, reviews.ts)
 * build their zod schemas from these and re-export them, and islands import them from here so
 * their chunks stay free of zod.
 */

/** The onboarding steps in order (SPEC §2 routes; `done` once the profile was published). */
export const ONBOARDING_STEPS = ['contact', 'about', 'location', 'media', 'services', 'done'] as const;

/** Longest texts (characters). */
export const TEXT_LIMITS = {
  name: 40,
  slogan: 120,
  about: 4000,
  street: 120,
  city: 80,
  suburb: 80,
  postcode: 12,
  telegram: 32,
  additionalInfo: 500,
} as const;

/**
 * Why a publish was refused: 422 with `errors` keyed by these fields (SPEC §5), or 403 with
 * `code: "notPermitted"` (SPEC §4: the not-permitted modal).
 */
export const PUBLISH_ERROR_FIELDS = [
  'photos',
  'location',
  'display_name',
  'about_me',
  'slogan',
  'contact',
  'date_of_birth',
  'profile_published',
] as const;

/** The 403 `code` of a refused publish (SPEC §4: the not-permitted modal). */
export const NOT_PERMITTED = 'notPermitted';

/** Durations a price line may have (minutes): GET /prices/time-slots/. */
export const PRICE_DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 360, 720, 1440] as const;

/** Largest price of a line (minor units): 100,000.00. */
export const PRICE_MAX_MINOR = 10_000_000;

/** Widths the server writes for every photo (WebP). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

/** Short side a profile photo needs at least (pixels). */
export const PHOTO_MIN_SIDE = 700;

/** Largest upload per file (bytes). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/** Most photos a profile may hold. */
export const PHOTO_MAX_COUNT = 30;

/** Photos a profile needs to be published (SPEC §9); a moderator's approval counts only the visible ones. */
export const PHOTO_MIN_TO_PUBLISH = 2;

/** The multipart field name of the files (repeat it for several files). */
export const PHOTO_FIELD = 'photos';

/** Media types the pipeline accepts (detected by content, not by name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** Longest reply to a review (characters). */
export const REVIEW_REPLY_MAX = 2000;
