/**
 * The escort's own profile as the editor reads and writes it (SPEC §2 "/users/profile/*", §3 "In
 * the profile form these appear as ...", §7 "Profile", "Users: availability", "Products and
 * prices"). Contact, location and features are written with the onboarding bodies
 * (src/lib/api/onboarding.ts), so the same rules guard both.
 */
import { z } from 'zod';
import { callFeedbackCountsSchema } from './notifications.ts';
import { currencySchema, moneySchema } from './common.ts';
import { countryCodeSchema, optionSchema } from './features.ts';
import { userFeaturesSchema } from './onboarding.ts';
import { PRICE_DURATIONS, PRICE_MAX_MINOR } from './limits.ts';
export { PRICE_DURATIONS, PRICE_MAX_MINOR } from './limits.ts';

/** GET /users/profile: the own profile with every field (SPEC §3 profile-form names). */
export const ownProfileSchema = z.object({
  id: z.number().int(),
  profileType: z.enum(['ESCORT', 'venue']),
  /** Site path of the public profile. */
  path: z.string(),
  profilePublished: z.boolean(),
  /** Held for review: not listed until support approves it. */
  quarantined: z.boolean(),
  photosCount: z.number().int().nonnegative(),
  phoneNumber: z.string().nullable(),
  isPhonePrivate: z.boolean(),
  isPhoneOnWhatsapp: z.boolean(),
  email: z.string().nullable(),
  contactEmail: z.boolean(),
  isEmailPrivate: z.boolean(),
  telegramUsername: z.string().nullable(),
  /** 0 incall, 1 escort (SPEC §3 meeting_location). */
  meetingPoint: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** 1 hobby, 0 professional (SPEC §3 user_type). */
  escortType: z.union([z.literal(0), z.literal(1)]).nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  suburb: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationAdditionalInfo: z.string().nullable(),
  displayAddress: z.boolean(),
  placeId: z.number().int().nullable(),
  placeName: z.string().nullable(),
  services: z.array(z.number().int()),
  features: userFeaturesSchema,
  /** ISO instant until which "available now" shows; null when off or expired. */
  availableNowUntil: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = z.object({ results: ownProfileSchema });

/** One day of the dashboard (SPEC §7 GET /users/profile/dashboard-data). */
export const dashboardDaySchema = z.object({
  /** "YYYY-MM-DD" in Europe/Berlin. */
  date: z.string(),
  /** Times the profile was served to a visitor (not its owner). */
  views: z.number().int().nonnegative(),
  /** Times a visitor opened the profile from a listing (search results, the home page), as tracked. */
  opens: z.number().int().nonnegative(),
  contactClicks: z.number().int().nonnegative(),
});
/** GET /users/profile/dashboard-data: the last 30 days, oldest first, and their totals. */
export const dashboardDataSchema = z.object({
  days: z.array(dashboardDaySchema),
  totals: z.object({
    views: z.number().int().nonnegative(),
    opens: z.number().int().nonnegative(),
    contactClicks: z.number().int().nonnegative(),
  }),
  /** Punters' answers about their calls in the same 30 days, per answer of CALL_FEEDBACK_ANSWERS. */
  callFeedback: callFeedbackCountsSchema,
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;
export const dashboardResponseSchema = z.object({ results: dashboardDataSchema });

/** A service with its group, as the services step and tab show them. */
export const groupedServiceSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  group: z.string(),
  groupLabel: z.string(),
});

/** GET /users/profile/resources/: everything the editor's forms offer, in the request locale. */
export const profileResourcesSchema = z.object({
  currency: currencySchema,
  /** Option lists keyed by feature name (the SPEC labels). */
  features: z.record(z.string(), z.array(optionSchema)),
  services: z.array(groupedServiceSchema),
  countryCodes: z.array(countryCodeSchema),
  /** Durations (minutes) a price line may have. */
  priceDurations: z.array(z.number().int().positive()),
  /** Hours "available now" lasts once switched on. */
  availableNowHours: z.number().int().positive(),
});
export type ProfileResources = z.infer<typeof profileResourcesSchema>;
export const profileResourcesResponseSchema = z.object({ results: profileResourcesSchema });

/** One price line as written: minor units of the region's currency, at least one of incall and outcall. */
export const priceLineBodySchema = z
  .object({
    durationMinutes: z
      .number()
      .int()
      .refine((d) => (PRICE_DURATIONS as readonly number[]).includes(d), 'not an offered duration'),
    incallMinor: z.number().int().positive('a price above 0').max(PRICE_MAX_MINOR).nullable(),
    outcallMinor: z.number().int().positive('a price above 0').max(PRICE_MAX_MINOR).nullable(),
  })
  .strict()
  .refine((p) => p.incallMinor !== null || p.outcallMinor !== null, { message: 'an incall or outcall price', path: ['incallMinor'] });

/** PUT /prices/: the whole price list (each duration at most once). */
export const pricesBodySchema = z
  .object({ prices: z.array(priceLineBodySchema).max(PRICE_DURATIONS.length) })
  .strict()
  .refine((b) => new Set(b.prices.map((p) => p.durationMinutes)).size === b.prices.length, {
    message: 'each duration once',
    path: ['prices'],
  });
export type PricesBody = z.input<typeof pricesBodySchema>;

/** GET /prices/ and the answer of PUT /prices/. */
export const pricesSchema = z.object({
  currency: currencySchema,
  prices: z.array(z.object({ durationMinutes: z.number().int(), incall: moneySchema.nullable(), outcall: moneySchema.nullable() })),
});
export type Prices = z.infer<typeof pricesSchema>;
export const pricesResponseSchema = z.object({ results: pricesSchema });
export const timeSlotsResponseSchema = z.object({ results: z.array(z.number().int().positive()) });

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time such as 09:30');

/** Weekly hours of one weekday (0 Monday ... 6 Sunday); `closes` before `opens` runs past midnight. */
export const weeklyHoursSchema = z
  .object({ weekday: z.number().int().min(0).max(6), opens: clock, closes: clock })
  .strict()
  .refine((h) => h.opens !== h.closes, { message: 'opening and closing differ', path: ['closes'] });

/** POST /users/availability/: the weekly hours (each weekday at most once) and the "available now" switch. */
export const availabilityBodySchema = z
  .object({ weekly: z.array(weeklyHoursSchema).max(7), availableNow: z.boolean().optional() })
  .strict()
  .refine((b) => new Set(b.weekly.map((h) => h.weekday)).size === b.weekly.length, { message: 'each weekday once', path: ['weekly'] });
export type AvailabilityBody = z.input<typeof availabilityBodySchema>;

/** GET /users/availability/ and the answer of POST. */
export const availabilitySchema = z.object({
  weekly: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
  availableNowUntil: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityResponseSchema = z.object({ results: availabilitySchema });
