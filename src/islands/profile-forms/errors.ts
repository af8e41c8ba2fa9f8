/**
 * Where a failed save's messages go: the usual mapping (src/islands/ui/form-state.ts), then every
 * message whose field the form does not show moves to the form alert, so none is lost, and
 * "Both contacts can't be private" (SPEC §5) lands at the e-mail privacy box.
 */
import { formErrorKey } from '../../lib/api/form-errors.ts';
import type { ApiFailure } from '../../lib/api/http.ts';
import { mapFailure, type CommonTranslate, type FormErrors } from '../ui/form-state.ts';

/** Field → the shown field its errors appear at (e.g. the coordinates at the place box). */
export type ErrorAliases = Readonly<Record<string, string>>;

/** Move errors of fields the form does not show to their alias, else to the alert ("_"). */
export function placeErrors(errors: FormErrors, fields: readonly string[], aliases: ErrorAliases = {}): FormErrors {
  const placed: FormErrors = {};
  const stray: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    const at = aliases[field] ?? field;
    if (at === '_' || fields.includes(at)) placed[at] ??= message;
    else stray.push(message);
  }
  if (stray.length) placed._ = [placed._, ...stray].filter(Boolean).join(' ');
  return placed;
}

/** The errors a profile form shows for a failed save (undefined: leave it to the toast). */
export function profileFormErrors(
  t: CommonTranslate,
  failure: ApiFailure,
  fields: readonly string[],
  aliases: ErrorAliases = {},
): FormErrors | undefined {
  const mapped = mapFailure(t, failure);
  if (mapped.toast) return undefined;
  const errors = { ...mapped.errors };
  for (const [key, messages] of Object.entries(failure.errors)) {
    if (messages.some((m) => formErrorKey(m) === 'isBothContactsPrivate') && fields.includes('email_private')) {
      delete errors[key.split('.')[0]!];
      errors.email_private = t('validation.isBothContactsPrivate');
    }
  }
  return placeErrors(errors, fields, aliases);
}
