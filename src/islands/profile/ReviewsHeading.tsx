/** The reviews section's heading with the average and count: the list's own, and the pre-rendered page's summary. */
import { formatRating } from '../../lib/format.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

interface Props {
  rating: { average: number | null; count: number };
  /** BCP 47 tag for the average. */
  tag: string;
  t: Translate<KeysOf<'profile'>>;
}

/** The heading (id "profile-reviews", which the section is labelled by). */
export default function ReviewsHeading({ rating, tag, t }: Props) {
  return (
    <h2 id="profile-reviews" className="text-xl font-semibold">
      {t('profile.reviews.title')}
      {rating.average !== null && (
        <span className="ml-2 text-base font-normal text-ink-muted">
          {t('profile.reviews.average', { average: formatRating(rating.average, tag), count: rating.count })}
        </span>
      )}
    </h2>
  );
}
