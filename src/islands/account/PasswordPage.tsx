/** /users/profile/password: change the password (PUT /users/password/); other sessions end. */
import { useState, type SubmitEvent } from 'react';
import { changePassword } from '../../lib/api/client/users.ts';
import { passwordLengthError } from '../../lib/identity.ts';
import { setSessionUser } from '../../stores/session.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { failureErrors, FormAlert, PasswordField, SubmitButton, type FieldErrors, useFocusFirstError } from '../auth/forms.tsx';

export default function PasswordPage() {
  const { t } = useApp();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstError(errors);
  const [busy, setBusy] = useState(false);

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const local: FieldErrors = {};
    if (!current) local.currentPassword = t('validation.passwordRequired');
    const lengthError = passwordLengthError(password);
    if (lengthError) local.password = t(lengthError);
    else if (password !== confirmation) local.passwordConfirmation = t('validation.passwordConfirmation');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const res = await changePassword({ currentPassword: current, password, passwordConfirmation: confirmation });
    setBusy(false);
    if (!res.data) {
      if (res.status === 403) return setErrors({ _: t('validation.forbidden') });
      return setErrors(failureErrors(t, res));
    }
    setSessionUser(res.data.results.user);
    setCurrent('');
    setPassword('');
    setConfirmation('');
    showSuccess('toast.passwordChanged');
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="max-w-md space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <FormAlert message={errors._} />
      <PasswordField
        t={t}
        label={t('auth.field.currentPassword')}
        autoComplete="current-password"
        value={current}
        error={errors.currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <PasswordField
        t={t}
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        value={password}
        hint={t('auth.password.rule')}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordField
        t={t}
        label={t('auth.field.passwordConfirmation')}
        autoComplete="new-password"
        value={confirmation}
        error={errors.passwordConfirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      <SubmitButton busy={busy}>{t('account.password.submit')}</SubmitButton>
    </form>
  );
}
