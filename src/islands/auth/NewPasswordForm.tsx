/** A new password with its confirmation (password reset); the rule is shown as a hint. */
import { useState, type SubmitEvent, type ReactNode } from 'react';
import { passwordLengthError } from '../../lib/identity.ts';
import { FormAlert, PasswordField, SubmitButton, type FieldErrors, type Translate, useFocusFirstError } from './forms.tsx';

interface Props {
  t: Translate;
  errors: FieldErrors;
  busy: boolean;
  submitLabel: string;
  /** Fields before the password (e.g. the SMS code). */
  children?: ReactNode;
  onValid: (password: string) => void;
  onErrors: (errors: FieldErrors) => void;
}

export default function NewPasswordForm({ t, errors, busy, submitLabel, children, onValid, onErrors }: Props) {
  const formRef = useFocusFirstError(errors);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const local: FieldErrors = {};
    const lengthError = passwordLengthError(password);
    if (lengthError) local.password = t(lengthError);
    else if (password !== confirmation) local.passwordConfirmation = t('validation.passwordConfirmation');
    if (Object.keys(local).length) return onErrors(local);
    onValid(password);
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={errors._} />
      {children}
      <PasswordField
        t={t}
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        required
        value={password}
        hint={t('auth.password.rule')}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordField
        t={t}
        label={t('auth.field.passwordConfirmation')}
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.passwordConfirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
