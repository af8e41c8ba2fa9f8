/**
 * How demo profiles are distributed: regions, ethnicities and what follows from them, venue kinds,
 * price levels and the chance of each service. Tuned so every category of every region table has
 * listings at the default demo size.
 */
import type { RegionCode } from '../../../regions/schema.ts';
import type { ETHNICITIES } from '../../domain/features.ts';
import type { LANGUAGES } from '../../domain/profile-features.ts';
import type { FEMALE_NAMES } from './vocabulary.ts';

type Ethnicity = (typeof ETHNICITIES)[number];

/** Share of listings per region. */
export const REGION_SHARE: Record<RegionCode, number> = { de: 0.35, uk: 0.2, it: 0.17, au: 0.15, at: 0.13 };

/** Ethnicity weights per region. */
export const ETHNICITY_WEIGHTS: Record<RegionCode, Record<Ethnicity, number>> = {
  de: { caucasian: 55, latin: 9, asian: 12, african: 5, afro_caribbean: 3, arab: 6, mixed: 7, other: 3 },
  at: { caucasian: 56, latin: 9, asian: 12, african: 4, afro_caribbean: 3, arab: 6, mixed: 7, other: 3 },
  uk: { caucasian: 50, latin: 8, asian: 14, african: 9, afro_caribbean: 8, arab: 3, mixed: 6, other: 2 },
  au: { caucasian: 45, latin: 7, asian: 30, african: 3, afro_caribbean: 2, arab: 3, mixed: 8, other: 2 },
  it: { caucasian: 55, latin: 15, asian: 9, african: 8, afro_caribbean: 3, arab: 4, mixed: 4, other: 2 },
};

/** Skin colour weights by ethnicity. */
// prettier-ignore
export const SKIN_BY_ETHNICITY: Record<Ethnicity, [string, number][]> = {
  caucasian: [['light', 70], ['medium', 25], ['olive', 5]],
  latin: [['olive', 35], ['medium', 35], ['brown', 25], ['light', 5]],
  asian: [['light', 45], ['medium', 40], ['olive', 15]],
  african: [['dark', 40], ['black', 45], ['brown', 15]],
  afro_caribbean: [['brown', 35], ['dark', 40], ['black', 25]],
  arab: [['olive', 55], ['medium', 35], ['brown', 10]],
  mixed: [['medium', 35], ['brown', 35], ['olive', 30]],
  other: [['light', 25], ['medium', 25], ['olive', 20], ['brown', 20], ['dark', 10]],
};

export type NameGroup = keyof typeof FEMALE_NAMES;

/** Nationality (ISO country or "local"), its weight and the name pool it draws from, by ethnicity. */
// prettier-ignore
export const NATIONALITY_BY_ETHNICITY: Record<Ethnicity, [string, number, NameGroup | 'lang'][]> = {
  caucasian: [
    ['local', 45, 'lang'], ['RO', 14, 'EE'], ['BG', 6, 'EE'], ['HU', 6, 'EE'], ['PL', 6, 'EE'], ['CZ', 4, 'EE'],
    ['UA', 5, 'EE'], ['SK', 3, 'EE'], ['FR', 3, 'lang'], ['ES', 4, 'LATIN'], ['NL', 4, 'lang'],
  ],
  latin: [['BR', 55, 'BR'], ['CO', 15, 'LATIN'], ['VE', 10, 'LATIN'], ['DO', 8, 'LATIN'], ['AR', 6, 'LATIN'], ['MX', 6, 'LATIN']],
  asian: [['TH', 45, 'TH'], ['CN', 15, 'ASIA'], ['VN', 12, 'ASIA'], ['PH', 12, 'ASIA'], ['JP', 8, 'ASIA'], ['KR', 8, 'ASIA']],
  african: [['NG', 40, 'AFRICA'], ['GH', 25, 'AFRICA'], ['KE', 20, 'AFRICA'], ['ZA', 15, 'AFRICA']],
  afro_caribbean: [['JM', 50, 'CARIB'], ['CU', 25, 'LATIN'], ['DO', 25, 'LATIN']],
  arab: [['MA', 55, 'ARAB'], ['TR', 45, 'ARAB']],
  mixed: [['local', 60, 'lang'], ['BR', 25, 'BR'], ['CU', 15, 'LATIN']],
  other: [['local', 70, 'lang'], ['IN', 30, 'ASIA']],
};

/** A language spoken in a nationality's country (added to the profile's languages). */
// prettier-ignore
export const COUNTRY_LANGUAGE: Record<string, (typeof LANGUAGES)[number]> = {
  DE: 'de', AT: 'de', GB: 'en', AU: 'en', IT: 'it', BR: 'pt', TH: 'th', RO: 'ro', BG: 'bg', HU: 'hu', PL: 'pl',
  CZ: 'cs', UA: 'uk', RU: 'ru', CN: 'zh', ES: 'es', FR: 'fr', NL: 'nl', CO: 'es', VE: 'es', DO: 'es', AR: 'es',
  MX: 'es', CU: 'es', TR: 'tr', MA: 'ar',
};

export type VenueKind = 'brothel' | 'club' | 'studio' | 'massage_parlour' | 'agency';

/** Venue kinds per region: brothels and clubs in the German-speaking editions, agencies elsewhere. */
// prettier-ignore
export const VENUE_KINDS: Record<RegionCode, [VenueKind, number][]> = {
  de: [['brothel', 30], ['club', 20], ['studio', 25], ['massage_parlour', 15], ['agency', 10]],
  at: [['brothel', 30], ['club', 20], ['studio', 25], ['massage_parlour', 15], ['agency', 10]],
  uk: [['agency', 55], ['studio', 20], ['massage_parlour', 15], ['club', 10]],
  au: [['agency', 50], ['studio', 20], ['massage_parlour', 20], ['club', 10]],
  it: [['agency', 50], ['studio', 20], ['massage_parlour', 15], ['club', 15]],
};

/** Price of one hour in minor units (mean), by region currency. */
export const HOUR_PRICE: Record<RegionCode, number> = { de: 15000, at: 16000, uk: 16000, au: 30000, it: 15000 };

/** Base chance of each service for a generalist escort. */
// prettier-ignore
export const SERVICE_CHANCE: Record<string, number> = {
  GIRLFRIEND_EXPERIENCE: 0.7, FRENCH_KISSING: 0.55, BLOWJOB: 0.8, DEEP_THROAT: 0.35, HAND_JOB: 0.75, ANAL: 0.25,
  FACE_SITTING: 0.3, FACIAL_CUMSHOT: 0.2, TITTY_FUCK: 0.35, RIMJOB_ACTIVE: 0.15, THREESOME: 0.3, GANGBANG: 0.06,
  STRIPTEASE: 0.4, EROTIC_MASSAGE: 0.45, MASSAGE_NURU: 0.12, MASSAGE_TANTRA: 0.12, THAI: 0.04, BODY_TO_BODY: 0.25,
  FETISH: 0.2, DOMINA: 0.06, SPANKING: 0.2, ROLE_PLAY: 0.3, LINGERIE: 0.5, FOOT_FETISH: 0.25, GOLDEN_SHOWER_ACTIVE: 0.1,
  FISTING: 0.04, TOYS: 0.35, COUPLES: 0.25, PHONE_SEX: 0.1, VIDEO_CHAT: 0.12, DINNER_DATE: 0.15, OVERNIGHT: 0.1,
  TRAVEL_COMPANION: 0.05, WEDDING_ESCORTS: 0.02,
};

/** Services of massage specialists. */
export const MASSAGE_SERVICES = ['EROTIC_MASSAGE', 'MASSAGE_NURU', 'MASSAGE_TANTRA', 'BODY_TO_BODY', 'THAI', 'HAND_JOB'];
/** Services of dominas. */
export const DOMINA_SERVICES = ['DOMINA', 'FETISH', 'SPANKING', 'ROLE_PLAY', 'FOOT_FETISH', 'GOLDEN_SHOWER_ACTIVE', 'LINGERIE', 'TOYS'];
/** What an AI companion offers: only virtual services. */
export const AI_SERVICES = ['PHONE_SEX', 'VIDEO_CHAT', 'ROLE_PLAY', 'GIRLFRIEND_EXPERIENCE', 'LINGERIE'];
