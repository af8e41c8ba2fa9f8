/**
 * The card of a listing, rendered at build time by Astro (no hydration) and by the search and
 * featured islands, so its markup exists once. All text from the API is rendered as text.
 */
import type { ProfileCard as Card } from '../../lib/api/common.ts';
import { AVAILABLE_NOW_BADGE, AvailableNowLabel, useAvailableNow } from './AvailableNow.tsx';
import { formatMoney, formatNumber, type Translate } from './format.ts';

interface Props {
  card: Card;
  t: Translate;
  /** BCP 47 tag for numbers and money ("de-AT", "en"). */
  numberLocale: string;
  /** Load the photo at once (cards above the fold); the rest load lazily. */
  eager?: boolean;
}

const BADGES = ['gold', 'verified', 'new', 'video', 'ai'] as const;
const BADGE_STYLE: Record<(typeof BADGES)[number], string> = {
  gold: 'bg-amber-300 text-amber-950',
  verified: 'bg-emerald-700 text-white',
  new: 'bg-brand-700 text-white',
  video: 'bg-night text-white',
  ai: 'bg-violet-700 text-white',
};

/**
 * One listing card: photo, name and age, place, key services, price from, badges. "Available now"
 * shows only in the browser, checked against the current time (AvailableNow.tsx): the build's
 * render leaves it out.
 */
export default function ProfileCard({ card, t, numberLocale, eager = false }: Props) {
  const title = card.age === null ? card.name : t('card.nameAge', { name: card.name, age: card.age });
  const badges = BADGES.filter((b) => card.badges[b]);
  const available = useAvailableNow(card.availableNowUntil);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/4] bg-gray-100">
        {card.photo ? (
          <img
            src={card.photo.url}
            width={card.photo.width}
            height={card.photo.height}
            alt={t('card.photoAlt', { name: card.name })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <p className="flex h-full items-center justify-center p-4 text-center text-sm text-ink-muted">{t('card.noPhoto')}</p>
        )}
        {(badges.length > 0 || available) && (
          <ul className="absolute left-2 top-2 flex flex-wrap gap-1">
            {available && (
              <li className={AVAILABLE_NOW_BADGE} data-available-now="">
                <AvailableNowLabel label={t('card.badge.availableNow')} />
              </li>
            )}
            {badges.map((b) => (
              <li key={b} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_STYLE[b]}`}>
                {t(`card.badge.${b}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-base font-semibold leading-snug">
          <a href={card.path} className="text-ink no-underline after:absolute after:inset-0 hover:text-brand-700">
            {title}
          </a>
        </h3>
        {card.city && (
          <p className="text-sm text-ink-muted">
            {card.city}
            {card.distanceKm !== null && card.distanceKm >= 1 && (
              <span> · {t('card.distance', { km: formatNumber(card.distanceKm, numberLocale) })}</span>
            )}
          </p>
        )}
        {card.aboutMe && <p className="line-clamp-2 text-sm text-ink">{card.aboutMe}</p>}
        {card.services.length > 0 && (
          <ul className="flex flex-wrap gap-1 text-xs text-ink-muted">
            {card.services.slice(0, 3).map((s) => (
              <li key={s.id} className="rounded bg-gray-100 px-1.5 py-0.5">
                {s.label}
              </li>
            ))}
          </ul>
        )}
        {card.priceFrom && (
          <p className="mt-auto pt-1 text-sm font-semibold text-ink">
            {t('card.priceFrom', { price: formatMoney(card.priceFrom, numberLocale) })}
          </p>
        )}
      </div>
    </article>
  );
}
