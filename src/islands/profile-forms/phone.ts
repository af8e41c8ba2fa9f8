/**
 * The contact phone as the form holds it (a country, for its dial code, and the number as typed)
 * and as the API stores it (E.164, SPEC §3 "phone dial code, phone number" joined).
 */

/** A country the dial-code select offers. */
export interface DialCountry {
  code: string;
  dialCode: string;
}

/** The two inputs of the phone field. */
export interface PhoneParts {
  /** ISO 3166-1 alpha-2 of the chosen dial code. */
  country: string;
  /** The number without its dial code, as typed. */
  number: string;
}

/**
 * Join a dial code and a typed number into E.164; null when no number was typed. Spaces, dashes,
 * dots, slashes and brackets go; a leading trunk "0" goes ("0151 …" in Germany is "+49151 …"); a
 * number typed with its own "+" or "00" prefix keeps it and ignores the chosen code.
 */
export function joinPhone(dialCode: string, number: string): string | null {
  const typed = number.replace(/[\s\-./()]/g, '');
  if (typed === '') return null;
  if (typed.startsWith('+')) return typed;
  if (typed.startsWith('00')) return `+${typed.slice(2)}`;
  return `${dialCode}${typed.replace(/^0+/, '')}`;
}

/**
 * Split a stored E.164 number into the country of its dial code and the rest. The longest
 * matching dial code wins; among countries that share it the preferred one (the edition's) wins.
 */
export function splitPhone(e164: string | null, countries: readonly DialCountry[], preferred: string): PhoneParts {
  const fallback = countries.find((c) => c.code === preferred)?.code ?? countries[0]?.code ?? preferred;
  if (!e164) return { country: fallback, number: '' };
  const matching = countries.filter((c) => e164.startsWith(c.dialCode));
  if (matching.length === 0) return { country: fallback, number: e164 };
  const longest = Math.max(...matching.map((c) => c.dialCode.length));
  const best = matching.filter((c) => c.dialCode.length === longest);
  const country = (best.find((c) => c.code === preferred) ?? best[0]!).code;
  return { country, number: e164.slice(longest) };
}
