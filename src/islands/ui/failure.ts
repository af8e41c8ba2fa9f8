/** A failed call outside a form (a resend button): what to show, with the generic toast raised here. */
import type { ApiFailure } from '../../lib/api/http.ts';
import { showError } from '../../stores/toasts.ts';
import { mapFailure, type CommonTranslate, type FormErrors } from './form-state.ts';

/** The errors to show for a failed call; anything without a place in the form raises the error toast. */
export function failureErrors(t: CommonTranslate, failure: ApiFailure): FormErrors {
  const mapped = mapFailure(t, failure);
  if (mapped.toast) showError();
  return mapped.errors;
}
