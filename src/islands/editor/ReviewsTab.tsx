/**
 * /users/profile/reviews/: the reviews of the escort's own profile, newest first, each with its
 * replies and, until the escort has replied, a reply form (one reply per review).
 */
import { useState } from 'react';
import { getOwnProfile } from '../../lib/api/client/own-profile.ts';
import { getReviews } from '../../lib/api/client/reviews.ts';
import type { Review, ReviewsResponse } from '../../lib/api/reviews.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { LoadedTab } from './LoadedTab.tsx';
import ReplyForm from './ReplyForm.tsx';

interface Loaded {
  profileId: number;
  page: ReviewsResponse;
}

async function load(): Promise<Loaded | undefined> {
  const profile = await getOwnProfile();
  if (!profile.data) return undefined;
  const profileId = profile.data.results.id;
  const page = await getReviews(profileId);
  return page.data ? { profileId, page: page.data } : undefined;
}

/** Whether the profile owner has replied to a review. */
export function hasOwnerReply(review: Review): boolean {
  return review.replies.some((r) => r.author.isProfileOwner);
}

/** The page. */
export default function ReviewsTab() {
  return <LoadedTab load={load}>{(data) => <ReviewList initial={data} />}</LoadedTab>;
}

function ReviewList({ initial }: { initial: Loaded }) {
  const t = useT('editor');
  const { locale, region } = useApp();
  const tag = localeTag(locale, region.code);
  const [reviews, setReviews] = useState(initial.page.results);
  const [page, setPage] = useState(initial.page.page);
  const [busy, setBusy] = useState(false);
  const more = reviews.length < initial.page.total;

  const loadMore = async () => {
    setBusy(true);
    const res = await getReviews(initial.profileId, { page: page + 1 });
    setBusy(false);
    if (!res.data) return;
    setPage(res.data.page);
    setReviews((list) => [...list, ...res.data.results.filter((r) => !list.some((o) => o.id === r.id))]);
  };

  return (
    <section aria-labelledby="own-reviews" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="own-reviews" className="text-lg font-bold">
        {t('editor.reviews.heading')}
      </h2>
      {reviews.length === 0 ? (
        <p>{t('editor.reviews.empty')}</p>
      ) : (
        <ul className="space-y-4" data-testid="own-reviews">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-gray-200 p-4">
              <p className="text-sm font-semibold">
                <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
                <span className="sr-only">{t('editor.reviews.rating', { rating: review.rating })}</span>{' '}
                <span className="font-normal text-ink-muted">
                  {t('editor.reviews.by', { name: review.author.name, date: formatDate(review.createdAt, tag) })}
                </span>
              </p>
              <p className="mt-2 whitespace-pre-line">{review.body}</p>
              {review.replies.map((reply) => (
                <div key={reply.id} className="mt-3 border-l-4 border-brand-600 pl-3 text-sm">
                  <p className="font-semibold">{reply.author.isProfileOwner ? t('editor.reviews.yourReply') : reply.author.name}</p>
                  <p className="whitespace-pre-line">{reply.body}</p>
                </div>
              ))}
              {!hasOwnerReply(review) && (
                <ReplyForm review={review} onReplied={(next) => setReviews((list) => list.map((r) => (r.id === next.id ? next : r)))} />
              )}
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void loadMore()}>
          {t('editor.reviews.more')}
        </button>
      )}
    </section>
  );
}
