/** A new password with its confirmation (password reset); the rule is shown as a hint. */
import type { ReactNode } from 'react';
import { passwordLengthError } from '../../lib/identity.ts';
import { FormAlert, PasswordField, SubmitButton } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import type { ApiForm } from '../ui/useApiForm.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

/** The password part of a form's values. */
export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** A form's password values before the visitor typed anything. */
export const NO_NEW_PASSWORD: NewPasswordValues = { password: '', passwordConfirmation: '' };

/** The length rule, then the confirmation, as field errors (empty when both hold). */
export function checkNewPassword(v: NewPasswordValues, t: Translate<KeysOf<never>>): FormErrors {
  const lengthError = passwordLengthError(v.password);
  if (lengthError) return { password: t(lengthError) };
  if (v.password !== v.passwordConfirmation) return { passwordConfirmation: t('validation.passwordConfirmation') };
  return {};
}

interface Props {
  t: Translate<KeysOf<'auth'>>;
  form: Pick<ApiForm<NewPasswordValues>, 'formRef' | 'onSubmit' | 'errors' | 'submitting' | 'text'>;
  submitLabel: string;
  /** Fields before the password (e.g. the SMS code). */
  children?: ReactNode;
}

export default function NewPasswordForm({ t, form, submitLabel, children }: Props) {
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
      <FormAlert message={form.errors._} />
      {children}
      <PasswordField
        t={t}
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        required
        hint={t('auth.password.rule')}
        {...form.text('password')}
      />
      <PasswordField
        t={t}
        label={t('auth.field.passwordConfirmation')}
        autoComplete="new-password"
        required
        {...form.text('passwordConfirmation')}
      />
      <SubmitButton busy={form.submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
