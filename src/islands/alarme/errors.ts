/**
 * The API's answers as the alarme forms show them: the contract's messages (src/lib/api/alarme.ts,
 * English) in the page's language at their fields, a refused PIN as "wrong PIN", and a 403, 404 or
 * 409 (a meeting closed meanwhile, a limit reached) in the form's alert instead of the error toast.
 */
import type { ApiFailure } from '../../lib/api/http.ts';
import { fieldOf, messageText, type FormErrors } from '../ui/form-state.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

/** The translate function of the alarme pages. */
export type AlarmeTranslate = Translate<KeysOf<'alarme'>>;

type Known = [RegExp, (t: AlarmeTranslate, m: RegExpExecArray) => string];

/** The contract's messages (exact texts, numbers captured) and their translation. */
const KNOWN: readonly Known[] = [
  [/^at most (\d+) characters$/, (t, m) => t('alarme.error.tooLong', { max: m[1]! })],
  [/^(\d+) to (\d+) digits$/, (t, m) => t('alarme.error.pinFormat', { min: m[1]!, max: m[2]! })],
  [/^The phone format is invalid\.$/, (t) => t('alarme.error.phone')],
  [/^The email must be a valid email address\.$/, (t) => t('alarme.error.email')],
  [/^Enter a phone number or an e-mail address\.$/, (t) => t('alarme.error.phoneOrEmail')],
  [/^Enter a name\.$/, (t) => t('alarme.error.name')],
  [/^The duress PIN must differ from the safe PIN\.$/, (t) => t('alarme.error.duressSame')],
  [/^The code has 6 digits\.$/, (t) => t('alarme.error.code')],
  [/^The link is invalid\.$/, (t) => t('alarme.error.link')],
  [/^Enter where the meeting is\.$/, (t) => t('alarme.error.place')],
  [/^The end must be after the start\.$/, (t) => t('alarme.error.endAfterStart')],
  [/^The check-in must be after the start\.$/, (t) => t('alarme.error.checkInAfterStart')],
  [/^The check-in must be within (\d+) hours of the start\.$/, (t, m) => t('alarme.error.checkInWithin', { hours: m[1]! })],
  [/^(Not an offered extension|Choose how long)\.$/, (t) => t('alarme.error.extension')],
  [/^Enter your PIN\.$/, (t) => t('alarme.error.pinRequired')],
  [/^Write a message\.$/, (t) => t('alarme.error.message')],
  [/datetime/i, (t) => t('alarme.error.dateTime')],
];

/** Fields that hold a PIN: an unknown refusal there means the PIN was wrong. */
const PIN_FIELDS = new Set(['pin', 'currentPin']);

/** A server message in the page's language: a contract message by its key, anything else as sent. */
export function alarmeMessage(t: AlarmeTranslate, message: string, field?: string): string {
  for (const [pattern, text] of KNOWN) {
    const m = pattern.exec(message);
    if (m) return text(t, m);
  }
  if (field !== undefined && PIN_FIELDS.has(field)) return t('alarme.error.pinWrong');
  return messageText(t, message);
}

/**
 * The errors a form shows for a failed alarme call (a useApiForm `onFailure`): 422 field errors at
 * their fields, 403/404/409 in the form alert; undefined leaves 429, network and server failures
 * to the usual mapping (form alert or error toast).
 */
export function alarmeErrors(t: AlarmeTranslate, failure: ApiFailure): FormErrors | undefined {
  if (failure.status === 422) {
    const errors: FormErrors = {};
    for (const [key, messages] of Object.entries(failure.errors)) {
      const field = fieldOf(key);
      if (messages[0] && !(field in errors)) errors[field] = alarmeMessage(t, messages[0], field);
    }
    if (Object.keys(errors).length === 0) errors._ = alarmeMessage(t, failure.message);
    return errors;
  }
  if (failure.status === 404) return { _: t('alarme.error.gone') };
  if (failure.status === 403 || failure.status === 409)
    return { _: failure.message ? alarmeMessage(t, failure.message) : t('common.error') };
  return undefined;
}
