/**
 * The registration form: e-mail or phone (and, for a phone, SMS or WhatsApp verification),
 * password, terms, 18+ confirmation and the proof-of-work captcha. The purchase-flow variants
 * (from-gallery, from-tip, from-punter-modal) register a punter and come back to the profile.
 */
import { useState } from 'react';
import type { EmailVerificationResult, RegistrationVariant } from '../../lib/api/auth.ts';
import { register } from '../../lib/api/client/auth.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthError } from '../../lib/identity.ts';
import type { REGISTRATION_ROLES } from '../../domain/roles.ts';
import { useApp } from '../app/context.ts';
import { CheckboxField, FormAlert, PasswordField, SubmitButton } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { useCaptcha } from './captcha.ts';
import CaptchaStatus from './CaptchaStatus.tsx';
import ContactFields, { checkContact, NO_CONTACT, type ContactValues } from './ContactFields.tsx';
import EmailSent from './EmailSent.tsx';
import { go, phoneVerificationPath } from './navigation.ts';

export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

interface Props {
  role: RegistrationRole;
  variant?: RegistrationVariant;
  redirectProfilePath?: string;
}

interface Values extends ContactValues {
  /** How a phone is verified. */
  channel: 'sms' | 'whatsapp';
  password: string;
  terms: boolean;
  adult: boolean;
}

const INITIAL: Values = { ...NO_CONTACT, channel: 'sms', password: '', terms: false, adult: false };

/** The form. */
export default function RegistrationForm({ role, variant = 'registration', redirectProfilePath }: Props) {
  const { href, region } = useApp();
  const t = useT('auth');
  const captcha = useCaptcha();
  const [emailSent, setEmailSent] = useState<EmailVerificationResult>();
  const form = useApiForm({
    initial: INITIAL,
    validate: (v) => {
      const local: FormErrors = checkContact(v, t);
      const lengthError = passwordLengthError(v.password);
      if (lengthError) local.password = t(lengthError);
      if (!v.terms) local.terms = t('validation.termsRequired');
      if (!v.adult) local.adult = t('validation.adultRequired');
      return local;
    },
    submit: async (v) => {
      const payload = await captcha.take();
      if (!payload) return { local: { captcha: t('validation.captchaInvalid') } };
      return register(
        {
          ...(v.kind === 'email' ? { email: v.email } : { phone: v.phone, phoneChannel: v.channel }),
          password: v.password,
          role,
          terms: true,
          adult: true,
          captcha: payload,
          region: region.code,
          redirectProfilePath,
        },
        variant,
      );
    },
    onSuccess: ({ results: r }) => {
      if ('verifyNumber' in r) return go(phoneVerificationPath(href, r));
      setEmailSent(r);
    },
  });

  if (emailSent) return <EmailSent result={emailSent} reason="registration" />;
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
      <FormAlert message={form.errors._} />
      <ContactFields t={t} region={region.code} form={form} purpose="new" />
      {form.values.kind === 'phone' && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('auth.registration.channel')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['sms', 'whatsapp'] as const).map((c) => (
              <label key={c} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="phone-channel"
                  value={c}
                  checked={form.values.channel === c}
                  onChange={() => form.set('channel', c)}
                  className="h-4 w-4 accent-brand-700"
                />
                {t(`auth.registration.channel.${c}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <PasswordField
        t={t}
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        hint={t('auth.password.rule')}
        {...form.text('password')}
      />
      <CheckboxField
        label={t('auth.registration.terms')}
        hint={
          <>
            <a href={region.legal.terms} target="_blank" rel="noopener">
              {t('auth.registration.termsLink')}
              <span className="sr-only"> ({t('nav.opensNewTab')})</span>
            </a>
            {' · '}
            <a href={region.legal.privacy} target="_blank" rel="noopener">
              {t('auth.registration.privacyLink')}
              <span className="sr-only"> ({t('nav.opensNewTab')})</span>
            </a>
          </>
        }
        {...form.checkbox('terms')}
      />
      <CheckboxField label={t('auth.registration.adult')} {...form.checkbox('adult')} />
      <CaptchaStatus t={t} status={captcha.status} error={form.errors.captcha} onRetry={captcha.retry} />
      <SubmitButton busy={form.submitting}>{t('auth.registration.submit')}</SubmitButton>
    </form>
  );
}
