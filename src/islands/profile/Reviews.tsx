/**
 * A profile's reviews with the owner's replies, newest first, a page at a time; on escort profiles
 * the review form, and on every review its VIP mark and report button (both loaded lazily).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { getReviews } from '../../lib/api/client/reviews.ts';
import type { Review, ReviewsResponse } from '../../lib/api/reviews.ts';
import { formatDate } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import ReviewsHeading from './ReviewsHeading.tsx';

interface Props {
  profileId: number;
  /** BCP 47 tag for dates. */
  tag: string;
  name: string;
  path: string;
  /** Escorts get reviews written (SPEC §6 canWriteReviewForEscort). */
  writable: boolean;
  /** The average and count the page already shows (the pre-rendered page's), until the list has loaded. */
  initialRating?: { average: number | null; count: number };
}

const ReviewForm = lazy(() => import('../reviews/ReviewForm.tsx'));
const ReviewTools = lazy(() => import('../reviews/ReviewTools.tsx'));

/** "★★★★☆" with the rating spoken. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="text-amber-600">
      {'★'.repeat(rating)}
      <span className="text-gray-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** The reviews section. */
export default function Reviews({ profileId, tag, name, path, writable, initialRating }: Props) {
  const { locale } = useApp();
  const t = useT('profile');
  const [pages, setPages] = useState<ReviewsResponse[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Reviews written here show at once, above the loaded pages (the list's answer may be cached).
  const [written, setWritten] = useState<Review[]>([]);

  const load = async (page: number) => {
    setBusy(true);
    const res = await getReviews(profileId, { page }, { locale });
    setBusy(false);
    if (res.data) setPages((prev) => [...prev.filter((p) => p.page !== page), res.data]);
    else setFailed(true);
  };
  useEffect(() => {
    setPages([]);
    setWritten([]);
    void load(1);
  }, [profileId]);

  const first = pages[0];
  const loaded = pages.flatMap((p) => p.results);
  const reviews: Review[] = [...written.filter((w) => !loaded.some((r) => r.id === w.id)), ...loaded];
  const more = first ? reviews.length < first.total : false;
  return (
    <section aria-labelledby="profile-reviews" className="mt-10">
      <ReviewsHeading rating={first?.rating ?? initialRating ?? { average: null, count: 0 }} tag={tag} t={t} />
      {failed && (
        <p role="alert" className="mt-3 text-ink-muted">
          {t('profile.reviews.error')}
        </p>
      )}
      {writable && (
        <Suspense fallback={null}>
          <ReviewForm profileId={profileId} name={name} profilePath={path} onCreated={(r) => setWritten((w) => [r, ...w])} />
        </Suspense>
      )}
      {first && reviews.length === 0 && <p className="mt-3 text-ink-muted">{t('profile.reviews.none')}</p>}
      <ul className="mt-4 space-y-4">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-gray-200 p-4">
            <article>
              <div className="flex flex-wrap items-center gap-x-3 text-sm">
                <Stars rating={r.rating} label={t('profile.reviews.stars', { rating: r.rating })} />
                <span className="font-semibold">{r.author.name}</span>
                <time dateTime={r.createdAt} className="text-ink-muted">
                  {formatDate(r.createdAt, tag, { dateStyle: 'medium' })}
                </time>
                <Suspense fallback={null}>
                  <ReviewTools review={r} />
                </Suspense>
              </div>
              <p className="mt-2 whitespace-pre-line">{r.body}</p>
              {r.replies.length > 0 && (
                <ul className="mt-3 space-y-2 border-l-4 border-brand-100 pl-4">
                  {r.replies.map((reply) => (
                    <li key={reply.id}>
                      <p className="text-sm font-semibold">
                        {reply.author.isProfileOwner
                          ? t('profile.reviews.ownerReply', { name: reply.author.name })
                          : t('profile.reviews.reply', { name: reply.author.name })}
                      </p>
                      <p className="whitespace-pre-line text-sm">{reply.body}</p>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ul>
      {more && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void load(pages.length + 1)}
          className="mt-4 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-600 disabled:opacity-60"
        >
          {t('profile.reviews.more')}
        </button>
      )}
    </section>
  );
}
