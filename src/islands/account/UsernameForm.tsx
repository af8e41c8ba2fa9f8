/** The public username (shown with reviews): PATCH /users/me; a taken name is SPEC §5 isUsernameTaken. */
import { useStore } from '../ui/useStore.ts';
import { updateAccount } from '../../lib/api/client/users.ts';
import { USERNAME_PATTERN } from '../../lib/identity.ts';
import { $user, setSessionUser } from '../../stores/session.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

export default function UsernameForm() {
  const t = useT('account');
  const user = useStore($user);
  const form = useApiForm({
    initial: { username: user?.username ?? '' },
    validate: (v): FormErrors => (USERNAME_PATTERN.test(v.username.trim()) ? {} : { username: t('validation.usernameFormat') }),
    submit: (v) => updateAccount({ username: v.username.trim() }),
    onSuccess: ({ results }) => {
      setSessionUser(results);
      showSuccess('toast.saved');
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="mt-3 space-y-3">
      <FormAlert message={form.errors._} />
      <TextField label={t('account.username.label')} autoComplete="nickname" hint={t('account.username.hint')} {...form.text('username')} />
      <SubmitButton busy={form.submitting}>{t('account.username.save')}</SubmitButton>
    </form>
  );
}
