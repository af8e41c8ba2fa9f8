/**
 * The island of a pre-rendered profile page (src/components/pages/Profile.astro). The page's HTML
 * already shows the profile; this one island (`client:idle`) sets up the locale and the app
 * context as the app island does, sends the profile open once, and renders each interactive part
 * through a portal into its slot (`data-profile-slot`): photo gallery with viewer, favourite,
 * contact (loaded from the API: the HTML carries no phone, Telegram or e-mail), tips, report,
 * private galleries and the review list with its form. A slot keeps its pre-rendered content
 * (`data-static`) until its part has loaded its strings and chunk, then the part takes its place.
 * The parts travel in one lazy chunk, so the page's first script stays small.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IslandRegion } from '../../lib/island-region.ts';
import { profilePageCommands } from '../../lib/tracking/profile.ts';
import { $locale, initLocale } from '../../stores/locale.ts';
import { AppContext, appContextValue } from '../app/context.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { isProfilePart, type IslandProfile, type ProfilePartName } from './island-profile.ts';

const ProfilePart = lazy(() => import('./ProfilePart.tsx'));

interface Props {
  profile: IslandProfile;
  region: IslandRegion;
  /** The profile route's pattern with the region prefix ("/uk/users/:userId/"). */
  pattern: string;
}

/** The profile open is sent once per page, however often the island mounts. */
let tracked = false;

/** The island. */
export default function ProfileIsland({ profile, region, pattern }: Props) {
  // Before the first render: the parts speak the edition's language, as the page does.
  useState(() => initLocale(region, 'seo'));
  const locale = useStore($locale);
  const value = useMemo(
    () => appContextValue({ routeId: 'userProfile', pattern, access: 'public', region }, locale),
    [pattern, region, locale],
  );
  // The slots are found after hydration (the server render and the first client render are empty).
  const [slots, setSlots] = useState<[ProfilePartName, HTMLElement][]>([]);
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
