/**
 * Profile features (SPEC §3) and their option lists. Word-valued lists carry a stable code per
 * value (the search index stores codes, labels live in i18n under `option.<feature>.<value>`);
 * ISO-valued lists (nationalities, languages) use the ISO code itself. The value lists are the
 * contract: the API accepts exactly these values in filters and forms.
 */
import { valuesOf } from './options.ts';

/** Gender → code. */
export const GENDER_CODES = { female: 1, male: 2, trans: 3 } as const;
/** Body type → code. */
export const BODY_TYPE_CODES = { very_slim: 1, slim: 2, average: 3, athletic: 4, muscular: 5, curvy: 6, very_curvy: 7 } as const;
/** Breast size → code. */
export const BREAST_SIZE_CODES = { small: 1, medium: 2, big: 3, very_big: 4 } as const;
/** Ethnicity → code. */
export const ETHNICITY_CODES = {
  arab: 1,
  asian: 2,
  afro_caribbean: 3,
  african: 4,
  caucasian: 5,
  latin: 6,
  mixed: 7,
  other: 8,
} as const;
/** Nationality group (what filters ask for; a profile states a country) → code. */
export const NATIONALITY_GROUP_CODES = { brazil: 1, thailand: 2, eastern_europe: 3 } as const;
/** Skin colour → code. */
export const SKIN_COLOR_CODES = { light: 1, medium: 2, olive: 3, brown: 4, dark: 5, black: 6 } as const;
/** Hair colour → code. */
export const HAIR_COLOR_CODES = { black: 1, brown: 2, dark_brown: 3, blonde: 4, red: 5, grey: 6 } as const;
/** Hair length → code. */
export const HAIR_LENGTH_CODES = { short: 1, medium: 2, long: 3 } as const;
/** Eye colour → code. */
export const EYE_COLOR_CODES = { blue: 1, green: 2, brown: 3, grey: 4, hazel: 5 } as const;
/** Cup size → code. */
export const CUP_SIZE_CODES = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7 } as const;
/** Dress size (EU) → code. */
export const DRESS_SIZE_CODES = { '32': 1, '34': 2, '36': 3, '38': 4, '40': 5, '42': 6, '44': 7, '46': 8, '48': 9 } as const;

/** Feature option values, in display order. */
export const GENDERS = valuesOf(GENDER_CODES);
export const BODY_TYPES = valuesOf(BODY_TYPE_CODES);
export const BREAST_SIZES = valuesOf(BREAST_SIZE_CODES);
export const ETHNICITIES = valuesOf(ETHNICITY_CODES);
export const NATIONALITY_GROUPS = valuesOf(NATIONALITY_GROUP_CODES);
export const SKIN_COLORS = valuesOf(SKIN_COLOR_CODES);
export const HAIR_COLORS = valuesOf(HAIR_COLOR_CODES);
export const HAIR_LENGTHS = valuesOf(HAIR_LENGTH_CODES);
export const EYE_COLORS = valuesOf(EYE_COLOR_CODES);
export const CUP_SIZES = valuesOf(CUP_SIZE_CODES);
export const DRESS_SIZES = valuesOf(DRESS_SIZE_CODES);
