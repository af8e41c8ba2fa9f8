/**
 * /users/registration/verify-phone/{hash}: enter the six-digit SMS code; resend after a cooldown.
 * A right code verifies the number and signs in.
 */
import { useEffect, useState } from 'react';
import type { PhoneData } from '../../lib/api/auth.ts';
import { getPhoneData, resendCode, verifyCode } from '../../lib/api/client/auth.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { takeGalleryReturn } from '../galleries/storage.ts';
import { setSessionUser } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { routeParams, useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { go } from './navigation.ts';
import { useCooldown } from './useCooldown.ts';

/** The code as typed, without spaces. */
const digits = (code: string) => code.replace(/\s/g, '');

export default function VerifyPhonePage() {
  const { href, pattern } = useApp();
  const t = useT('auth');
  const hash = routeParams(pattern, window.location.pathname).hashRegistration ?? '';
  const [data, setData] = useState<PhoneData | null>();
  const [notice, setNotice] = useState<string>();
  const [resending, setResending] = useState(false);
  const { left, restart } = useCooldown(0);
  const form = useApiForm({
    initial: { code: '' },
    validate: (v): FormErrors => (/^\d{6}$/.test(digits(v.code)) ? {} : { code: t('validation.codeInvalid') }),
    submit: (v) => verifyCode(hash, digits(v.code)),
    onSuccess: ({ results }) => {
      setSessionUser(results.user);
      flashToast('success', 'toast.phoneVerified');
      go(safeRedirect(results.redirect, takeGalleryReturn() ?? href('registrationConfirmation')));
    },
  });
  const busy = resending || form.submitting;

  useEffect(() => {
    void getPhoneData(hash).then((res) => {
      setData(res.data?.results ?? null);
      if (res.data) restart(res.data.results.resendIn);
    });
  }, [hash, restart]);

  const resend = async () => {
    setResending(true);
    const res = await resendCode(hash);
    setResending(false);
    if (!res.data) return form.setErrors(failureErrors(t, res));
    restart(res.data.results.resendIn);
    form.setErrors({});
    setNotice(t('auth.verifyPhone.resent'));
  };

  if (data === undefined) return <p role="status">{t('app.noindex.loading')}</p>;
  if (data === null) return <Expired />;
  return (
    <div className="max-w-md space-y-5">
      <p>{t('auth.verifyPhone.text', { phone: data.userPhoneNumber })}</p>
      <FormAlert tone="info" message={notice} />
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
        <FormAlert message={form.errors._} />
        <TextField
          label={t('auth.field.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          required
          {...form.text('code')}
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
  const { href } = useApp();
  const t = useT('auth');
  return (
    <div className="space-y-3">
      <p role="alert">{t('validation.linkInvalid')}</p>
      <p>
        <a href={href('login')} className="underline">
          {t('auth.verifyPhone.loginAgain')}
        </a>
      </p>
    </div>
  );
}
