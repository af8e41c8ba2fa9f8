/** A punter's public page: the chosen name, membership and number of reviews, nothing personal. */
import type { PunterProfile } from '../../lib/api/profiles.ts';
import { useApp } from '../app/context.ts';
import { formatDate, localeTag } from '../../lib/format.ts';
import { useT } from '../ui/useT.ts';

/** The punter page. */
export default function PunterView({ profile }: { profile: PunterProfile }) {
  const { locale, region } = useApp();
  const t = useT('profile');
  const since = formatDate(profile.memberSince, localeTag(locale, region.code), { year: 'numeric', month: 'long' });
  return (
    <article data-profile-type="punter" className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight">{profile.name}</h1>
      {profile.isVip && (
        <p className="mt-2 inline-block rounded-full bg-amber-300 px-3 py-0.5 text-sm font-semibold text-amber-950">
          {t('profile.punter.vip')}
        </p>
      )}
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
        <dt className="text-ink-muted">{t('profile.punter.memberSince')}</dt>
        <dd>{since}</dd>
        <dt className="text-ink-muted">{t('profile.punter.reviews')}</dt>
        <dd>{profile.reviewsCount}</dd>
      </dl>
    </article>
  );
}
