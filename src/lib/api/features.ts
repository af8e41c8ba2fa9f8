/**
 * Features and services (SPEC §7 "Features and services"): the option lists of profile features,
 * the service catalogue and the phone country codes. The value lists here are the contract: the
 * server accepts exactly these values in filters and forms.
 */
import { z } from 'zod';
import { BODY_TYPES, BREAST_SIZES, ETHNICITIES, GENDERS, NATIONALITY_GROUPS, SKIN_COLORS } from '../../../regions/schema.ts';
import { regionCodeSchema } from './common.ts';

export { BODY_TYPES, BREAST_SIZES, ETHNICITIES, GENDERS, NATIONALITY_GROUPS, SKIN_COLORS };

/** Hair colours (labels under `option.hair_color.*`). */
export const HAIR_COLORS = ['black', 'brown', 'dark_brown', 'blonde', 'red', 'grey'] as const;
export const HAIR_LENGTHS = ['short', 'medium', 'long'] as const;
export const EYE_COLORS = ['blue', 'green', 'brown', 'grey', 'hazel'] as const;
export const CUP_SIZES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const DRESS_SIZES = ['32', '34', '36', '38', '40', '42', '44', '46', '48'] as const;
/** Languages a profile can list (ISO 639-1). */
// prettier-ignore
export const LANGUAGES = [
  'de', 'en', 'it', 'ro', 'fr', 'es', 'pt', 'nl', 'pl', 'cs', 'hu', 'bg', 'ru', 'uk', 'tr', 'ar', 'th', 'zh',
] as const;

/**
 * Nationality groups used by category filters (SPEC §3 "nationality groups"), by ISO 3166-1
 * country: a profile's nationality is a country, its group is derived.
 */
export const NATIONALITY_GROUP_COUNTRIES: Record<(typeof NATIONALITY_GROUPS)[number], readonly string[]> = {
  brazil: ['BR'],
  thailand: ['TH'],
  eastern_europe: ['BG', 'BY', 'CZ', 'EE', 'HU', 'LT', 'LV', 'MD', 'PL', 'RO', 'RS', 'RU', 'SK', 'UA'],
};

/** Nationalities a profile can state (ISO 3166-1), every grouped country included. */
// prettier-ignore
export const NATIONALITIES = [
  'DE', 'AT', 'CH', 'GB', 'IE', 'IT', 'FR', 'ES', 'PT', 'NL', 'BE', 'DK', 'SE', 'NO', 'FI', 'GR', 'HR', 'SI', 'AL',
  'BG', 'BY', 'CZ', 'EE', 'HU', 'LT', 'LV', 'MD', 'PL', 'RO', 'RS', 'RU', 'SK', 'UA', 'TR', 'MA', 'NG', 'GH', 'KE',
  'ZA', 'JM', 'BR', 'CO', 'VE', 'DO', 'CU', 'MX', 'AR', 'US', 'CA', 'AU', 'NZ', 'TH', 'PH', 'VN', 'CN', 'JP', 'KR',
  'IN', 'ID',
] as const;

/** Every profile feature with a fixed option list, by its snake_case name (SPEC §3). */
export const FEATURE_VALUES = {
  gender: GENDERS,
  ethnicity: ETHNICITIES,
  /** A profile states a country ... */
  nationality: NATIONALITIES,
  /** ... and filters ask for groups (SPEC §3 "nationality groups"). */
  nationality_group: NATIONALITY_GROUPS,
  skin_color: SKIN_COLORS,
  body_type: BODY_TYPES,
  breast_size: BREAST_SIZES,
  hair_color: HAIR_COLORS,
  hair_length: HAIR_LENGTHS,
  eye_color: EYE_COLORS,
  cup_size: CUP_SIZES,
  dress_size: DRESS_SIZES,
  languages: LANGUAGES,
} as const;
export type FeatureName = keyof typeof FEATURE_VALUES;
export const FEATURE_NAMES = Object.keys(FEATURE_VALUES) as FeatureName[];

/** One option of a feature: the value to send and its label in the request locale. */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** GET /features/options/ and GET /api/v1/features take an optional region (labels follow `x-locale`). */
export const featureOptionsQuerySchema = z.object({ region: regionCodeSchema.optional() });

/** GET /features/options/: option lists keyed by feature name. */
export const featureOptionsResponseSchema = z.object({
  results: z.record(z.enum(FEATURE_NAMES as [FeatureName, ...FeatureName[]]), z.array(optionSchema)),
});
export type FeatureOptionsResponse = z.infer<typeof featureOptionsResponseSchema>;

/** GET /api/v1/features: the same lists as an array (the v1 shape older clients read). */
export const featuresV1ResponseSchema = z.object({
  results: z.array(z.object({ key: z.string(), options: z.array(optionSchema) })),
});
export type FeaturesV1Response = z.infer<typeof featuresV1ResponseSchema>;

/** A service of the catalogue. */
export const serviceSchema = z.object({
  id: z.number().int().positive(),
  /** Stable name, SPEC §3 style ("EROTIC_MASSAGE"). */
  key: z.string(),
  label: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** GET /services. */
export const servicesResponseSchema = z.object({ results: z.array(serviceSchema) });
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;

/** GET /country-codes/: phone dial codes for the phone fields. */
export const countryCodeSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  /** "+49". */
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  /** Emoji flag. */
  flag: z.string(),
});
export const countryCodesResponseSchema = z.object({ results: z.array(countryCodeSchema) });
export type CountryCodesResponse = z.infer<typeof countryCodesResponseSchema>;
