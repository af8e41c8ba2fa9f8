/**
 * The island of a pre-rendered profile page (src/components/pages/Profile.astro). The page's HTML
 * already shows the profile; this one island (`client:idle`) sets up the locale and the app
 * context as the app island does, sends the profile open once, and renders each interactive part
 * through a portal into its slot (`data-profile-slot`): photo gallery with viewer, favourite,
 * contact (loaded from the API: the HTML carries no phone, Telegram or e-mail), tips, report,
 * private galleries and the review list with its form. A slot keeps its pre-rendered content
 * (`data-static`) until its part has loaded its strings and chunk, then the part takes its place.
 * The parts travel in one lazy chunk, so the page's first script stays small. When the profile
 * changed after the build (its fingerprint differs from the page's), the page shows it as it is
 * now, as the profile shell would (StaleProfile.tsx), until the rebuild brings the new HTML.
 */
import { useStore } from '../ui/useStore.ts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { withErrorBoundary } from '../ui/ErrorBoundary.tsx';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import type { IslandRegion } from '../../lib/island-region.ts';
import { profileVersion } from '../../lib/profile-version.ts';
import { profilePageCommands } from '../../lib/tracking/profile.ts';
import { $locale, initLocale } from '../../stores/locale.ts';
import { AppContext, appContextValue } from '../app/context.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { isProfilePart, type IslandProfile, type ProfilePartName } from './island-profile.ts';
import { liveProfile } from './live-profile.ts';

const ProfilePart = lazy(() => import('./ProfilePart.tsx'));
const StaleProfile = lazy(() => import('./StaleProfile.tsx'));

interface Props {
  profile: IslandProfile;
  region: IslandRegion;
  /** The profile route's pattern with the region prefix ("/uk/users/:userId/"). */
  pattern: string;
}

/** The profile open is sent once per page, however often the island mounts. */
let tracked = false;

/** The island. */
function ProfileIsland({ profile, region, pattern }: Props) {
  // Before the first render: the parts speak the edition's language, as the page does.
  useState(() => initLocale(region, 'seo'));
  const locale = useStore($locale);
  const value = useMemo(
    () => appContextValue({ routeId: 'userProfile', pattern, access: 'public', region }, locale),
    [pattern, region, locale],
  );
  // The slots are found after hydration (the server render and the first client render are empty).
  const [slots, setSlots] = useState<[ProfilePartName, HTMLElement][]>([]);
  const [changed, setChanged] = useState<{ profile: PublicProfile; root: HTMLElement } | undefined>();
  useEffect(() => {
    let live = true;
    void liveProfile(profile.id, { locale: $locale.get() }).then((now) => {
      const root = document.querySelector<HTMLElement>('[data-profile-id]');
      if (live && now && root && profileVersion(now) !== profile.version) setChanged({ profile: now, root });
    });
    return () => {
      live = false;
    };
  }, [profile]);
  useEffect(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[data-profile-slot]')].flatMap((el): [ProfilePartName, HTMLElement][] => {
      const name = el.dataset.profileSlot;
      return isProfilePart(name) ? [[name, el]] : [];
    });
    setSlots(found);
    if (!tracked) {
      tracked = true;
      // SPEC §4: the page's type and the profile open, as the profile shell sends them.
      (globalThis.lmTrack ??= []).push(...profilePageCommands({ status: 'profile', profile }));
    }
  }, [profile]);

  if (changed)
    return (
      <AppContext.Provider value={value}>
        {createPortal(
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <StaleProfile profile={changed.profile} replaces={changed.root.querySelector(':scope > article')} />
            </Suspense>
          </ErrorBoundary>,
          changed.root,
        )}
      </AppContext.Provider>
    );
  return (
    <AppContext.Provider value={value}>
      {slots.map(([name, el]) =>
        createPortal(
          // A part that fails leaves its pre-rendered content in place, not an error notice.
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <ProfilePart part={name} profile={profile} slot={el} />
            </Suspense>
          </ErrorBoundary>,
          el,
          name,
        ),
      )}
    </AppContext.Provider>
  );
}

// A failing part shows the site's error notice instead of taking the page's other parts with it.
export default withErrorBoundary(ProfileIsland);
