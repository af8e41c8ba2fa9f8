/**
 * An admin signs in as a user: by user id or e-mail, the server issues a single-use path secret and
 * the browser opens /users/impersonate/{secret}/{userId}/.
 */
import { createImpersonationTicket } from '../../lib/api/client/auth.ts';
import { isEmail } from '../../lib/identity.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

/** The request body for what the admin typed: a user id or an e-mail address. */
function target(value: string): { userId: number } | { email: string } | undefined {
  const v = value.trim();
  return /^\d+$/.test(v) ? { userId: Number(v) } : isEmail(v) ? { email: v } : undefined;
}

export default function ImpersonateForm() {
  const { href } = useApp();
  const t = useT('account');
  const form = useApiForm({
    initial: { userId: '' },
    validate: (v): FormErrors => (target(v.userId) ? {} : { userId: t('account.impersonate.invalid') }),
    submit: (v) => createImpersonationTicket(target(v.userId)!),
    onFailure: (failure) => (failure.status === 404 ? { userId: t('account.impersonate.notFound') } : undefined),
    onSuccess: ({ results: { secret, userId } }) => go(href('impersonate', { secret, userId })),
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="mt-3 space-y-3">
      <FormAlert message={form.errors._} />
      <TextField label={t('account.impersonate.label')} hint={t('account.impersonate.hint')} {...form.text('userId')} />
      <SubmitButton busy={form.submitting}>{t('account.impersonate.submit')}</SubmitButton>
    </form>
  );
}
