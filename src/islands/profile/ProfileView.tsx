/**
 * A public escort, venue or AI profile in the profile shell (profiles published after the last
 * build or past PROFILE_PAGES_MAX) and in the previews: the body (ProfileBody.tsx, the markup the
 * pre-rendered profile pages share) with the interactive parts in its slots: photos, "available
 * now", contact buttons, favourite, tips, report, private galleries and reviews with replies.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { AvailableNowBadge } from '../../components/cards/AvailableNow.tsx';
import { getFeatureOptions } from '../../lib/api/client/features.ts';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import { useApp } from '../app/context.ts';
import Contact from './Contact.tsx';
import FavouriteButton from './FavouriteButton.tsx';
import { localeTag } from '../../lib/format.ts';
import PhotoGallery from './PhotoGallery.tsx';
import ProfileBody, { galleryPhotos, type FeatureOptions } from './ProfileBody.tsx';
import ReportDialog from './ReportDialog.tsx';
import Reviews from './Reviews.tsx';
import { useT } from '../ui/useT.ts';

// Tips load on their own: the profile page's first script stays within its budget.
const TipButton = lazy(() => import('../tips/TipButton.tsx'));
// Its own chunk: the profile shell's first load stays within its budget.
const ProfileGalleries = lazy(() => import('../galleries/ProfileGalleries.tsx'));

/** The profile; a preview (example data) leaves out what acts on a real profile: favourite, report, reviews. */
export default function ProfileView({ profile: p, preview = false }: { profile: PublicProfile; preview?: boolean }) {
  const { locale, region, href } = useApp();
  const t = useT('profile', 'search');
  const tag = localeTag(locale, region.code);
  const [options, setOptions] = useState<FeatureOptions | undefined>();
  useEffect(() => {
    let live = true;
    void getFeatureOptions({ region: p.region }, { locale }).then((res) => live && res.data && setOptions(res.data.results));
    return () => {
      live = false;
    };
  }, [p.region, locale]);

  return (
    <ProfileBody
      profile={p}
      t={t}
      tag={tag}
      options={options}
      aiCreateHref={href('aiCreate')}
      aiMessageHref={preview ? undefined : `${href('messagesAi')}?profile=${p.id}`}
      slots={{
        gallery: <PhotoGallery photos={galleryPhotos(p)} name={p.name} locked={p.lockedPhotosCount} tag={tag} t={t} />,
        available: <AvailableNowBadge until={p.availableNowUntil} label={t('card.badge.availableNow')} />,
        favourite: !preview && <FavouriteButton profileId={p.id} profilePath={p.path} />,
        contact: (
          <Contact
            contact={p.contact}
            profileId={p.id}
            escortName={p.profileType === 'ESCORT' && !preview ? p.name : undefined}
            messages={!preview}
          />
        ),
        tips: !preview && (
          <Suspense fallback={null}>
            <TipButton profileId={p.id} profileName={p.name} profilePath={p.path} />
          </Suspense>
        ),
        report: !preview && <ReportDialog profileId={p.id} />,
        galleries: !preview && (
          <Suspense fallback={null}>
            <ProfileGalleries profileId={p.id} profilePath={p.path} name={p.name} explicitPhotos={p.lockedPhotosCount} />
          </Suspense>
        ),
        reviews: !preview && <Reviews profileId={p.id} tag={tag} name={p.name} path={p.path} writable={p.profileType === 'ESCORT'} />,
      }}
    />
  );
}
