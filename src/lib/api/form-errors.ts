/**
 * SPEC §5 server messages mapped to the form error keys of SPEC §8. The server sends these exact
 * texts in 422 field errors; forms show their own translated text for each key.
 */
import type { FieldErrors } from './common.ts';

/** Form error key to the server message that raises it (SPEC §5). */
export const SERVER_MESSAGES = {
  isEmailTaken: 'The email has already been taken.',
  isEmailInvalid: 'The email or phone must be a valid email address.',
  isPhoneInvalid: 'The phone format is invalid.',
  isBothContactsPrivate: "Both contacts can't be private",
  isUsernameTaken: 'The username has already been taken.',
} as const;

export type FormErrorKey = keyof typeof SERVER_MESSAGES;
export const FORM_ERROR_KEYS = Object.keys(SERVER_MESSAGES) as FormErrorKey[];

/** Compare messages ignoring surrounding space, a final full stop and typographic apostrophes. */
function normalise(message: string): string {
  return message
    .trim()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\.$/, '')
    .toLowerCase();
}

const byMessage = new Map<string, FormErrorKey>(FORM_ERROR_KEYS.map((key) => [normalise(SERVER_MESSAGES[key]), key]));

/** The form error key a single server message maps to, if any. */
export function formErrorKey(message: string): FormErrorKey | undefined {
  return byMessage.get(normalise(message));
}

/** Every form error key raised by a field-errors map, in SPEC §8 order, without duplicates. */
export function formErrorKeys(errors: FieldErrors | undefined): FormErrorKey[] {
  if (!errors) return [];
  const found = new Set<FormErrorKey>();
  for (const messages of Object.values(errors)) {
    for (const m of messages) {
      const key = formErrorKey(m);
      if (key) found.add(key);
    }
  }
  return FORM_ERROR_KEYS.filter((k) => found.has(k));
}

/** The keys as flags, the shape a form state holds (`{ isEmailTaken: true, ... }`). */
export function formErrorFlags(errors: FieldErrors | undefined): Record<FormErrorKey, boolean> {
  const keys = new Set(formErrorKeys(errors));
  return Object.fromEntries(FORM_ERROR_KEYS.map((k) => [k, keys.has(k)])) as Record<FormErrorKey, boolean>;
}

/** Field errors whose messages map to no form key: the form shows a generic toast for them (SPEC §8). */
export function unmappedErrors(errors: FieldErrors | undefined): FieldErrors {
  if (!errors) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const rest = messages.filter((m) => !formErrorKey(m));
    if (rest.length) out[field] = rest;
  }
  return out;
}
