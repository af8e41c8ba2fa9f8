/**
 * Writing a review on an escort's profile (SPEC §7 POST /users/reviews), loaded lazily by the
 * profile page. The rules are the server's: the form asks first whether the punter may review and
 * says why not (log in as a client, a contact or purchase first, the date of the next review); the
 * new review goes to the top of the list at once.
 */
import { useStore } from '../ui/useStore.ts';
import { useEffect, useId, useState } from 'react';
import { getReviewEligibility, writeReview } from '../../lib/api/client/reviews.ts';
import type { Review, ReviewEligibility } from '../../lib/api/reviews.ts';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../lib/api/tip-codes.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import { openAuthModal } from '../auth/auth-modal.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextareaField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  profileId: number;
  name: string;
  profilePath: string;
  onCreated: (review: Review) => void;
}

const INITIAL = { rating: 0, body: '' };

/** The "write a review" area. */
export default function ReviewForm({ profileId, name, profilePath, onCreated }: Props) {
  const t = useT('punter');
  const { locale, region } = useApp();
  const id = useId();
  const session = useStore($session);
  const [verdict, setVerdict] = useState<ReviewEligibility>();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    void loadSession();
  }, []);

  const form = useApiForm({
    initial: INITIAL,
    validate: (v): FormErrors => {
      const e: FormErrors = {};
      if (v.rating < 1 || v.rating > 5) e.rating = t('review.ratingRequired');
      const n = v.body.trim().length;
      if (n < REVIEW_TEXT_MIN || n > REVIEW_TEXT_MAX) e.body = t('review.textLength', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX });
      return e;
    },
    submit: (v) => writeReview({ profileId, rating: v.rating, body: v.body.trim() }, { locale }),
    // The rules' refusals (the interval, a missing contact) read as the form's message.
    onFailure: (failure) => (failure.errors.profileId?.[0] ? { _: failure.errors.profileId[0] } : undefined),
    onSuccess: ({ results }) => {
      setDone(true);
      setOpen(false);
      onCreated(results);
    },
  });

  if (session.status !== 'authenticated' && session.status !== 'anonymous') return null;
  if (session.status === 'anonymous')
    return (
      <p className="mt-4">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => openAuthModal({ mode: 'login', loginVariant: 'as-punter', redirectProfilePath: profilePath })}
        >
          {t('review.loginFirst')}
        </button>
      </p>
    );
  if (session.user.id === profileId) return null;

  const start = async () => {
    const res = await getReviewEligibility(profileId, { locale });
    if (!res.data) return form.setErrors({ _: t('review.error') });
    setVerdict(res.data.results);
    setOpen(res.data.results.verdict === 'ok');
  };

  const refusal = (v: ReviewEligibility): string | undefined => {
    switch (v.verdict) {
      case 'ok':
        return undefined;
      case 'login':
        return t('review.loginFirst');
      case 'tooSoon':
        return t('review.tooSoon', { date: formatDate(v.nextAt ?? '', localeTag(locale, region.code), { dateStyle: 'long' }) });
      case 'noContact':
        return t('review.noContact', { name });
      default:
        return t(`review.${v.verdict}`);
    }
  };
  const why = verdict && refusal(verdict);

  return (
    <div className="mt-4" data-testid="review-form-area">
      {done && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {t('review.created')}
        </p>
      )}
      {!open && !done && (
        <button type="button" className={secondaryButton} onClick={() => void start()}>
          {t('review.write')}
        </button>
      )}
      {why && (
        <p role="alert" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {why}
        </p>
      )}
      {!open && <FormAlert message={form.errors._} />}
      {open && (
        <form ref={form.formRef} className="mt-3 space-y-4 rounded-xl border border-gray-200 p-4" onSubmit={form.onSubmit} noValidate>
          <h3 className="font-semibold">{t('review.title', { name })}</h3>
          <fieldset aria-describedby={form.errors.rating ? `${id}-rating-error` : undefined}>
            <legend className="mb-1 text-sm font-semibold">{t('review.rating')}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer text-2xl" title={t('review.star', { count: n })}>
                  <input
                    type="radio"
                    name="rating"
                    className="sr-only"
                    checked={form.values.rating === n}
                    onChange={() => form.set('rating', n)}
                    aria-label={t('review.star', { count: n })}
                  />
                  <span aria-hidden="true" className={n <= form.values.rating ? 'text-amber-600' : 'text-gray-300'}>
                    ★
                  </span>
                </label>
              ))}
            </div>
            {form.errors.rating && (
              <p id={`${id}-rating-error`} className="mt-1 text-sm font-medium text-red-700">
                {form.errors.rating}
              </p>
            )}
          </fieldset>
          <TextareaField
            label={t('review.text')}
            name="body"
            rows={5}
            maxLength={REVIEW_TEXT_MAX}
            hint={t('review.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
            {...form.text('body')}
          />
          <FormAlert message={form.errors._} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
              {t('review.cancel')}
            </button>
            <SubmitButton busy={form.submitting} className={`${primaryButton} sm:w-auto`}>
              {t('review.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
