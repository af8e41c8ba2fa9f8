/**
 * A pre-rendered profile page whose profile changed after the build (the rebuild follows within
 * minutes): the profile as it is now, rendered as the profile shell renders it (ProfileView.tsx),
 * in place of the page's pre-rendered body, with the title and description following.
 */
import { useLayoutEffect } from 'react';
import type { PublicProfile } from '../../lib/api/profiles.ts';
import { fitTitle } from '../../lib/routing/title.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { profileMeta } from './format.ts';
import { setPageMeta } from './meta.ts';
import ProfileView from './ProfileView.tsx';

/** The view; `replaces` is the pre-rendered body it takes the place of. */
export default function StaleProfile({ profile, replaces }: { profile: PublicProfile; replaces: Element | null }) {
  const { locale } = useApp();
  const t = useT('profile', 'search');
  useLayoutEffect(() => {
    replaces?.remove();
    const meta = profileMeta(profile, t, locale);
    setPageMeta({ ...meta, title: fitTitle(meta.title, t('site.name')), path: profile.path });
  }, [replaces, profile, t, locale]);
  return <ProfileView profile={profile} />;
}
