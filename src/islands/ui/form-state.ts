/**
 * The state of a form that submits to the API, as a pure reducer (no React, no DOM): values, the
 * error text of each field, the SPEC §8 form error keys of the last answer, and whether a submit
 * is under way. `mapFailure` turns a failed call into what the form shows.
 */
import { messageKey } from '../../lib/api/auth-messages.ts';
import type { FieldErrors as ApiFieldErrors } from '../../lib/api/common.ts';
import { formErrorFlags, type FormErrorKey } from '../../lib/api/form-errors.ts';
import type { ApiFailure } from '../../lib/api/http.ts';
import type { NamespaceKey } from '../../../i18n/index.ts';
import type { Vars } from '../../../i18n/template.ts';

/** Field name → the text shown at it; "_" is the form-level message. */
export type FormErrors = Record<string, string>;

/** The translate function the mapping needs: the `common` keys (validation messages among them). */
export type CommonTranslate = (key: NamespaceKey<'common'>, vars?: Vars) => string;

/** A form's state. */
export interface FormState<V> {
  values: V;
  errors: FormErrors;
  /** The SPEC §8 form error keys raised by the server's field errors that still stand. */
  flags: Record<FormErrorKey, boolean>;
  /** The server's field errors that still stand (a field's go when it changes). */
  serverErrors: ApiFieldErrors;
  submitting: boolean;
  /** Counts the times errors were shown (a submit's), so focus moves to them then and not on edits. */
  shown: number;
}

export type FormAction<V> =
  | { type: 'change'; field: keyof V & string; value: V[keyof V] }
  | { type: 'errors'; errors: FormErrors }
  | { type: 'submit' }
  | { type: 'failure'; errors: FormErrors; serverErrors: ApiFieldErrors }
  | { type: 'success' }
  | { type: 'reset'; values: V };

/** The field a server error key names ("captcha.solution" is the captcha field). */
export function fieldOf(key: string): string {
  return key.split('.')[0]!;
}

/** The initial state of a form. */
export function initialFormState<V>(values: V): FormState<V> {
  return { values, errors: {}, flags: formErrorFlags({}), serverErrors: {}, submitting: false, shown: 0 };
}

/** Without the entries of one field (server keys by their first segment). */
function without<T>(record: Record<string, T>, field: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => fieldOf(key) !== field));
}

/** The next state of a form. */
export function formReducer<V>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'change': {
      // The field's error goes as soon as the visitor edits it; the others stay.
      const serverErrors = without(state.serverErrors, action.field);
      const errors = action.field in state.errors ? without(state.errors, action.field) : state.errors;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors,
        serverErrors,
        flags: formErrorFlags(serverErrors),
      };
    }
    case 'errors':
      return { ...state, errors: action.errors, serverErrors: {}, flags: formErrorFlags({}), submitting: false, shown: state.shown + 1 };
    case 'submit':
      return { ...state, submitting: true };
    case 'failure':
      return {
        ...state,
        errors: action.errors,
        serverErrors: action.serverErrors,
        flags: formErrorFlags(action.serverErrors),
        submitting: false,
        shown: state.shown + 1,
      };
    case 'success':
      return { ...state, errors: {}, serverErrors: {}, flags: formErrorFlags({}), submitting: false };
    case 'reset':
      return initialFormState(action.values);
  }
}

/** The text of a server message in the active locale (a known message by its key, else as sent). */
export function messageText(t: CommonTranslate, message: string): string {
  // messageKey answers only `validation.*` keys, all in the common namespace.
  const key = messageKey(message) as NamespaceKey<'common'> | undefined;
  return key ? t(key) : message;
}

/** What a failed call shows: field errors and the form alert ("_"), or the generic error toast. */
export interface MappedFailure {
  errors: FormErrors;
  /** The 422 field errors as sent (for the SPEC §8 form error keys). */
  serverErrors: ApiFieldErrors;
  /** Show the generic error toast (SPEC §8) instead of anything in the form. */
  toast: boolean;
}

/**
 * Turn a failed call into what the form shows: 422 field errors at their fields (the first
 * message of each, dotted fields at their first segment), a 422 without field errors as the form
 * alert; 429 and network failures as the form alert; anything else as the generic error toast.
 */
export function mapFailure(t: CommonTranslate, failure: ApiFailure): MappedFailure {
  if (failure.status === 422) {
    const errors: FormErrors = {};
    for (const [field, messages] of Object.entries(failure.errors)) {
      const name = fieldOf(field);
      if (messages[0] && !(name in errors)) errors[name] = messageText(t, messages[0]);
    }
    if (Object.keys(errors).length === 0) errors._ = messageText(t, failure.message);
    return { errors, serverErrors: failure.errors, toast: false };
  }
  if (failure.status === 429) return { errors: { _: t('auth.error.rateLimited') }, serverErrors: {}, toast: false };
  if (failure.status === 0) return { errors: { _: t('auth.error.network') }, serverErrors: {}, toast: false };
  return { errors: {}, serverErrors: {}, toast: true };
}
