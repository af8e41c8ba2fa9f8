/**
 * What each review on a profile carries besides its text, loaded lazily by the profile page: the
 * VIP mark of a reviewer who was VIP when writing, and "Report" (POST /users/reviews/{id}/report),
 * which puts the review at the top of the moderators' review queue.
 */
import { useStore } from '../ui/useStore.ts';
import { useId, useRef, useState } from 'react';
import { reportReview } from '../../lib/api/client/reviews.ts';
import type { Review } from '../../lib/api/reviews.ts';
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from '../../lib/api/tip-codes.ts';
import { $session } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import { openAuthModal } from '../auth/auth-modal.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextareaField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { showModalLocked } from '../ui/scroll-lock.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

const INITIAL: { reason: ReviewReportReason | ''; note: string } = { reason: '', note: '' };

/** The VIP mark and the report button of one review. */
export default function ReviewTools({ review }: { review: Review }) {
  const t = useT('punter');
  const { locale } = useApp();
  const session = useStore($session);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [sent, setSent] = useState(false);
  const form = useApiForm({
    initial: INITIAL,
    validate: (v): FormErrors => (v.reason === '' ? { reason: t('review.report.reasonRequired') } : {}),
    submit: (v) => reportReview(review.id, { reason: v.reason as ReviewReportReason, note: v.note.trim() || undefined }, { locale }),
    onFailure: (f) => (Object.keys(f.errors).length === 0 ? { _: t('review.report.error') } : undefined),
    onSuccess: () => setSent(true),
  });
  const user = session.status === 'authenticated' ? session.user : null;
  const own = user !== null && user.id === review.author.id;

  return (
    <div className="inline-flex items-center gap-3">
      {review.authorVip && (
        <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-amber-950" title={t('review.vipLabel')}>
          <span aria-hidden="true">{t('review.vip')}</span>
          <span className="sr-only">{t('review.vipLabel')}</span>
        </span>
      )}
      {!own && (
        <button
          type="button"
          className="text-xs text-ink-muted underline underline-offset-2 hover:text-brand-700"
          aria-label={t('review.report.openLabel', { name: review.author.name })}
          onClick={() => (user ? showModalLocked(dialog.current) : openAuthModal({ mode: 'login' }))}
        >
          {t('review.report.open')}
        </button>
      )}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="m-auto w-full max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/70"
      >
        <div className="space-y-4 p-6 text-base">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {t('review.report.title')}
          </h2>
          {sent ? (
            <p role="status">{t('review.report.sent')}</p>
          ) : (
            <form ref={form.formRef} className="space-y-4" onSubmit={form.onSubmit} noValidate>
              <fieldset aria-describedby={form.errors.reason ? `${id}-reason-error` : undefined}>
                <legend className="mb-2 font-semibold">{t('review.report.reason')}</legend>
                {REVIEW_REPORT_REASONS.map((r) => (
                  <label key={r} className="flex items-center gap-2 py-0.5">
                    <input type="radio" name="reason" value={r} checked={form.values.reason === r} onChange={() => form.set('reason', r)} />
                    {t(`review.report.reasons.${r}`)}
                  </label>
                ))}
                {form.errors.reason && (
                  <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-700">
                    {form.errors.reason}
                  </p>
                )}
              </fieldset>
              <TextareaField label={t('review.report.note')} name="note" rows={3} maxLength={1000} {...form.text('note')} />
              <FormAlert message={form.errors._} />
              <div className="flex justify-end gap-3">
                <button type="button" className={secondaryButton} onClick={() => dialog.current?.close()}>
                  {t('review.report.cancel')}
                </button>
                <SubmitButton busy={form.submitting} className={`${primaryButton} sm:w-auto`}>
                  {t('review.report.submit')}
                </SubmitButton>
              </div>
            </form>
          )}
          {sent && (
            <div className="flex justify-end">
              <button type="button" className={primaryButton} onClick={() => dialog.current?.close()}>
                {t('review.report.close')}
              </button>
            </div>
          )}
        </div>
      </dialog>
    </div>
  );
}
