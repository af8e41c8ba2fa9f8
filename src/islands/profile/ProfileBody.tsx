/**
 * The body of a public escort, venue or AI profile: name, age, place, slogan, badges, the AI notice,
 * an AI companion's "Send a message" (a plain link: it needs no script) and the AI girlfriend
 * page's link, price from, the place with a map link, about, features, services, prices,
 * availability or opening hours, venue details (amenities, food and drinks, website) and the
 * venue's escorts. Pure: it takes the translate function, the locale tag and the option labels, so
 * the pre-rendered profile page (src/components/pages/Profile.astro, with the page's strings) and
 * the profile shell's island (ProfileView.tsx) render the same markup. The interactive parts come
 * in as slots: photos, favourite, contact, tips, report, private galleries and reviews, and the
 * "available now" badge (decided in the browser by the current time: pre-rendered HTML never
 * carries it). All profile text is rendered as text.
 */
import type { ReactNode } from 'react';
import type { FeatureOptionsResponse } from '../../lib/api/features.ts';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import { formatDuration, formatMoney, weekdayNames } from '../../lib/format.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';
import { mapUrl } from './format.ts';
import { CoverPhoto, HoursTable, Section, VenueDetails, VenueEscorts } from './VenueSections.tsx';

/** Feature option lists (labels in the page's language); undefined while they load. */
export type FeatureOptions = FeatureOptionsResponse['results'];

/** The strings the body uses. */
export type ProfileT = Translate<KeysOf<'profile' | 'search'>>;

/** The interactive parts, where the page puts them. */
export interface ProfileSlots {
  gallery: ReactNode;
  /** The "available now" badge, beside the other badges. */
  available?: ReactNode;
  favourite?: ReactNode;
  contact?: ReactNode;
  tips?: ReactNode;
  report?: ReactNode;
  galleries?: ReactNode;
  reviews?: ReactNode;
}

interface Props {
  profile: PublicProfile;
  t: ProfileT;
  /** BCP 47 tag for money, durations and weekdays. */
  tag: string;
  options: FeatureOptions | undefined;
  /** The AI girlfriend page the AI profiles link to. */
  aiCreateHref: string;
  /**
   * An AI profile's "Send a message": the AI chats page with `?profile=<id>`, which starts the
   * conversation (after the login, for a visitor); left out on previews.
   */
  aiMessageHref?: string;
  slots: ProfileSlots;
}

const badgeStyle: Record<string, string> = {
  gold: 'bg-amber-300 text-amber-950',
  verified: 'bg-emerald-700 text-white',
  new: 'bg-brand-700 text-white',
  video: 'bg-night text-white',
  ai: 'bg-violet-700 text-white',
};

/** The photos a profile's gallery shows (a venue's first photo is its cover). */
export function galleryPhotos(p: PublicProfile): PublicProfile['photos'] {
  return p.profileType === 'venue' ? p.photos.slice(1) : p.photos;
}

/** The body. */
export default function ProfileBody({ profile: p, t, tag, options, aiCreateHref, aiMessageHref, slots }: Props) {
  const venue = p.profileType === 'venue';
  const ai = p.profileType === 'escort_ai';
  const option = (feature: keyof FeatureOptions, value: string | null) =>
    value === null ? null : (options?.[feature]?.find((o) => o.value === value)?.label ?? (options ? value : null));
  const money = (m: PublicProfile['priceFrom']) => (m ? formatMoney(m, tag) : '–');
  const days = weekdayNames(tag);
  const badges = (['gold', 'verified', 'new', 'video', 'ai'] as const).filter((b) => p.badges[b]);
  const place = [p.location.suburb, p.location.city].filter(Boolean).join(', ');
  const address = [p.location.street, [p.location.postcode, p.location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const f = p.features;

  const features: [string, ReactNode][] = (
    [
      [t('profile.feature.age'), p.age],
      [t('search.filter.gender'), option('gender', f.gender)],
      [t('profile.feature.height'), f.height_cm === null ? null : t('profile.feature.heightValue', { cm: f.height_cm })],
      [t('search.filter.body_type'), option('body_type', f.body_type)],
      [t('search.filter.breast_size'), [option('breast_size', f.breast_size), f.cup_size].filter(Boolean).join(' · ') || null],
      [
        t('search.filter.hair_color'),
        [option('hair_color', f.hair_color), option('hair_length', f.hair_length)].filter(Boolean).join(', ') || null,
      ],
      [t('profile.feature.eyes'), option('eye_color', f.eye_color)],
      [t('search.filter.ethnicity'), option('ethnicity', f.ethnicity)],
      [t('search.filter.nationality'), option('nationality', f.nationality)],
      [t('profile.feature.dressSize'), f.dress_size],
      [t('profile.feature.languages'), f.languages.map((l) => option('languages', l) ?? l).join(', ') || null],
      [t('search.filter.user_type'), p.userType === null ? null : t(`search.filter.user_type.${p.userType}`)],
      [t('search.filter.meeting_location'), p.meetingLocation === null ? null : t(`search.filter.meeting_location.${p.meetingLocation}`)],
    ] as [string, ReactNode][]
  ).filter(([, v]) => v !== null && v !== undefined && v !== '');

  const cover = venue ? p.photos[0] : undefined;
  const amenities = p.venue?.amenities ?? [];
  const food = p.venue?.foodAndDrinks ?? [];
  const escorts = p.venue?.escorts ?? [];

  return (
    <article data-profile-type={p.profileType}>
      {cover && <CoverPhoto photo={cover} name={p.name} t={t} />}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {(badges.length > 0 || slots.available) && (
            <div className="mb-2 flex flex-wrap items-center gap-1">
              {slots.available}
              {badges.length > 0 && (
                <ul className="flex flex-wrap gap-1">
                  {badges.map((b) => (
                    <li key={b} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeStyle[b]}`}>
                      {t(`card.badge.${b}`)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <h1 className="text-3xl font-bold tracking-tight">{p.age === null ? p.name : t('card.nameAge', { name: p.name, age: p.age })}</h1>
          {p.slogan && <p className="mt-1 text-lg text-ink-muted">{p.slogan}</p>}
          {place && <p className="mt-1">{venue && p.venue ? `${t(`profile.kind.${p.venue.kind}`)} · ${place}` : place}</p>}
        </div>
        {slots.favourite}
      </header>

      {ai && (
        <p className="mt-4 rounded-xl border border-violet-200 bg-violet-50 p-4 text-violet-950" data-ai-notice="">
          {t('profile.ai.notice', { model: p.ai?.model ?? '' })}
        </p>
      )}

      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        {slots.gallery}
        <div className="space-y-6 md:sticky md:top-4 md:self-start">
          {p.priceFrom && <p className="text-2xl font-bold">{t('card.priceFrom', { price: formatMoney(p.priceFrom, tag) })}</p>}
          {ai ? (
            <div className="space-y-2">
              {aiMessageHref && (
                <a
                  href={aiMessageHref}
                  className="flex w-full items-center justify-center rounded-full bg-violet-700 px-4 py-2.5 font-semibold text-white no-underline hover:bg-violet-800"
                >
                  {t('profile.contact.message')}
                </a>
              )}
              <a
                href={aiCreateHref}
                className={`flex w-full items-center justify-center rounded-full px-4 py-2.5 font-semibold no-underline ${
                  aiMessageHref
                    ? 'border border-violet-700 text-violet-800 hover:bg-violet-50'
                    : 'bg-violet-700 text-white hover:bg-violet-800'
                }`}
              >
                {t('profile.ai.create')}
              </a>
            </div>
          ) : (
            slots.contact
          )}
          {!ai && slots.tips}
          {(place || p.location.country) && !ai && (
            <div>
              <h2 className="font-semibold">{t('profile.location')}</h2>
              {address && <p>{address}</p>}
              {p.location.suburb && <p>{p.location.suburb}</p>}
              {p.location.lat !== null && p.location.lon !== null && (
                <a href={mapUrl(p.location.lat, p.location.lon)} target="_blank" rel="noopener" className="text-sm">
                  {t('profile.map')}
                </a>
              )}
            </div>
          )}
          {slots.report}
        </div>
      </div>

      {p.about && (
        <Section id="profile-about" title={venue ? t('profile.aboutVenue') : t('profile.about', { name: p.name })}>
          <p className="max-w-3xl whitespace-pre-line" data-profile-about="">
            {p.about}
          </p>
        </Section>
      )}

      {features.length > 0 && (
        <Section id="profile-features" title={t('profile.features')}>
          <dl className="grid max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
            {features.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      {p.services.length > 0 && (
        <Section id="profile-services" title={t('search.filter.services')}>
          <ul className="flex flex-wrap gap-2">
            {p.services.map((s) => (
              <li key={s.id} className="chip">
                {s.label}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {p.prices.length > 0 && (
        <Section id="profile-prices" title={t('profile.prices')}>
          <table className="w-full max-w-xl text-left">
            <caption className="sr-only">{t('profile.pricesCaption', { currency: p.currency })}</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-2 pr-4">
                  {t('profile.price.duration')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('profile.price.incall')}
                </th>
                <th scope="col" className="py-2">
                  {t('profile.price.outcall')}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.prices.map((row) => (
                <tr key={row.durationMinutes} className="border-b border-gray-100">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {formatDuration(row.durationMinutes, tag)}
                  </th>
                  <td className="py-2 pr-4">{money(row.incall)}</td>
                  <td className="py-2">{money(row.outcall)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}

      {p.availability.length > 0 && (
        <Section id="profile-hours" title={venue ? t('profile.openingHours') : t('profile.availability')}>
          <HoursTable hours={p.availability} days={days} t={t} />
        </Section>
      )}

      {venue && p.venue && (amenities.length > 0 || food.length > 0 || p.contact.website) && (
        <Section id="profile-venue" title={p.venue.sectionTitle ?? t('profile.venueDetails')}>
          <VenueDetails venue={p.venue} website={p.contact.website} t={t} />
        </Section>
      )}

      {escorts.length > 0 && (
        <Section id="profile-venue-escorts" title={t('profile.venueEscorts', { name: p.name })}>
          <VenueEscorts escorts={escorts} tag={tag} t={t} />
        </Section>
      )}

      {!ai && slots.galleries}
      {!ai && slots.reviews}
    </article>
  );
}
