/**
 * Public profile reads (SPEC §2 "/users/{userId}", §7 "Profile") and the public report form.
 * Public answers never contain private contact data, explicit photos or exact street addresses
 * the advertiser chose to hide.
 */
import { z } from 'zod';
import {
  badgesSchema,
  currencySchema,
  idSchema,
  imageSchema,
  moneySchema,
  numeric,
  profileCardSchema,
  profileTypeSchema,
  regionCodeSchema,
  serviceRefSchema,
} from './common.ts';
import { REPORT_REASONS } from '../../domain/reports.ts';

const nullableText = z.string().nullable();

/** A photo of a public profile; `sources` lists its renditions (for `srcset`), smallest first. */
export const photoSchema = imageSchema.extend({
  id: z.number().int(),
  isMain: z.boolean(),
  sources: z.array(z.object({ url: z.string(), width: z.number().int().positive() })).optional(),
});

/** A price line: one duration, incall and/or outcall. */
export const priceSchema = z.object({
  durationMinutes: z.number().int().positive(),
  incall: moneySchema.nullable(),
  outcall: moneySchema.nullable(),
});

/** Opening hours / availability of one weekday (0 Monday ... 6 Sunday, local time, "HH:MM"). */
export const availabilitySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  opens: z.string(),
  /** Earlier than `opens` means past midnight. */
  closes: z.string(),
});

/** An escort, venue or AI profile as the public profile page shows it. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  profileType: profileTypeSchema,
  name: z.string(),
  slogan: nullableText,
  about: nullableText,
  age: z.number().int().min(18).nullable(),
  region: regionCodeSchema,
  currency: currencySchema,
  /** Site path of the profile, with region prefix. */
  path: z.string(),
  location: z.object({
    city: nullableText,
    suburb: nullableText,
    /** Only when the advertiser shows the address (so are exact lat/lon; otherwise the place centre). */
    street: nullableText,
    postcode: nullableText,
    /** ISO 3166-1 alpha-2. */
    country: nullableText,
    placeSlug: nullableText,
    stateSlug: nullableText,
    lat: z.number().nullable(),
    lon: z.number().nullable(),
  }),
  features: z.object({
    gender: nullableText,
    ethnicity: nullableText,
    nationality: nullableText,
    skin_color: nullableText,
    body_type: nullableText,
    breast_size: nullableText,
    hair_color: nullableText,
    hair_length: nullableText,
    eye_color: nullableText,
    cup_size: nullableText,
    dress_size: nullableText,
    height_cm: z.number().int().nullable(),
    languages: z.array(z.string()),
  }),
  /** 1 hobby, 0 professional; null for venues. */
  userType: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** 0 incall, 1 escort (outcall); null for venues. */
  meetingLocation: z.union([z.literal(0), z.literal(1)]).nullable(),
  venue: z
    .object({
      kind: z.enum(['brothel', 'agency', 'studio', 'club', 'massage_parlour']),
      sectionTitle: nullableText,
      amenities: z.array(z.string()),
      /** Free short texts the venue lists (a menu, not a fixed list). */
      foodAndDrinks: z.array(z.string()),
      /** The venue's published escorts (`venue_id`), newest first, at most 24. */
      escorts: z.array(profileCardSchema),
    })
    .nullable(),
  services: z.array(serviceRefSchema),
  prices: z.array(priceSchema),
  priceFrom: moneySchema.nullable(),
  availability: z.array(availabilitySchema),
  photos: z.array(photoSchema),
  photosCount: z.number().int().nonnegative(),
  /** Explicit photos exist but are unlocked separately. */
  lockedPhotosCount: z.number().int().nonnegative(),
  contact: z.object({
    phone: nullableText,
    whatsapp: z.boolean(),
    telegram: nullableText,
    email: nullableText,
    website: nullableText,
  }),
  badges: badgesSchema,
  /** "Available now" was on when the API answered (the escort's switch, src/lib/available-now.ts). */
  availableNow: z.boolean(),
  /** When "available now" ends (ISO 8601) while it is on, else null: pages check it against the current time. */
  availableNowUntil: z.string().nullable(),
  rating: z.object({ average: z.number().min(1).max(5).nullable(), count: z.number().int().nonnegative() }),
  memberSince: z.string(),
  publishedAt: z.string(),
  /** AI companions: the rendering model; null for real people. */
  ai: z.object({ model: z.string() }).nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ results: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** Profiles a page of GET /build/profiles answers at most. */
export const BUILD_PROFILES_MAX = 500;

/**
 * GET /build/profiles (the site build only): published escort, venue and AI profiles in id order,
 * `limit` of them after the id `after`; or, with `ids` (comma-separated, at most 500), those of the
 * ids that are published (in id order; `after` and `limit` are then ignored).
 */
export const buildProfilesQuerySchema = z.object({
  after: numeric().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: numeric().int().min(1).max(BUILD_PROFILES_MAX).default(BUILD_PROFILES_MAX),
  ids: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*$/, 'give profile ids separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= BUILD_PROFILES_MAX, `give at most ${BUILD_PROFILES_MAX} ids`)
    .optional(),
});
export type BuildProfilesQuery = z.input<typeof buildProfilesQuerySchema>;

/**
 * The public profiles of a page, with the private contact channels left out (phone, WhatsApp,
 * Telegram, e-mail: the pre-rendered pages never carry them; the page's contact island asks
 * GET /users/{id}); `next` is the `after` of the following page, null after the last.
 */
export const buildProfilesResponseSchema = z.object({ results: z.array(publicProfileSchema), next: z.number().int().nullable() });
export type BuildProfilesResponse = z.infer<typeof buildProfilesResponseSchema>;

/** Profile keys a page of GET /build/profile-keys answers at most. */
export const BUILD_PROFILE_KEYS_MAX = 10_000;

/** GET /build/profile-keys (the site build only): the listed profiles' keys in id order, `limit` after the id `after`. */
export const buildProfileKeysQuerySchema = z.object({
  after: numeric().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: numeric().int().min(1).max(BUILD_PROFILE_KEYS_MAX).default(BUILD_PROFILE_KEYS_MAX),
});
export type BuildProfileKeysQuery = z.input<typeof buildProfileKeysQuerySchema>;

/**
 * The key of each listed profile's page (it changes whenever anything the page shows does: the
 * profile, its photos, services, prices and hours, its age or "new" badge, its reviews, a venue's
 * escorts), its region and its rank in the search order (higher first); `next` as for profiles.
 */
export const buildProfileKeysResponseSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), region: regionCodeSchema, key: z.string(), rank: z.number() })),
  next: z.number().int().nullable(),
});
export type BuildProfileKeysResponse = z.infer<typeof buildProfileKeysResponseSchema>;

/** A punter's public page: no personal data beyond the chosen name. */
export const punterProfileSchema = z.object({
  id: z.number().int(),
  profileType: z.literal('punter'),
  name: z.string(),
  region: regionCodeSchema,
  path: z.string(),
  memberSince: z.string(),
  isVip: z.boolean(),
  reviewsCount: z.number().int().nonnegative(),
});
export type PunterProfile = z.infer<typeof punterProfileSchema>;
export const punterProfileResponseSchema = z.object({ results: punterProfileSchema });
export type PunterProfileResponse = z.infer<typeof punterProfileResponseSchema>;

export { REPORT_REASONS };

/** POST /users/profile/report body. */
export const reportBodySchema = z.object({
  profileId: idSchema,
  reason: z.enum(REPORT_REASONS),
  message: z.string().trim().max(2000).optional(),
  /** Where support may answer; optional. */
  email: z.email().max(254).optional(),
});
export type ReportBody = z.input<typeof reportBodySchema>;
export const reportResponseSchema = z.object({ results: z.object({ id: z.number().int(), status: z.literal('received') }) });
export type ReportResponse = z.infer<typeof reportResponseSchema>;
