/** /users/forgot-password/verify/?hash=…: the SMS code and a new password; signs in. */
import { useState } from 'react';
import { resetPasswordBySms } from '../../lib/api/client/auth.ts';
import { setSessionUser } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { failureErrors, TextField, type FieldErrors } from './forms.tsx';
import { go, queryParam } from './navigation.ts';
import NewPasswordForm from './NewPasswordForm.tsx';

export default function ForgotPasswordVerifyPage() {
  const { t, path } = useApp();
  const hash = queryParam('hash') ?? '';
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const reset = async (password: string) => {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setErrors({ code: t('validation.codeInvalid') });
    setBusy(true);
    const res = await resetPasswordBySms({ hash, code: digits, password });
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    setSessionUser(res.data.results.user);
    flashToast('success', 'toast.passwordReset');
    go(path('/users/account/'));
  };

  return (
    <div className="space-y-4">
      <p>{t('auth.forgot.smsText')}</p>
      <NewPasswordForm
        t={t}
        errors={errors}
        busy={busy}
        submitLabel={t('auth.forgot.resetSubmit')}
        onErrors={setErrors}
        onValid={(p) => void reset(p)}
      >
        <TextField
          label={t('auth.field.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          error={errors.code}
          onChange={(e) => setCode(e.target.value)}
        />
      </NewPasswordForm>
      <p className="text-sm">
        <a href={path('/users/forgot-password/')} className="underline">
          {t('auth.forgot.again')}
        </a>
      </p>
    </div>
  );
}
