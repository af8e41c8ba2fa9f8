/**
 * /users/forgot-password: ask for a reset by e-mail (a link) or phone (an SMS code). The answer
 * is the same whether or not the address is registered.
 */
import { useState, type SubmitEvent } from 'react';
import { forgotPassword } from '../../lib/api/client/auth.ts';
import { useApp } from '../app/context.ts';
import { useCaptcha } from './captcha.ts';
import CaptchaStatus from './CaptchaStatus.tsx';
import ContactFields, { useContact } from './ContactFields.tsx';
import { failureErrors, FormAlert, SubmitButton, type FieldErrors, useFocusFirstError } from './forms.tsx';
import { go } from './navigation.ts';

export default function ForgotPasswordPage() {
  const { t, path, region } = useApp();
  const captcha = useCaptcha();
  const [errors, setErrors] = useState<FieldErrors>({});
  const contact = useContact(() => setErrors({}));
  const formRef = useFocusFirstError(errors);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const local: FieldErrors = contact.check(t);
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const payload = await captcha.take();
    if (!payload) {
      setBusy(false);
      return setErrors({ captcha: t('validation.captchaInvalid') });
    }
    const res = await forgotPassword({ ...contact.value(), captcha: payload, region: region.code });
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    const r = res.data.results;
    if (r.channel === 'sms' && r.hash) return go(`${path('/users/forgot-password/verify/')}?hash=${encodeURIComponent(r.hash)}`);
    setSentTo(contact.email);
  };

  if (sentTo) {
    return (
      <div className="space-y-3" role="status">
        <p className="text-lg font-semibold">{t('auth.forgot.sentTitle')}</p>
        <p>{t('auth.forgot.sentText', { email: sentTo })}</p>
        <p>
          <a href={path('/users/login/')} className="underline">
            {t('auth.forgot.backToLogin')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <p>{t('auth.forgot.text')}</p>
      <FormAlert message={errors._} />
      <ContactFields t={t} region={region.code} {...contact.fields} errors={errors} purpose="login" />
      <CaptchaStatus t={t} status={captcha.status} error={errors.captcha} onRetry={captcha.retry} />
      <SubmitButton busy={busy}>{t('auth.forgot.submit')}</SubmitButton>
      <p className="text-center text-sm">
        <a href={path('/users/login/')} className="underline">
          {t('auth.forgot.backToLogin')}
        </a>
      </p>
    </form>
  );
}
