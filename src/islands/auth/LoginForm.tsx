/**
 * The login form (page and modal): e-mail or phone and password; every SPEC §4 result handled:
 * signed in (go to the same-site redirect, else the account page, or hand back to the modal),
 * phone verification (SMS or WhatsApp page), e-mail verification (link sent, resend here). Admin
 * and support accounts then take the second step (authenticator code, or setting it up). When the
 * server asks for the proof-of-work captcha (the account had too many failed sign-ins), the form
 * solves one and sends a fresh solution with every further attempt.
 */
import { useState } from 'react';
import type { EmailVerificationResult, SessionResult } from '../../lib/api/auth.ts';
import { login } from '../../lib/api/client/auth.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { takeGalleryReturn } from '../galleries/storage.ts';
import { setSessionUser } from '../../stores/session.ts';
import { countLogin } from '../../lib/shell/login-counter.ts';
import { useApp } from '../app/context.ts';
import { FormAlert, PasswordField, SubmitButton } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import ContactFields, { checkContact, contactValue, NO_CONTACT } from './ContactFields.tsx';
import EmailSent from './EmailSent.tsx';
import SecondFactorStep from './SecondFactorStep.tsx';
import { useCaptcha } from './captcha.ts';
import CaptchaStatus from './CaptchaStatus.tsx';
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
  const { href, region } = useApp();
  const t = useT('auth');
  const [emailSent, setEmailSent] = useState<EmailVerificationResult>();
  const [second, setSecond] = useState<{ mode: 'verify' | 'enrol'; redirect: string | null }>();
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptcha(captchaNeeded);
  const signedIn = (r: SessionResult) => {
    setSessionUser(r.user);
    countLogin();
    if (onSignedIn && !r.redirect) return onSignedIn(r);
    // Sent nowhere in particular: back to a gallery purchase started before, else the account.
    return go(safeRedirect(r.redirect, takeGalleryReturn() ?? href('account')));
  };
  const form = useApiForm({
    initial: { ...NO_CONTACT, password: '' },
    validate: (v) => ({ ...checkContact(v, t), ...(v.password ? {} : { password: t('validation.passwordRequired') }) }),
    submit: async (v) => {
      const body = { ...contactValue(v), password: v.password, redirectUrl, redirectProfilePath };
      if (!captchaNeeded) return login(body, variant);
      const payload = await captcha.take();
      if (!payload) return { local: { captcha: t('validation.captchaInvalid') } };
      return login({ ...body, captcha: payload }, variant);
    },
    // The server asks for the captcha at the `captcha` field: solve one from now on.
    onFailure: (failure) => {
      if (failure.errors.captcha) setCaptchaNeeded(true);
      return undefined;
    },
    onSuccess: ({ results: r }) => {
      if ('token' in r) {
        if (!r.secondFactor) return signedIn(r);
        setSessionUser(r.user);
        return setSecond({ mode: r.secondFactor, redirect: r.redirect });
      }
      if ('verifyNumber' in r) return go(phoneVerificationPath(href, r));
      setEmailSent(r);
    },
  });

  if (emailSent) return <EmailSent result={emailSent} reason="login" />;
  if (second) return <SecondFactorStep mode={second.mode} onDone={(session) => signedIn({ ...session, redirect: second.redirect })} />;
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
      <FormAlert message={form.errors._} />
      <ContactFields t={t} region={region.code} form={form} purpose="login" />
      <PasswordField t={t} label={t('auth.field.password')} autoComplete="current-password" required {...form.text('password')} />
      {captchaNeeded && <CaptchaStatus t={t} status={captcha.status} error={form.errors.captcha} onRetry={captcha.retry} />}
      <p className="text-right text-sm">
        <a href={href('forgotPassword')} className="underline">
          {t('auth.login.forgot')}
        </a>
      </p>
      <SubmitButton busy={form.submitting}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
