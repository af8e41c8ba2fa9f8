/**
 * An admin signs in as a user: by user id or e-mail, the server issues a single-use path secret and
 * the browser opens /users/impersonate/{secret}/{userId}/.
 */
import { useState, type SubmitEvent } from 'react';
import { createImpersonationTicket } from '../../lib/api/client/auth.ts';
import { isEmail } from '../../lib/identity.ts';
import { useApp } from '../app/context.ts';
import { failureErrors, FormAlert, SubmitButton, TextField, type FieldErrors, useFocusFirstError } from '../auth/forms.tsx';
import { go } from '../auth/navigation.ts';

export default function ImpersonateForm() {
  const { t, path } = useApp();
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstError(errors);
  const [busy, setBusy] = useState(false);

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const value = target.trim();
    const body = /^\d+$/.test(value) ? { userId: Number(value) } : isEmail(value) ? { email: value } : undefined;
    if (!body) return setErrors({ userId: t('account.impersonate.invalid') });
    setBusy(true);
    const res = await createImpersonationTicket(body);
    setBusy(false);
    if (res.status === 404) return setErrors({ userId: t('account.impersonate.notFound') });
    if (!res.data) return setErrors(failureErrors(t, res));
    const { secret, userId } = res.data.results;
    go(path(`/users/impersonate/${encodeURIComponent(secret)}/${userId}/`));
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-3 space-y-3">
      <FormAlert message={errors._} />
      <TextField
        label={t('account.impersonate.label')}
        value={target}
        error={errors.userId}
        hint={t('account.impersonate.hint')}
        onChange={(e) => setTarget(e.target.value)}
      />
      <SubmitButton busy={busy}>{t('account.impersonate.submit')}</SubmitButton>
    </form>
  );
}
