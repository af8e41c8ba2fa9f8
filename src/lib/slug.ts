/**
 * URL slugs for places and states (DESIGN §4): lowercase ASCII words joined by "-".
 *
 * - German umlauts and ß are transliterated (ä→ae, ö→oe, ü→ue, ß→ss), upper case included.
 * - Letters that do not decompose into a base letter plus accent get a fixed ASCII form
 *   (æ→ae, œ→oe, ø→o, ł→l, đ/ð→d, þ→th, ı→i).
 * - Every other diacritic is stripped (NFD, then combining marks removed): é→e, ì→i, ñ→n.
 * - Apostrophes are dropped without a separator: "Sant'Angelo" → "santangelo",
 *   "King's Lynn" → "kings-lynn", "O’Halloran Hill" → "ohalloran-hill".
 * - Any other run of characters outside [a-z0-9] becomes a single "-", trimmed at both ends.
 */

const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const TRANSLITERATED = /[äöüßæœøłđðþı]/g;
/** ASCII apostrophe, typographic quotes, modifier letters, grave and acute used as apostrophes. */
const APOSTROPHES = /['\u2018\u2019\u02BC\u02BB`\u00B4]/g;
const COMBINING_MARKS = /\p{M}+/gu;

export function slugify(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(TRANSLITERATED, (ch) => TRANSLITERATIONS[ch] ?? ch)
    .replace(APOSTROPHES, '')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
