/**
 * The venue's own profile (SPEC §1 "Venues: publish and maintain a profile", §2
 * /users/account-venue, §5 website prefixing): GET /users/venue-profile answers every field the
 * venue edits; PATCH /users/venue-profile changes only the fields it carries (`null` clears one).
 * Contact and location travel with the same snake_case names and rules as the escort's
 * (PATCH /onboarding/user-information), so the shared form sections serve both.
 */
import { z } from 'zod';
import { FOOD_AND_DRINKS_LIMITS, VENUE_AMENITIES, VENUE_KINDS } from '../../domain/venues.ts';
import { userInformationBodySchema, userInformationSchema, TEXT_LIMITS } from './onboarding.ts';
import { countryCodeSchema } from './features.ts';
import { weeklyHoursSchema } from './own-profile.ts';
import { WEBSITE_MAX_LENGTH } from '../website.ts';

export { FOOD_AND_DRINKS_LIMITS, VENUE_AMENITIES, VENUE_KINDS };

/** Longest venue name (characters): venue names run longer than an escort's. */
export const VENUE_NAME_MAX = 80;

const clearable = (max: number) =>
  z
    .union([z.string().trim().max(max, `at most ${max} characters`), z.null()])
    .transform((v) => (v === null || v === '' ? null : v))
    .optional();

/** PATCH /users/venue-profile: any of the venue's fields, plus contact and location. */
export const venueProfileBodySchema = userInformationBodySchema
  // An escort's way of working means nothing for a venue.
  .omit({ meeting_location: true, user_type: true })
  .extend({
    display_name: z.string().trim().min(2, 'at least 2 characters').max(VENUE_NAME_MAX, `at most ${VENUE_NAME_MAX} characters`).optional(),
    venue_kind: z.enum(VENUE_KINDS).optional(),
    slogan: clearable(TEXT_LIMITS.slogan),
    about_me: clearable(TEXT_LIMITS.about),
    /** The whole week: each weekday at most once; a weekday left out is closed. */
    opening_hours: z
      .array(weeklyHoursSchema)
      .max(7)
      .refine((list) => new Set(list.map((h) => h.weekday)).size === list.length, 'each weekday once')
      .optional(),
    amenities: z
      .array(z.enum(VENUE_AMENITIES))
      .max(VENUE_AMENITIES.length)
      .transform((list) => [...new Set(list)])
      .optional(),
    food_and_drinks: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'an entry needs text')
          .max(FOOD_AND_DRINKS_LIMITS.length, `at most ${FOOD_AND_DRINKS_LIMITS.length} characters per entry`),
      )
      .max(FOOD_AND_DRINKS_LIMITS.count, `at most ${FOOD_AND_DRINKS_LIMITS.count} entries`)
      .optional(),
    /** As typed; the server prefixes "http://" when there is no scheme and refuses any but http/https. */
    website: z.union([z.string().max(WEBSITE_MAX_LENGTH + 20), z.null()]).optional(),
  })
  .strict();
export type VenueProfileBody = z.input<typeof venueProfileBodySchema>;

/** GET /users/venue-profile and the answer of PATCH. */
export const venueProfileSchema = z.object({
  id: z.number().int(),
  /** Site path of the public profile. */
  path: z.string(),
  profilePublished: z.boolean(),
  /** Held for review after a publish. */
  quarantined: z.boolean(),
  photosCount: z.number().int().nonnegative(),
  display_name: z.string(),
  venue_kind: z.enum(VENUE_KINDS).nullable(),
  slogan: z.string().nullable(),
  about_me: z.string().nullable(),
  opening_hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
  amenities: z.array(z.string()),
  food_and_drinks: z.array(z.string()),
  website: z.string().nullable(),
  userInformation: userInformationSchema,
  /** Dial codes for the phone field (the edition's country first). */
  countryCodes: z.array(countryCodeSchema),
});
export type VenueProfile = z.infer<typeof venueProfileSchema>;
export const venueProfileResponseSchema = z.object({ results: venueProfileSchema });
export type VenueProfileResponse = z.infer<typeof venueProfileResponseSchema>;
