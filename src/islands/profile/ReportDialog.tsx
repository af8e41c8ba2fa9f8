/** "Report this profile" (POST /users/profile/report): a reason, an optional message and e-mail. */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { reportProfile } from '../../lib/api/client/profiles.ts';
import { REPORT_REASONS } from '../../lib/api/report-reasons.ts';
import { useApp } from '../app/context.ts';

/** The button and its dialog. */
export default function ReportDialog({ profileId }: { profileId: number }) {
  const { t, locale } = useApp();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failed, setFailed] = useState(false);

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => {
      const v = form.get(name);
      return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
    };
    setState('sending');
    setFailed(false);
    const res = await reportProfile(
      {
        profileId,
        reason: (text('reason') ?? REPORT_REASONS[0]) as (typeof REPORT_REASONS)[number],
        message: text('message'),
        email: text('email'),
      },
      { locale },
    );
    if (res.data) {
      setState('sent');
      return;
    }
    setState('form');
    setErrors(res.errors);
    setFailed(Object.keys(res.errors).length === 0);
  };
  const fieldError = (name: string) =>
    errors[name]?.length ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">
        {t(`profile.report.invalid.${name}`)}
      </p>
    ) : null;

  return (
    <>
      <button
        type="button"
        className="text-sm text-ink-muted underline underline-offset-2 hover:text-brand-700"
        onClick={() => {
          setState('form');
          setErrors({});
          dialog.current?.showModal();
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
          {state === 'sent' ? (
            <p role="status" className="mt-4">
              {t('profile.report.sent')}
            </p>
          ) : (
            <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
              <fieldset>
                <legend className="mb-2 font-semibold">{t('profile.report.reason')}</legend>
                {REPORT_REASONS.map((r, i) => (
                  <label key={r} className="flex items-center gap-2 py-0.5">
                    <input type="radio" name="reason" value={r} defaultChecked={i === 0} required />
                    {t(`profile.report.reasons.${r}`)}
                  </label>
                ))}
              </fieldset>
              <div>
                <label htmlFor={`${id}-message`} className="mb-1 block font-semibold">
                  {t('profile.report.message')}
                </label>
                <textarea
                  id={`${id}-message`}
                  name="message"
                  rows={3}
                  maxLength={2000}
                  className="w-full rounded border border-gray-300 p-2"
                />
              </div>
              <div>
                <label htmlFor={`${id}-email`} className="mb-1 block font-semibold">
                  {t('profile.report.email')}
                </label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? `${id}-email-error` : undefined}
                  className="w-full rounded border border-gray-300 p-2"
                />
                {fieldError('email')}
              </div>
              {failed && (
                <p role="alert" className="text-sm text-red-800">
                  {t('profile.report.error')}
                </p>
              )}
              <div className="flex justify-end gap-3">
                <button
                  type="button"
                  className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold"
                  onClick={() => dialog.current?.close()}
                >
                  {t('profile.report.cancel')}
                </button>
                <button
                  type="submit"
                  disabled={state === 'sending'}
                  className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                >
                  {t('profile.report.submit')}
                </button>
              </div>
            </form>
          )}
          {state === 'sent' && (
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
