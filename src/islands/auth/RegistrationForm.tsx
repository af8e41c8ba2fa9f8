/**
 * The registration form: e-mail or phone (and, for a phone, SMS or WhatsApp verification),
 * password, terms, 18+ confirmation and the proof-of-work captcha. The purchase-flow variants
 * (from-gallery, from-tip, from-punter-modal) register a punter and come back to the profile.
 */
import { useState, type SubmitEvent } from 'react';
import type { EmailVerificationResult, RegistrationVariant } from '../../lib/api/auth.ts';
import { register } from '../../lib/api/client/auth.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthError } from '../../lib/identity.ts';
import type { REGISTRATION_ROLES } from '../../lib/routing/app-routes.ts';
import { useApp } from '../app/context.ts';
import { useCaptcha } from './captcha.ts';
import CaptchaStatus from './CaptchaStatus.tsx';
import ContactFields, { useContact } from './ContactFields.tsx';
import EmailSent from './EmailSent.tsx';
import { CheckboxField, failureErrors, FormAlert, PasswordField, SubmitButton, type FieldErrors, useFocusFirstError } from './forms.tsx';
import { go, phoneVerificationPath } from './navigation.ts';

export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

interface Props {
  role: RegistrationRole;
  variant?: RegistrationVariant;
  redirectProfilePath?: string;
}

/** The form. */
export default function RegistrationForm({ role, variant = 'registration', redirectProfilePath }: Props) {
  const { t, path, region } = useApp();
  const captcha = useCaptcha();
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>('sms');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [adult, setAdult] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const contact = useContact(() => setErrors({}));
  const formRef = useFocusFirstError(errors);
  const [busy, setBusy] = useState(false);
  const [emailSent, setEmailSent] = useState<EmailVerificationResult>();

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const local: FieldErrors = contact.check(t);
    const lengthError = passwordLengthError(password);
    if (lengthError) local.password = t(lengthError);
    if (!terms) local.terms = t('validation.termsRequired');
    if (!adult) local.adult = t('validation.adultRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const payload = await captcha.take();
    if (!payload) {
      setBusy(false);
      return setErrors({ captcha: t('validation.captchaInvalid') });
    }
    const res = await register(
      {
        ...(contact.kind === 'email' ? { email: contact.email } : { phone: contact.phone, phoneChannel: channel }),
        password,
        role,
        terms: true,
        adult: true,
        captcha: payload,
        region: region.code,
        redirectProfilePath,
      },
      variant,
    );
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    const r = res.data.results;
    if ('verifyNumber' in r) return go(phoneVerificationPath(path, r));
    setEmailSent(r);
  };

  if (emailSent) return <EmailSent t={t} result={emailSent} reason="registration" />;
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormAlert message={errors._} />
      <ContactFields t={t} region={region.code} {...contact.fields} errors={errors} purpose="new" />
      {contact.kind === 'phone' && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('auth.registration.channel')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['sms', 'whatsapp'] as const).map((c) => (
              <label key={c} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="phone-channel"
                  value={c}
                  checked={channel === c}
                  onChange={() => setChannel(c)}
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
        value={password}
        hint={t('auth.password.rule')}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <CheckboxField label={t('auth.registration.terms')} checked={terms} error={errors.terms} onChange={setTerms} />
      <CheckboxField label={t('auth.registration.adult')} checked={adult} error={errors.adult} onChange={setAdult} />
      <CaptchaStatus t={t} status={captcha.status} error={errors.captcha} onRetry={captcha.retry} />
      <SubmitButton busy={busy}>{t('auth.registration.submit')}</SubmitButton>
    </form>
  );
}
