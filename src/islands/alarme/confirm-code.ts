/** The confirmation by SMS: the contact number and the 6-digit code the message carries. */
import type { ContactConfirmBody } from '../../lib/api/alarme.ts';
import type { FormErrors } from '../ui/form-state.ts';
import type { AlarmeTranslate } from './errors.ts';

/** The code form's values as typed. */
export interface CodeValues {
  contactId: string;
  code: string;
}

const idOf = (typed: string) => (/^\d{1,15}$/.test(typed.trim()) ? Number(typed.trim()) : 0);
const digitsOf = (typed: string) => typed.replace(/\s/g, '');

/** The request body (spaces in the code are dropped: "123 456" as some phones show it). */
export function codeBody(v: CodeValues): ContactConfirmBody {
  return { contactId: idOf(v.contactId), code: digitsOf(v.code) };
}

/** A positive contact number and six digits. */
export function checkCode(v: CodeValues, t: AlarmeTranslate): FormErrors {
  const errors: FormErrors = {};
  if (idOf(v.contactId) <= 0) errors.contactId = t('alarme.error.contactId');
  if (!/^\d{6}$/.test(digitsOf(v.code))) errors.code = t('alarme.error.code');
  return errors;
}
