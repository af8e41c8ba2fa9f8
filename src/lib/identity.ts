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

/** A plausible address: one "@", a dot in the domain, no spaces. */
export function isEmail(value: string): boolean {
  const v = normaliseEmail(value);
  return v.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(v);
}

/**
 * E.164: "+" and 7 to 15 digits. Spaces, dashes, dots and brackets are dropped and a leading "00"
 * becomes "+"; a number without the country code is not accepted (we cannot guess the country).
 */
export function normalisePhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

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
