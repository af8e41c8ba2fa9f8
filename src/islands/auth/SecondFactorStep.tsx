/**
 * The second step of an admin or support sign-in: enter the authenticator (or a recovery) code, or,
 * the first time, set up the authenticator (QR code, setup link and key), confirm it with a code
 * and keep the ten recovery codes shown once. Until this step is done the session has no admin rights.
 */
import { useEffect, useRef, useState } from 'react';
import type { Enrolment, EnrolmentConfirmed, SessionResult } from '../../lib/api/auth.ts';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from '../../lib/api/client/auth.ts';
import type { ApiResult } from '../../lib/api/http.ts';
import { primaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import QrCode from './QrCode.tsx';

/** An authenticator code (six digits) or a recovery code, as typed. */
const CODE = /^(?:\d{6}|[a-z2-7]{10})$/;

interface Props {
  mode: 'verify' | 'enrol';
  /** Called with the confirmed session. */
  onDone: (session: SessionResult) => void;
}

export default function SecondFactorStep({ mode, onDone }: Props) {
  const t = useT('auth');
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [recovery, setRecovery] = useState<{ codes: string[]; session: SessionResult }>();
  const [loadError, setLoadError] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (mode !== 'enrol' || started.current) return;
    started.current = true;
    void startEnrolment().then((res) => (res.data ? setEnrolment(res.data.results) : setLoadError(res.message)));
  }, [mode]);

  const form = useApiForm({
    initial: { code: '' },
    validate: (v): FormErrors => (CODE.test(v.code.replace(/[\s-]/g, '').toLowerCase()) ? {} : { code: t('validation.mfaInvalid') }),
    submit: (v): Promise<ApiResult<{ results: SessionResult | EnrolmentConfirmed }>> =>
      mode === 'verify' ? verifySecondFactor(v.code) : confirmEnrolment(v.code),
    onSuccess: ({ results }) => {
      if ('recoveryCodes' in results) setRecovery({ codes: results.recoveryCodes, session: results.session });
      else onDone(results);
    },
  });

  if (recovery)
    return (
      <section className="space-y-4" aria-labelledby="mfa-recovery">
        <h2 id="mfa-recovery" className="text-lg font-bold">
          {t('auth.mfa.recoveryTitle')}
        </h2>
        <p>{t('auth.mfa.recoveryIntro')}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
          {recovery.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" className={primaryButton} onClick={() => onDone(recovery.session)}>
          {t('auth.mfa.continue')}
        </button>
      </section>
    );

  const enrol = mode === 'enrol';
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4" aria-labelledby="mfa-title">
      <h2 id="mfa-title" className="text-lg font-bold">
        {enrol ? t('auth.mfa.enrolTitle') : t('auth.mfa.verifyTitle')}
      </h2>
      <p>{enrol ? t('auth.mfa.enrolIntro') : t('auth.mfa.verifyIntro')}</p>
      <FormAlert message={form.errors._ ?? loadError} />
      {enrol && !enrolment && !loadError && <p role="status">{t('auth.mfa.loading')}</p>}
      {enrolment && (
        <div className="space-y-2">
          <QrCode rows={enrolment.qr} label={t('auth.mfa.qr')} />
          <p className="text-sm">
            {t('auth.mfa.secret')}:{' '}
            <code className="break-all font-mono" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <p className="text-sm">
            {t('auth.mfa.uri')}: <code className="break-all font-mono">{enrolment.uri}</code>
          </p>
        </div>
      )}
      <TextField
        label={t('auth.mfa.code')}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        required
        {...form.text('code')}
      />
      <SubmitButton busy={form.submitting}>{enrol ? t('auth.mfa.confirm') : t('auth.mfa.verify')}</SubmitButton>
    </form>
  );
}
