/**
 * E-mail addresses and phone numbers as account identifiers: one normal form each, so the same
 * person is found however they type it, and the checks the forms and the server share.
 */

/** Longest e-mail address (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Passwords: at least 8 characters, at most 128 (long passphrases welcome); no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The i18n key of a new password's length error, or undefined when its length is allowed. */
export function passwordLengthError(password: string): 'validation.passwordMin' | 'validation.passwordMax' | undefined {
  if (password.length < PASSWORD_MIN) return 'validation.passwordMin';
  if (password.length > PASSWORD_MAX) return 'validation.passwordMax';
  return undefined;
}

/** Trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Longest local part (RFC 5321 §4.5.3.1.1). */
export const MAX_LOCAL_PART_LENGTH = 64;

/** RFC 5322 dot-atom of the local part: atext runs joined by single dots (no quoted strings). */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** An RFC 1035 label as RFC 5321 allows it: letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A top-level domain: letters, or an internationalised one in its ASCII form ("xn--…"). */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A deliverable address by the RFC 5321 grammar, once normalised: a dot-atom local part of at most
 * 64 characters, "@", a domain of at least two labels (at most 253 characters) ending in a real
 * top-level domain, 254 characters in all. Quoted local parts, address literals ("[1.2.3.4]") and
 * non-ASCII characters are refused (internationalised domains are accepted in their "xn--" form).
 */
export function isEmail(value: string): boolean {
  const v = normaliseEmail(value);
  if (v.length > MAX_EMAIL_LENGTH) return false;
  const at = v.lastIndexOf('@');
  if (at < 1) return false;
  const local = v.slice(0, at);
  const domain = v.slice(at + 1);
  if (local.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return false;
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LEVEL.test(labels.at(-1)!);
}

/**
 * E.164: "+" and 7 to 15 digits. Spaces, dashes, dots and brackets are dropped and a leading "00"
 * becomes "+"; a number without the country code is not accepted (we cannot guess the country).
 */
export function normalisePhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * Usernames: 3 to 30 ASCII letters, digits, ".", "-", "_". Letters of other scripts are refused
 * because many look like Latin ones (Cyrillic "а" in "аdmin"); names are unique regardless of case.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

/** Whether `value` is a phone number in international form once normalised. */
export function isPhone(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(normalisePhone(value));
}

/** A phone number with all but the last three digits hidden ("+49 ••• ••• 123"). */
export function maskPhone(phone: string): string {
  const digits = normalisePhone(phone);
  if (digits.length < 6) return '•••';
  return `${digits.slice(0, 3)} ••• ••• ${digits.slice(-3)}`;
}

/** An e-mail address with most of the local part hidden ("m•••@example.com"). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = normaliseEmail(email).split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
