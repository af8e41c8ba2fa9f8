/**
 * /users/registration/verify-phone/{hash}: enter the six-digit SMS code; resend after a cooldown.
 * A right code verifies the number and signs in.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import type { PhoneData } from '../../lib/api/auth.ts';
import { getPhoneData, resendCode, verifyCode } from '../../lib/api/client/auth.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { setSessionUser } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { routeParams, useApp } from '../app/context.ts';
import { failureErrors, FormAlert, secondaryButton, SubmitButton, TextField, type FieldErrors, useFocusFirstError } from './forms.tsx';
import { go } from './navigation.ts';
import { useCooldown } from './useCooldown.ts';

export default function VerifyPhonePage() {
  const { t, path, pattern } = useApp();
  const hash = routeParams(pattern, window.location.pathname).hashRegistration ?? '';
  const [data, setData] = useState<PhoneData | null>();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstError(errors);
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { left, restart } = useCooldown(0);

  useEffect(() => {
    void getPhoneData(hash).then((res) => {
      setData(res.data?.results ?? null);
      if (res.data) restart(res.data.results.resendIn);
    });
  }, [hash, restart]);

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setErrors({ code: t('validation.codeInvalid') });
    setBusy(true);
    const res = await verifyCode(hash, digits);
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    setSessionUser(res.data.results.user);
    flashToast('success', 'toast.phoneVerified');
    go(safeRedirect(res.data.results.redirect, path('/users/registration/confirmation/')));
  };

  const resend = async () => {
    setBusy(true);
    const res = await resendCode(hash);
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    restart(res.data.results.resendIn);
    setErrors({});
    setNotice(t('auth.verifyPhone.resent'));
  };

  if (data === undefined) return <p role="status">{t('app.noindex.loading')}</p>;
  if (data === null) return <Expired />;
  return (
    <div className="max-w-md space-y-5">
      <p>{t('auth.verifyPhone.text', { phone: data.userPhoneNumber })}</p>
      <FormAlert tone="info" message={notice} />
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormAlert message={errors._} />
        <TextField
          label={t('auth.field.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          required
          value={code}
          error={errors.code}
          onChange={(e) => setCode(e.target.value)}
        />
        <SubmitButton busy={busy}>{t('auth.verifyPhone.submit')}</SubmitButton>
      </form>
      <button type="button" className={secondaryButton} disabled={busy || left > 0} onClick={() => void resend()}>
        {left > 0 ? t('auth.resend.wait', { seconds: left }) : t('auth.verifyPhone.resend')}
      </button>
    </div>
  );
}

/** The page of a verification that no longer exists. */
export function Expired() {
  const { t, path } = useApp();
  return (
    <div className="space-y-3">
      <p role="alert">{t('validation.linkInvalid')}</p>
      <p>
        <a href={path('/users/login/')} className="underline">
          {t('auth.verifyPhone.loginAgain')}
        </a>
      </p>
    </div>
  );
}
