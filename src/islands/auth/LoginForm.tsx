/**
 * The login form (page and modal): e-mail or phone and password; every SPEC §4 result handled:
 * signed in (go to the same-site redirect, else the account page, or hand back to the modal),
 * phone verification (SMS or WhatsApp page), e-mail verification (link sent, resend here).
 */
import { useState, type SubmitEvent } from 'react';
import type { EmailVerificationResult, SessionResult } from '../../lib/api/auth.ts';
import { login } from '../../lib/api/client/auth.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { setSessionUser } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import ContactFields, { useContact } from './ContactFields.tsx';
import EmailSent from './EmailSent.tsx';
import { failureErrors, FormAlert, PasswordField, SubmitButton, type FieldErrors, useFocusFirstError } from './forms.tsx';
import { go, phoneVerificationPath } from './navigation.ts';

interface Props {
  redirectUrl?: string;
  redirectProfilePath?: string;
  variant?: '' | 'from-gallery' | 'as-punter';
  /** Modal use: called instead of navigating when signed in without a redirect. */
  onSignedIn?: (result: SessionResult) => void;
}

/** The login form. */
export default function LoginForm({ redirectUrl, redirectProfilePath, variant = '', onSignedIn }: Props) {
  const { t, path, region } = useApp();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const contact = useContact(() => setErrors({}));
  const formRef = useFocusFirstError(errors);
  const [busy, setBusy] = useState(false);
  const [emailSent, setEmailSent] = useState<EmailVerificationResult>();

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const local: FieldErrors = contact.check(t);
    if (!password) local.password = t('validation.passwordRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const res = await login({ ...contact.value(), password, redirectUrl, redirectProfilePath }, variant);
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    const r = res.data.results;
    if ('token' in r) {
      setSessionUser(r.user);
      if (onSignedIn && !r.redirect) return onSignedIn(r);
      return go(safeRedirect(r.redirect, path('/users/account/')));
    }
    if ('verifyNumber' in r) return go(phoneVerificationPath(path, r));
    setEmailSent(r);
  };

  if (emailSent) return <EmailSent t={t} result={emailSent} reason="login" />;
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormAlert message={errors._} />
      <ContactFields t={t} region={region.code} {...contact.fields} errors={errors} purpose="login" />
      <PasswordField
        t={t}
        label={t('auth.field.password')}
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="text-right text-sm">
        <a href={path('/users/forgot-password/')} className="underline">
          {t('auth.login.forgot')}
        </a>
      </p>
      <SubmitButton busy={busy}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
