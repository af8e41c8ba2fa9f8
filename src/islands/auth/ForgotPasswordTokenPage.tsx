/** /users/forgot-password/{token}: the e-mailed link; choose a new password, then signed in. */
import { useState } from 'react';
import { resetPasswordByEmail } from '../../lib/api/client/auth.ts';
import { setSessionUser } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { routeParams, useApp } from '../app/context.ts';
import { failureErrors, FormAlert, type FieldErrors } from './forms.tsx';
import { go } from './navigation.ts';
import NewPasswordForm from './NewPasswordForm.tsx';

export default function ForgotPasswordTokenPage() {
  const { t, path, pattern } = useApp();
  const token = routeParams(pattern, window.location.pathname).forgotPasswordEmailToken ?? '';
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const reset = async (password: string) => {
    setBusy(true);
    const res = await resetPasswordByEmail({ token, password });
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    setSessionUser(res.data.results.user);
    flashToast('success', 'toast.passwordReset');
    go(path('/users/account/'));
  };

  return (
    <div className="space-y-4">
      {errors.token ? (
        <>
          <FormAlert message={errors.token} />
          <p>
            <a href={path('/users/forgot-password/')} className="underline">
              {t('auth.forgot.again')}
            </a>
          </p>
        </>
      ) : (
        <NewPasswordForm
          t={t}
          errors={errors}
          busy={busy}
          submitLabel={t('auth.forgot.resetSubmit')}
          onErrors={setErrors}
          onValid={(p) => void reset(p)}
        />
      )}
    </div>
  );
}
