/**
 * /users/forgot-password: ask for a reset by e-mail (a link) or phone (an SMS code). The answer
 * is the same whether or not the address is registered.
 */
import { useState } from 'react';
import { forgotPassword } from '../../lib/api/client/auth.ts';
import { useApp } from '../app/context.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { useCaptcha } from './captcha.ts';
import CaptchaStatus from './CaptchaStatus.tsx';
import ContactFields, { checkContact, contactValue, NO_CONTACT } from './ContactFields.tsx';
import { go } from './navigation.ts';

export default function ForgotPasswordPage() {
  const { href, region } = useApp();
  const t = useT('auth');
  const captcha = useCaptcha();
  const [sentTo, setSentTo] = useState<string>();
  const form = useApiForm({
    initial: NO_CONTACT,
    validate: (v) => checkContact(v, t),
    submit: async (v) => {
      const payload = await captcha.take();
      if (!payload) return { local: { captcha: t('validation.captchaInvalid') } };
      return forgotPassword({ ...contactValue(v), captcha: payload, region: region.code });
    },
    onSuccess: ({ results: r }, { values }) => {
      if (r.channel === 'sms' && r.hash) return go(`${href('forgotPasswordVerify')}?hash=${encodeURIComponent(r.hash)}`);
      setSentTo(values.email);
    },
  });

  if (sentTo) {
    return (
      <div className="space-y-3" role="status">
        <p className="text-lg font-semibold">{t('auth.forgot.sentTitle')}</p>
        <p>{t('auth.forgot.sentText', { email: sentTo })}</p>
        <p>
          <a href={href('login')} className="underline">
            {t('auth.forgot.backToLogin')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
      <p>{t('auth.forgot.text')}</p>
      <FormAlert message={form.errors._} />
      <ContactFields t={t} region={region.code} form={form} purpose="login" />
      <CaptchaStatus t={t} status={captcha.status} error={form.errors.captcha} onRetry={captcha.retry} />
      <SubmitButton busy={form.submitting}>{t('auth.forgot.submit')}</SubmitButton>
      <p className="text-center text-sm">
        <a href={href('login')} className="underline">
          {t('auth.forgot.backToLogin')}
        </a>
      </p>
    </form>
  );
}
