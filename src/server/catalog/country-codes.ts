/**
 * Phone dial codes for the phone fields (GET /country-codes/). The five edition countries come
 * first, the asking region's own first of all; the rest follow by name in the request locale.
 */
import type { Locale, RegionCode } from '../../../regions/schema.ts';
import { countryName } from './labels.ts';

/** ISO 3166-1 alpha-2 to E.164 dial code. */
// prettier-ignore
const DIAL_CODES: Record<string, string> = {
  DE: '+49', AT: '+43', GB: '+44', AU: '+61', IT: '+39', AL: '+355', AR: '+54', BE: '+32', BG: '+359', BR: '+55',
  BY: '+375', CA: '+1', CH: '+41', CN: '+86', CO: '+57', CU: '+53', CY: '+357', CZ: '+420', DK: '+45', DO: '+1',
  EE: '+372', ES: '+34', FI: '+358', FR: '+33', GH: '+233', GR: '+30', HR: '+385', HU: '+36', ID: '+62', IE: '+353',
  IN: '+91', IS: '+354', JM: '+1', JP: '+81', KE: '+254', KR: '+82', LI: '+423', LT: '+370', LU: '+352', LV: '+371',
  MA: '+212', MC: '+377', MD: '+373', MT: '+356', MX: '+52', NG: '+234', NL: '+31', NO: '+47', NZ: '+64', PH: '+63',
  PL: '+48', PT: '+351', RO: '+40', RS: '+381', RU: '+7', SE: '+46', SG: '+65', SI: '+386', SK: '+421', TH: '+66',
  TR: '+90', UA: '+380', US: '+1', VE: '+58', VN: '+84', ZA: '+27',
};

const EDITION_COUNTRIES: Record<RegionCode, string> = { de: 'DE', at: 'AT', uk: 'GB', au: 'AU', it: 'IT' };

/** Emoji flag of a country code (regional indicator symbols). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export interface CountryCode {
  code: string;
  name: string;
  dialCode: string;
  flag: string;
}

/** The dial code list for `locale`, the region's country first. */
export function countryCodes(locale: Locale, region?: RegionCode): CountryCode[] {
  const editions = Object.values(EDITION_COUNTRIES);
  const first = region ? EDITION_COUNTRIES[region] : undefined;
  const entry = (code: string): CountryCode => ({
    code,
    name: countryName(locale, code),
    dialCode: DIAL_CODES[code] ?? '',
    flag: flagEmoji(code),
  });
  const collator = new Intl.Collator(locale);
  const head = [...(first ? [first] : []), ...editions.filter((c) => c !== first)].map(entry);
  const rest = Object.keys(DIAL_CODES)
    .filter((c) => !editions.includes(c))
    .map(entry)
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...head, ...rest];
}
