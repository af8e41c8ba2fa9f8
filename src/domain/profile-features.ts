/**
 * What a profile states about itself beyond the filterable code tables of features.ts: languages,
 * nationalities (ISO codes) and every feature's value list by name. Forms and the server read
 * these; the search island needs only features.ts, so its first load stays small.
 */
import {
  BODY_TYPES,
  BODY_TYPE_CODES,
  BREAST_SIZES,
  BREAST_SIZE_CODES,
  CUP_SIZES,
  CUP_SIZE_CODES,
  DRESS_SIZES,
  DRESS_SIZE_CODES,
  ETHNICITIES,
  ETHNICITY_CODES,
  EYE_COLORS,
  EYE_COLOR_CODES,
  GENDERS,
  GENDER_CODES,
  HAIR_COLORS,
  HAIR_COLOR_CODES,
  HAIR_LENGTHS,
  HAIR_LENGTH_CODES,
  NATIONALITY_GROUPS,
  NATIONALITY_GROUP_CODES,
  SKIN_COLORS,
  SKIN_COLOR_CODES,
} from './features.ts';

/** Languages a profile can list (ISO 639-1: the value is its own stable code). */
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

/** Nationalities a profile can state (ISO 3166-1: the value is its own stable code), every grouped country included. */
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
/** A feature's name. */
export type FeatureName = keyof typeof FEATURE_VALUES;
/** Every feature name. */
export const FEATURE_NAMES = Object.keys(FEATURE_VALUES) as FeatureName[];

/** The code tables of the word-valued features (what a stored row keeps for them). */
export const FEATURE_CODES = {
  gender: GENDER_CODES,
  ethnicity: ETHNICITY_CODES,
  nationality_group: NATIONALITY_GROUP_CODES,
  skin_color: SKIN_COLOR_CODES,
  body_type: BODY_TYPE_CODES,
  breast_size: BREAST_SIZE_CODES,
  hair_color: HAIR_COLOR_CODES,
  hair_length: HAIR_LENGTH_CODES,
  eye_color: EYE_COLOR_CODES,
  cup_size: CUP_SIZE_CODES,
  dress_size: DRESS_SIZE_CODES,
} as const satisfies Partial<Record<FeatureName, Readonly<Record<string, number>>>>;
