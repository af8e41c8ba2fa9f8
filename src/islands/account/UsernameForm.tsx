/** The public username (shown with reviews): PATCH /users/me; a taken name is SPEC §5 isUsernameTaken. */
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { updateAccount } from '../../lib/api/client/users.ts';
import { $user, setSessionUser } from '../../stores/session.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { failureErrors, FormAlert, SubmitButton, TextField, type FieldErrors, useFocusFirstError } from '../auth/forms.tsx';

export default function UsernameForm() {
  const { t } = useApp();
  const user = useStore($user);
  const [username, setUsername] = useState(user?.username ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstError(errors);
  const [busy, setBusy] = useState(false);

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    if (!/^[\p{L}\p{N}._-]{3,30}$/u.test(username.trim())) return setErrors({ username: t('validation.usernameFormat') });
    setBusy(true);
    const res = await updateAccount({ username: username.trim() });
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    setErrors({});
    setSessionUser(res.data.results);
    showSuccess('toast.saved');
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-3 space-y-3">
      <FormAlert message={errors._} />
      <TextField
        label={t('account.username.label')}
        autoComplete="nickname"
        value={username}
        hint={t('account.username.hint')}
        error={errors.username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <SubmitButton busy={busy}>{t('account.username.save')}</SubmitButton>
    </form>
  );
}
