/**
 * One interactive part of a pre-rendered profile page, rendered by ProfileIsland.tsx into its
 * slot. When it renders (its strings and chunk are in), it removes the slot's pre-rendered content.
 * The contact part loads the profile's contact channels from the API first: the page's HTML and
 * the island's props carry none of them (live-profile.ts: one read per page, shared with the island);
 * so does the "available now" badge, which the pre-rendered page never shows (it ends by the clock).
 */
import { lazy, Suspense, use, useLayoutEffect } from 'react';
import { AvailableNowBadge } from '../../components/cards/AvailableNow.tsx';
import { localeTag } from '../../lib/format.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import Contact from './Contact.tsx';
import FavouriteButton from './FavouriteButton.tsx';
import type { IslandProfile, ProfilePartName } from './island-profile.ts';
import { liveProfile } from './live-profile.ts';
import PhotoGallery from './PhotoGallery.tsx';
import ReportDialog from './ReportDialog.tsx';
import Reviews from './Reviews.tsx';

const TipButton = lazy(() => import('../tips/TipButton.tsx'));
const ProfileGalleries = lazy(() => import('../galleries/ProfileGalleries.tsx'));

interface Props {
  part: ProfilePartName;
  profile: IslandProfile;
  /** The slot element the part renders into (its pre-rendered content is marked `data-static`). */
  slot: HTMLElement;
}

/** The contact buttons, with the channels the API answers. */
function LiveContact({ profile }: { profile: IslandProfile }) {
  const { locale } = useApp();
  const t = useT('profile');
  const current = use(liveProfile(profile.id, { locale }));
  if (!current) return <p className="text-sm text-ink-muted">{t('profile.error')}</p>;
  return (
    <Contact
      contact={current.contact}
      profileId={profile.id}
      escortName={profile.profileType === 'ESCORT' ? profile.name : undefined}
      messages
    />
  );
}

/** The "available now" badge, from the profile as the API answers it now. */
function LiveAvailable({ profile, label }: { profile: IslandProfile; label: string }) {
  const { locale } = useApp();
  const current = use(liveProfile(profile.id, { locale }));
  return <AvailableNowBadge until={current?.availableNowUntil} label={label} />;
}

/** The part. */
export default function ProfilePart({ part, profile: p, slot }: Props) {
  const { locale, region } = useApp();
  const t = useT('profile', 'search');
  const tag = localeTag(locale, region.code);
  useLayoutEffect(() => {
    for (const el of slot.querySelectorAll(':scope > [data-static]')) el.remove();
  }, [slot]);
  switch (part) {
    case 'gallery':
      return <PhotoGallery photos={p.photos} name={p.name} locked={p.lockedPhotosCount} tag={tag} t={t} />;
    case 'available':
      return <LiveAvailable profile={p} label={t('card.badge.availableNow')} />;
    case 'favourite':
      return <FavouriteButton profileId={p.id} profilePath={p.path} />;
    case 'contact':
      return <LiveContact profile={p} />;
    case 'tips':
      return (
        <Suspense fallback={null}>
          <TipButton profileId={p.id} profileName={p.name} profilePath={p.path} />
        </Suspense>
      );
    case 'report':
      return <ReportDialog profileId={p.id} />;
    case 'galleries':
      return (
        <Suspense fallback={null}>
          <ProfileGalleries profileId={p.id} profilePath={p.path} name={p.name} explicitPhotos={p.lockedPhotosCount} />
        </Suspense>
      );
    case 'reviews':
      return (
        <Reviews profileId={p.id} tag={tag} name={p.name} path={p.path} writable={p.profileType === 'ESCORT'} initialRating={p.rating} />
      );
  }
}
