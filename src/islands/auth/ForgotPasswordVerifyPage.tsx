/** /users/forgot-password/verify/?hash=…: the SMS code and a new password; signs in. */
import { resetPasswordBySms } from '../../lib/api/client/auth.ts';
import { setSessionUser } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { TextField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { go, queryParam } from './navigation.ts';
import NewPasswordForm, { checkNewPassword, NO_NEW_PASSWORD } from './NewPasswordForm.tsx';

/** The code as typed, without spaces. */
const digits = (code: string) => code.replace(/\s/g, '');

export default function ForgotPasswordVerifyPage() {
  const { href } = useApp();
  const t = useT('auth');
  const hash = queryParam('hash') ?? '';
  const form = useApiForm({
    initial: { code: '', ...NO_NEW_PASSWORD },
    validate: (v) => {
      const password = checkNewPassword(v, t);
      if (Object.keys(password).length) return password;
      return /^\d{6}$/.test(digits(v.code)) ? {} : { code: t('validation.codeInvalid') };
    },
    submit: (v) => resetPasswordBySms({ hash, code: digits(v.code), password: v.password }),
    onSuccess: ({ results }) => {
      setSessionUser(results.user);
      flashToast('success', 'toast.passwordReset');
      go(href('account'));
    },
  });

  return (
    <div className="space-y-4">
      <p>{t('auth.forgot.smsText')}</p>
      <NewPasswordForm t={t} form={form} submitLabel={t('auth.forgot.resetSubmit')}>
        <TextField
          label={t('auth.field.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          {...form.text('code')}
        />
      </NewPasswordForm>
      <p className="text-sm">
        <a href={href('forgotPassword')} className="underline">
          {t('auth.forgot.again')}
        </a>
      </p>
    </div>
  );
}
