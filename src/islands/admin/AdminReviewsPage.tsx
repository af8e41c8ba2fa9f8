/** /admin/reviews/: the newest reviews; with canDeleteReviewsAll each can be removed with a statement of reasons. */
import { useStore } from '../ui/useStore.ts';
import { deleteReview, getAdminReviews } from '../../lib/api/client/moderation.ts';
import { can } from '../../lib/permissions.ts';
import { $user } from '../../stores/session.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import AdminFrame from './AdminNav.tsx';
import Pager from './Pager.tsx';
import StatementForm from './StatementForm.tsx';
import { usePaged } from './usePaged.ts';
import { useWhen } from './useWhen.ts';

function Reviews() {
  const t = useT('admin');
  const when = useWhen();
  const user = useStore($user);
  const list = usePaged(getAdminReviews);
  const mayDelete = can(user?.roles ?? [], 'canDeleteReviewsAll');
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t('moderation.reviews.heading')}
      </h2>
      <FormAlert message={list.error} />
      {!list.busy && !list.error && list.rows.length === 0 && <p>{t('moderation.reviews.empty')}</p>}
      <ul className="space-y-3">
        {list.rows.map((r) => (
          <li key={r.id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
            <p className="text-sm">
              <span className="font-semibold">{t('moderation.reviews.rating', { rating: r.rating })}</span> ·{' '}
              {t('moderation.reviews.about', { profile: r.profileName, author: r.authorName ?? '–' })} · {when(r.createdAt)}
            </p>
            <p className={r.deletedAt ? 'text-ink-muted line-through' : ''}>{r.body}</p>
            {r.deletedAt && <p className="text-sm">{t('moderation.reviews.removed', { when: when(r.deletedAt) })}</p>}
            {mayDelete && !r.deletedAt && (
              <StatementForm action={t('moderation.action.deleteReview')} send={(body) => deleteReview(r.id, body)} done={list.reload} />
            )}
          </li>
        ))}
      </ul>
      <Pager list={list} />
    </section>
  );
}

export default function AdminReviewsPage() {
  return (
    <AdminFrame permission="canModerate">
      <Reviews />
    </AdminFrame>
  );
}
