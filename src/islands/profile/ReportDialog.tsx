/** "Report this profile" (POST /users/profile/report): a reason, an optional message and e-mail. */
import { useId, useRef, useState } from 'react';
import { reportProfile } from '../../lib/api/client/profiles.ts';
import { REPORT_REASONS, type ReportReason } from '../../domain/reports.ts';
import { useApp } from '../app/context.ts';
import { FormAlert, SubmitButton, TextareaField, TextField } from '../ui/fields.tsx';
import { fieldOf, type FormErrors } from '../ui/form-state.ts';
import { showModalLocked } from '../ui/scroll-lock.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

/** No reason is preselected: a report is a deliberate choice (an underage report above all). */
const INITIAL: { reason: ReportReason | ''; message: string; email: string } = { reason: '', message: '', email: '' };

/** Trimmed, or undefined when empty (optional fields are left out). */
const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The button and its dialog. */
export default function ReportDialog({ profileId }: { profileId: number }) {
  const { locale, region } = useApp();
  const t = useT('profile');
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [sent, setSent] = useState(false);
  const form = useApiForm({
    initial: INITIAL,
    validate: (v): FormErrors => (v.reason === '' ? { reason: t('profile.report.reasonRequired') } : {}),
    submit: (v) =>
      reportProfile({ profileId, reason: v.reason as ReportReason, message: optional(v.message), email: optional(v.email) }, { locale }),
    // The dialog says in its own words what was wrong: an invalid e-mail at its field, anything else above the buttons.
    onFailure: (failure): FormErrors => {
      const fields = Object.keys(failure.errors).map(fieldOf);
      if (fields.length === 0) return { _: t('profile.report.error') };
      return fields.includes('email') ? { email: t('profile.report.invalid.email') } : {};
    },
    onSuccess: () => setSent(true),
  });

  return (
    <>
      <button
        type="button"
        className="text-sm text-ink-muted underline underline-offset-2 hover:text-brand-700"
        onClick={() => {
          // A report already sent starts a fresh one; an unsent one keeps what was typed.
          if (sent) form.reset();
          else form.setErrors({});
          setSent(false);
          showModalLocked(dialog.current);
        }}
      >
        {t('profile.report.open')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="m-auto w-full max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/70"
      >
        <div className="p-6">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {t('profile.report.title')}
          </h2>
          {sent ? (
            <p role="status" className="mt-4">
              {t('profile.report.sent')}
            </p>
          ) : (
            <form ref={form.formRef} className="mt-4 space-y-4" onSubmit={form.onSubmit} noValidate>
              <fieldset aria-describedby={form.errors.reason ? `${id}-reason-error` : undefined}>
                <legend className="mb-2 font-semibold">{t('profile.report.reason')}</legend>
                {REPORT_REASONS.map((r) => (
                  <label key={r} className="flex items-center gap-2 py-0.5">
                    <input
                      type="radio"
                      name="reason"
                      value={r}
                      checked={form.values.reason === r}
                      onChange={() => form.set('reason', r)}
                      aria-invalid={form.errors.reason ? true : undefined}
                      required
                    />
                    {t(`profile.report.reasons.${r}`)}
                  </label>
                ))}
                {form.errors.reason && (
                  <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-700">
                    {form.errors.reason}
                  </p>
                )}
              </fieldset>
              <TextareaField label={t('profile.report.message')} name="message" rows={3} maxLength={2000} {...form.text('message')} />
              <TextField label={t('profile.report.email')} name="email" type="email" autoComplete="email" {...form.text('email')} />
              <FormAlert message={form.errors._} />
              <p className="text-sm">
                <a href={region.legal.abuse} target="_blank" rel="noopener">
                  {t('profile.report.howWeHandle')}
                  <span className="sr-only"> ({t('nav.opensNewTab')})</span>
                </a>
              </p>
              <div className="flex justify-end gap-3">
                <button
                  type="button"
                  className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold"
                  onClick={() => dialog.current?.close()}
                >
                  {t('profile.report.cancel')}
                </button>
                <SubmitButton
                  busy={form.submitting}
                  className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                >
                  {t('profile.report.submit')}
                </SubmitButton>
              </div>
            </form>
          )}
          {sent && (
            <div className="mt-6 flex justify-end">
              <button
                type="button"
                className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
                onClick={() => dialog.current?.close()}
              >
                {t('profile.report.close')}
              </button>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
