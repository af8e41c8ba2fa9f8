/**
 * The create-escort dialog of /manager/ (POST /manager/users/): labelled fields in a native modal
 * <dialog> (focus stays inside, Escape closes). "The username has already been taken." shows at
 * the username field (SPEC §8 isUsernameTaken); any other refusal is the generic error toast.
 */
import { useId, useRef } from 'react';
import type { RegionCode } from '../../../regions/schema.ts';
import { createManagedEscort } from '../../lib/api/client/manager.ts';
import type { ManagedEscort } from '../../lib/api/manager.ts';
import { formErrorKey } from '../../lib/api/form-errors.ts';
import { showError } from '../../stores/toasts.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import { secondaryButton } from '../ui/classes.ts';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  region: RegionCode;
  onCreated: (escort: ManagedEscort) => void;
  /** A 403: the manager is quarantined. */
  onQuarantined: () => void;
  onClose: () => void;
}

const EMPTY = { username: '', display_name: '', email: '', phone: '' };

/** The open dialog; closing it (button, Escape) calls onClose. */
export default function CreateEscortDialog({ region, onCreated, onQuarantined, onClose }: Props) {
  const t = useT('manager');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(dialog);
  const form = useApiForm({
    initial: EMPTY,
    validate: (v) => ({
      ...(v.username.trim() ? {} : { username: t('manager.create.required') }),
      ...(v.display_name.trim().length >= 2 ? {} : { display_name: t('manager.create.nameShort') }),
    }),
    submit: (v) =>
      createManagedEscort({
        username: v.username.trim(),
        display_name: v.display_name.trim(),
        region,
        email: v.email.trim() || null,
        phone: v.phone.trim() || null,
      }),
    onFailure: (failure): FormErrors | undefined => {
      if (failure.status === 403) {
        onQuarantined();
        return {};
      }
      // SPEC §8: only the username taken goes to its field; anything else is the generic toast.
      if (failure.status === 422 && failure.errors.username?.some((m) => formErrorKey(m) === 'isUsernameTaken'))
        return { username: t('validation.isUsernameTaken') };
      if (failure.status === 422) {
        showError();
        return {};
      }
      return undefined;
    },
    onSuccess: (data) => onCreated(data.results),
  });
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/80"
      onClose={onClose}
    >
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4 p-6 text-ink">
        <h2 id={titleId} className="text-xl font-bold">
          {t('manager.create.title')}
        </h2>
        <FormAlert message={form.errors._} />
        <TextField label={t('manager.create.username')} autoComplete="off" required {...form.text('username')} />
        <TextField label={t('manager.create.displayName')} autoComplete="off" required {...form.text('display_name')} />
        <TextField
          label={t('manager.create.email')}
          type="email"
          autoComplete="off"
          hint={t('manager.create.emailHint')}
          {...form.text('email')}
        />
        <TextField
          label={t('manager.create.phone')}
          type="tel"
          autoComplete="off"
          hint={t('manager.create.phoneHint')}
          {...form.text('phone')}
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton busy={form.submitting} className={`${secondaryButton} bg-brand-700 text-white hover:bg-brand-800 sm:flex-1`}>
            {t('manager.create.submit')}
          </SubmitButton>
          <button type="button" className={`${secondaryButton} sm:flex-1`} onClick={() => dialog.current?.close()}>
            {t('manager.create.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
