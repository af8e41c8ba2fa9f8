/** /users/forgot-password/{token}: the e-mailed link; choose a new password, then signed in. */
import { resetPasswordByEmail } from '../../lib/api/client/auth.ts';
import { setSessionUser } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { routeParams, useApp } from '../app/context.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { go } from './navigation.ts';
import NewPasswordForm, { checkNewPassword, NO_NEW_PASSWORD } from './NewPasswordForm.tsx';

export default function ForgotPasswordTokenPage() {
  const { href, pattern } = useApp();
  const t = useT('auth');
  const token = routeParams(pattern, window.location.pathname).forgotPasswordEmailToken ?? '';
  const form = useApiForm({
    initial: NO_NEW_PASSWORD,
    validate: (v) => checkNewPassword(v, t),
    submit: (v) => resetPasswordByEmail({ token, password: v.password }),
    onSuccess: ({ results }) => {
      setSessionUser(results.user);
      flashToast('success', 'toast.passwordReset');
      go(href('account'));
    },
  });

  return (
    <div className="space-y-4">
      {form.errors.token ? (
        <>
          <FormAlert message={form.errors.token} />
          <p>
            <a href={href('forgotPassword')} className="underline">
              {t('auth.forgot.again')}
            </a>
          </p>
        </>
      ) : (
        <NewPasswordForm t={t} form={form} submitLabel={t('auth.forgot.resetSubmit')} />
      )}
    </div>
  );
}
