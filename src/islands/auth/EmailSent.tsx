/**
 * "Check your inbox": the verification link went to the address; the user may resend it (after a
 * cooldown) or correct a mistyped address (PUT /user/email/).
 */
import { useState } from 'react';
import type { EmailVerificationResult } from '../../lib/api/auth.ts';
import { changeRegistrationEmail, resendVerificationEmail } from '../../lib/api/client/auth.ts';
import { isEmail } from '../../lib/identity.ts';
import { secondaryButton } from '../ui/classes.ts';
import { failureErrors } from '../ui/failure.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { useCooldown } from './useCooldown.ts';

interface Props {
  result: EmailVerificationResult;
  reason: 'login' | 'registration';
}

export default function EmailSent({ result, reason }: Props) {
  const t = useT('auth');
  const [current, setCurrent] = useState(result);
  const { left, restart } = useCooldown(60);
  const [notice, setNotice] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [resending, setResending] = useState(false);
  const form = useApiForm({
    initial: { email: result.userEmail },
    validate: (v): FormErrors => (isEmail(v.email) ? {} : { email: t('validation.isEmailInvalid') }),
    submit: (v) => changeRegistrationEmail(current.userHash, v.email),
    onSuccess: ({ results }) => {
      setCurrent(results);
      setEditing(false);
      restart(60);
      setNotice(t('auth.emailSent.resent', { email: results.userEmail }));
    },
  });
  const busy = resending || form.submitting;

  const resend = async () => {
    setResending(true);
    const res = await resendVerificationEmail(current.userHash);
    setResending(false);
    if (res.data) {
      restart(res.data.results.resendIn);
      form.setErrors({});
      setNotice(t('auth.emailSent.resent', { email: current.userEmail }));
    } else form.setErrors(failureErrors(t, res));
  };

  return (
    <section aria-labelledby="email-sent-title" className="space-y-4">
      <h2 id="email-sent-title" className="text-xl font-bold">
        {t('auth.emailSent.title')}
      </h2>
      <p>{t(reason === 'login' ? 'auth.emailSent.loginText' : 'auth.emailSent.text', { email: current.userEmail })}</p>
      <FormAlert tone="info" message={notice} />
      <FormAlert message={form.errors._} />
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
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-3">
          <TextField label={t('auth.field.email')} type="email" autoComplete="email" {...form.text('email')} />
          <SubmitButton busy={busy}>{t('auth.emailSent.changeSubmit')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
