/** /users/profile/password: change the password (PUT /users/password/); other sessions end. */
import { changePassword } from '../../lib/api/client/users.ts';
import { setSessionUser } from '../../stores/session.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { checkNewPassword } from '../auth/NewPasswordForm.tsx';
import { PasswordField, FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

export default function PasswordPage() {
  const t = useT('account', 'auth');
  const form = useApiForm({
    initial: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: (v) => ({
      ...(v.currentPassword ? {} : { currentPassword: t('validation.passwordRequired') }),
      ...checkNewPassword(v, t),
    }),
    submit: (v) => changePassword(v),
    onFailure: (failure) => (failure.status === 403 ? { _: t('validation.forbidden') } : undefined),
    onSuccess: ({ results }, { reset }) => {
      setSessionUser(results.user);
      reset();
      showSuccess('toast.passwordChanged');
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="max-w-md space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <FormAlert message={form.errors._} />
      <PasswordField t={t} label={t('auth.field.currentPassword')} autoComplete="current-password" {...form.text('currentPassword')} />
      <PasswordField
        t={t}
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        hint={t('auth.password.rule')}
        {...form.text('password')}
      />
      <PasswordField
        t={t}
        label={t('auth.field.passwordConfirmation')}
        autoComplete="new-password"
        {...form.text('passwordConfirmation')}
      />
      <SubmitButton busy={form.submitting}>{t('account.password.submit')}</SubmitButton>
    </form>
  );
}
