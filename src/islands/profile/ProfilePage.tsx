/**
 * The public profile page (/users/{userId}/, app route "userProfile"): loads the escort, venue or
 * AI profile (or a punter's page), writes the page's title and description, and shows the
 * region's 404 for an unknown or unpublished profile.
 */
import { useEffect, useRef, useState } from 'react';
import { getPublicProfile, getPunterProfile } from '../../lib/api/client/profiles.ts';
import type { PublicProfile, PunterProfile } from '../../lib/api/profiles.ts';
import { fitTitle } from '../../lib/routing/title.ts';
import { profilePageCommands } from '../../lib/tracking/profile.ts';
import { routeParams, useApp } from '../app/context.ts';
import { profileMeta } from './format.ts';
import { setPageMeta } from './meta.ts';
import NotFoundContent from './NotFoundContent.tsx';
import ProfileView from './ProfileView.tsx';
import PunterView from './PunterView.tsx';
import { useT } from '../ui/useT.ts';

type State =
  | { status: 'loading' }
  | { status: 'profile'; profile: PublicProfile }
  | { status: 'punter'; profile: PunterProfile }
  | { status: 'notFound' }
  | { status: 'error' };

/** The profile id of the current URL, or null when the segment is not a positive number. */
export function profileIdOf(pattern: string, pathname: string): number | null {
  const raw = routeParams(pattern, pathname).userId;
  return raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

/** Load a profile: escort, venue or AI first, then a punter's page; null when there is none. */
async function loadProfile(id: number, locale: Parameters<typeof getPublicProfile>[1]): Promise<State> {
  const res = await getPublicProfile(id, locale);
  if (res.data) return { status: 'profile', profile: res.data.results };
  if (res.status !== 404) return { status: 'error' };
  const punter = await getPunterProfile(id, locale);
  if (punter.data) return { status: 'punter', profile: punter.data.results };
  return punter.status === 404 ? { status: 'notFound' } : { status: 'error' };
}

/** The page. */
export default function ProfilePage() {
  const { locale, pattern, region } = useApp();
  const t = useT('profile', 'search');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The shell's generic heading gives way to the profile's own.
    const shellTitle = document.querySelector<HTMLElement>('[data-shell-title]');
    if (shellTitle) shellTitle.hidden = true;
    return () => {
      if (shellTitle) shellTitle.hidden = false;
    };
  }, []);

  useEffect(() => {
    const id = profileIdOf(pattern, location.pathname);
    if (id === null) {
      setState({ status: 'notFound' });
      return;
    }
    let live = true;
    setState((s) => (s.status === 'profile' || s.status === 'punter' ? s : { status: 'loading' }));
    void loadProfile(id, { locale }).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [pattern, locale, attempt]);

  // Tracking (SPEC §4): the page's type and the profile open, once per page.
  const tracked = useRef(false);
  useEffect(() => {
    const commands = profilePageCommands(state);
    if (tracked.current || !commands.length) return;
    tracked.current = true;
    (globalThis.lmTrack ??= []).push(...commands);
  }, [state]);

  useEffect(() => {
    if (state.status === 'profile') {
      const meta = profileMeta(state.profile, t, locale);
      setPageMeta({ ...meta, title: fitTitle(meta.title, t('site.name')), path: state.profile.path });
    }
    if (state.status === 'punter')
      setPageMeta({
        title: `${state.profile.name} | ${t('site.name')}`,
        description: t('profile.punter.description', { name: state.profile.name, site: t('site.name') }),
        path: state.profile.path,
      });
  }, [state, t, locale]);

  switch (state.status) {
    case 'loading':
      return <p role="status">{t('app.noindex.loading')}</p>;
    case 'notFound':
      return <NotFoundContent region={region} />;
    case 'error':
      return (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{t('profile.error')}</p>
          <button
            type="button"
            className="mt-3 rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold"
            onClick={() => setAttempt(attempt + 1)}
          >
            {t('search.retry')}
          </button>
        </div>
      );
    case 'punter':
      return <PunterView profile={state.profile} />;
    case 'profile':
      return <ProfileView profile={state.profile} />;
  }
}
