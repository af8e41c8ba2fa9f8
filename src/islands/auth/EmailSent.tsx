/**
 * "Check your inbox": the verification link went to the address; the user may resend it (after a
 * cooldown) or correct a mistyped address (PUT /user/email/).
 */
import { useState, type SubmitEvent } from 'react';
import type { EmailVerificationResult } from '../../lib/api/auth.ts';
import { changeRegistrationEmail, resendVerificationEmail } from '../../lib/api/client/auth.ts';
import { isEmail } from '../../lib/identity.ts';
import { failureErrors, FormAlert, secondaryButton, SubmitButton, TextField, type FieldErrors, type Translate } from './forms.tsx';
import { useCooldown } from './useCooldown.ts';

interface Props {
  t: Translate;
  result: EmailVerificationResult;
  reason: 'login' | 'registration';
}

export default function EmailSent({ t, result, reason }: Props) {
  const [current, setCurrent] = useState(result);
  const { left, restart } = useCooldown(60);
  const [notice, setNotice] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(result.userEmail);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    const res = await resendVerificationEmail(current.userHash);
    setBusy(false);
    if (res.data) {
      restart(res.data.results.resendIn);
      setErrors({});
      setNotice(t('auth.emailSent.resent', { email: current.userEmail }));
    } else setErrors(failureErrors(t, res));
  };

  const change = async (e: SubmitEvent) => {
    e.preventDefault();
    if (!isEmail(email)) return setErrors({ email: t('validation.isEmailInvalid') });
    setBusy(true);
    const res = await changeRegistrationEmail(current.userHash, email);
    setBusy(false);
    if (!res.data) return setErrors(failureErrors(t, res));
    setCurrent(res.data.results);
    setEditing(false);
    setErrors({});
    restart(60);
    setNotice(t('auth.emailSent.resent', { email: res.data.results.userEmail }));
  };

  return (
    <section aria-labelledby="email-sent-title" className="space-y-4">
      <h2 id="email-sent-title" className="text-xl font-bold">
        {t('auth.emailSent.title')}
      </h2>
      <p>{t(reason === 'login' ? 'auth.emailSent.loginText' : 'auth.emailSent.text', { email: current.userEmail })}</p>
      <FormAlert tone="info" message={notice} />
      <FormAlert message={errors._} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={busy || left > 0} onClick={() => void resend()}>
          {left > 0 ? t('auth.resend.wait', { seconds: left }) : t('auth.emailSent.resend')}
        </button>
        {!editing && (
          <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
            {t('auth.emailSent.change')}
          </button>
        )}
      </div>
      {editing && (
        <form noValidate onSubmit={(e) => void change(e)} className="space-y-3">
          <TextField
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton busy={busy}>{t('auth.emailSent.changeSubmit')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
