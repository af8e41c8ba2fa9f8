/**
 * Escort onboarding (SPEC §2 "Escort onboarding", §3 "Onboarding user information" and "Onboarding
 * user features", §4, §7 "Onboarding"). Bodies travel snake_case as SPEC §3 names them; every field
 * of a PATCH is optional (a step saves what it shows), and `null` clears a field. The profile editor
 * writes the same two bodies, so one set of rules guards both.
 */
import { z } from 'zod';
import {
  BODY_TYPES,
  BREAST_SIZES,
  CUP_SIZES,
  DRESS_SIZES,
  ETHNICITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  HAIR_LENGTHS,
  SKIN_COLORS,
} from '../../domain/features.ts';
import { LANGUAGES, NATIONALITIES } from '../../domain/profile-features.ts';
import { SERVICE_BY_ID } from '../../domain/services.ts';
import { ADULT_AGE, isAdultOn } from '../age.ts';
import { ownPhotoSchema } from './photos.ts';
import { ONBOARDING_STEPS, TEXT_LIMITS } from './limits.ts';
export { ONBOARDING_STEPS, TEXT_LIMITS, PUBLISH_ERROR_FIELDS, NOT_PERMITTED } from './limits.ts';

export const onboardingStepSchema = z.enum(ONBOARDING_STEPS);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

const flag = z.boolean();
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
/** A text that may be cleared: "" and null both clear it. */
const clearable = (max: number) =>
  z
    .union([text(max), z.null()])
    .transform((v) => (v === null || v === '' ? null : v))
    .optional();
const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().optional();

/** A phone number in E.164 ("+4915112345678"): what the contact step sends after joining dial code and number. */
export const e164Schema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'The phone format is invalid.');

/** PATCH /onboarding/user-information: contact and location (SPEC §3, snake_case). */
export const userInformationBodySchema = z
  .object({
    phone: z.union([e164Schema, z.null()]).optional(),
    phone_private: flag.optional(),
    phone_on_whatsapp: flag.optional(),
    /** The contact e-mail shown on the profile (the login e-mail is not changed here). */
    email: z.union([z.email('The email or phone must be a valid email address.').max(254), z.literal(''), z.null()]).optional(),
    email_private: flag.optional(),
    telegram: z
      .union([
        z
          .string()
          .trim()
          .regex(/^@?[A-Za-z0-9_]{5,32}$/, 'a Telegram username has 5 to 32 letters, digits or "_"'),
        z.literal(''),
        z.null(),
      ])
      .optional(),
    /** 0 incall (models), 1 escort/outcall (SPEC §3). */
    meeting_location: z
      .union([z.literal(0), z.literal(1)])
      .nullable()
      .optional(),
    /** Whether the contact e-mail / phone may be used to reach the escort (SPEC §3). */
    contact_email: flag.optional(),
    contact_phone: flag.optional(),
    /** 1 hobby, 0 professional (SPEC §3). */
    user_type: z
      .union([z.literal(0), z.literal(1)])
      .nullable()
      .optional(),
    street: clearable(TEXT_LIMITS.street),
    city: clearable(TEXT_LIMITS.city),
    suburb: clearable(TEXT_LIMITS.suburb),
    postcode: clearable(TEXT_LIMITS.postcode),
    display_address: flag.optional(),
    venue_section_title: clearable(80),
    /** ISO 3166-1 alpha-2. */
    country: z.union([z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code such as "DE"'), z.null()]).optional(),
    lat: z.number().min(-90, 'latitude lies between -90 and 90').max(90, 'latitude lies between -90 and 90').nullable().optional(),
    lon: z.number().min(-180, 'longitude lies between -180 and 180').max(180, 'longitude lies between -180 and 180').nullable().optional(),
    location_additional_info: clearable(TEXT_LIMITS.additionalInfo),
    /** The place chosen from GET /search/location/ (our addition: it sets the place pages that list the profile). */
    place_id: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type UserInformationBody = z.input<typeof userInformationBodySchema>;

/** An ISO date "YYYY-MM-DD" of someone who is at least 18 today (SPEC: adults only). */
export const dateOfBirthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 1995-04-30')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'not a calendar date',
  )
  .refine((d) => d >= '1900-01-01', 'a date after 1900')
  .refine((d) => isAdultOn(d, new Date()), `you must be at least ${ADULT_AGE} years old`);

/** PATCH /onboarding/user-features: who the escort is (SPEC §3), plus the about step's name and texts. */
export const userFeaturesBodySchema = z
  .object({
    date_of_birth: dateOfBirthSchema.nullable().optional(),
    gender: option(GENDERS),
    ethnicity: option(ETHNICITIES),
    nationality: option(NATIONALITIES),
    languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).optional(),
    skin_color: option(SKIN_COLORS),
    breast_size: option(BREAST_SIZES),
    hair_color: option(HAIR_COLORS),
    hair_length: option(HAIR_LENGTHS),
    eye_color: option(EYE_COLORS),
    body_type: option(BODY_TYPES),
    dress_size: option(DRESS_SIZES),
    cup_size: option(CUP_SIZES),
    height_cm: z.number().int().min(120, 'at least 120 cm').max(230, 'at most 230 cm').nullable().optional(),
    /** The name on the profile and cards. */
    display_name: text(TEXT_LIMITS.name).min(2, 'at least 2 characters').optional(),
    slogan: clearable(TEXT_LIMITS.slogan),
    about_me: clearable(TEXT_LIMITS.about),
  })
  .strict();
export type UserFeaturesBody = z.input<typeof userFeaturesBodySchema>;

/** PATCH /onboarding/step/{step}. */
export const stepParamSchema = z.object({ step: onboardingStepSchema });

/** POST /services: the escort's services (SPEC §3 "services sync"). */
export const servicesBodySchema = z
  .object({
    serviceIds: z
      .array(
        z
          .number()
          .int()
          .refine((id) => SERVICE_BY_ID.has(id), 'not a service id'),
      )
      .max(SERVICE_BY_ID.size)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  })
  .strict();
export type ServicesBody = z.input<typeof servicesBodySchema>;

/** The saved contact and location (snake_case, as sent), plus the chosen place's name. */
export const userInformationSchema = z.object({
  phone: z.string().nullable(),
  phone_private: z.boolean(),
  phone_on_whatsapp: z.boolean(),
  email: z.string().nullable(),
  email_private: z.boolean(),
  telegram: z.string().nullable(),
  meeting_location: z.union([z.literal(0), z.literal(1)]).nullable(),
  contact_email: z.boolean(),
  contact_phone: z.boolean(),
  user_type: z.union([z.literal(0), z.literal(1)]).nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  suburb: z.string().nullable(),
  postcode: z.string().nullable(),
  display_address: z.boolean(),
  venue_section_title: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  location_additional_info: z.string().nullable(),
  place_id: z.number().int().nullable(),
  /** "München, Bayern" of `place_id`. */
  place_name: z.string().nullable(),
});
export type UserInformation = z.infer<typeof userInformationSchema>;

/** The saved features and texts (snake_case, as sent). GET /user/features/ answers `{ results: UserFeatures }`. */
export const userFeaturesSchema = z.object({
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  ethnicity: z.string().nullable(),
  nationality: z.string().nullable(),
  languages: z.array(z.string()),
  skin_color: z.string().nullable(),
  breast_size: z.string().nullable(),
  hair_color: z.string().nullable(),
  hair_length: z.string().nullable(),
  eye_color: z.string().nullable(),
  body_type: z.string().nullable(),
  dress_size: z.string().nullable(),
  cup_size: z.string().nullable(),
  height_cm: z.number().int().nullable(),
  display_name: z.string().nullable(),
  slogan: z.string().nullable(),
  about_me: z.string().nullable(),
});
export type UserFeatures = z.infer<typeof userFeaturesSchema>;

/** GET /onboarding/: where the escort is and everything saved so far (a reload resumes here). */
export const onboardingStateSchema = z.object({
  step: onboardingStepSchema,
  /** Steps saved at least once. */
  completedSteps: z.array(onboardingStepSchema),
  userInformation: userInformationSchema,
  userFeatures: userFeaturesSchema,
  serviceIds: z.array(z.number().int()),
  photos: z.array(ownPhotoSchema),
  profilePublished: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
export const onboardingResponseSchema = z.object({ results: onboardingStateSchema });

/** POST /onboarding/publish-profile and PUT /users/profile/publish/: the outcome (SPEC §4). */
export const publishResultSchema = z.object({
  profile_published: z.boolean(),
  /** Held for review (SPEC §4 "quarantined"): saved, not listed until support approves it. */
  quarantined: z.boolean(),
  /** Site path of the public profile. */
  path: z.string(),
});
export type PublishResult = z.infer<typeof publishResultSchema>;
export const publishResponseSchema = z.object({ results: publishResultSchema });

/** PUT /users/profile/publish/ and /unpublish/ (SPEC §3). */
export const publishBodySchema = z.object({ profile_published: z.boolean() }).strict();
