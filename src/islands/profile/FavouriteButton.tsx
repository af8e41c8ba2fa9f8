/**
 * Favourite toggle (SPEC §6 canFavoriteProfile): punters save or remove the profile; anyone else
 * is asked to log in as a punter (the login modal, or the login page without it).
 */
import { useStore } from '../ui/useStore.ts';
import { useEffect, useState, type MouseEvent } from 'react';
import { can } from '../../lib/permissions.ts';
import { $favouriteIds, loadFavourites, toggleFavourite } from '../../stores/favourites.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import { openAuthModal } from '../auth/auth-modal.ts';
import { useT, type KeysOf, type Translate } from '../ui/useT.ts';

const style = 'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold no-underline';

/** The login page that brings the visitor back to the profile. */
export function favouriteLoginHref(loginPath: string, profilePath: string): string {
  return `${loginPath}?redirectProfilePath=${encodeURIComponent(profilePath)}`;
}

/**
 * What a visitor who is no punter sees: the save link (to the login, or the login dialog) and why.
 * Pure: the pre-rendered profile page shows it as the signed-out visitor sees it.
 */
export function FavouriteLogin({
  t,
  href,
  signedIn,
  onClick,
}: {
  t: Translate<KeysOf<'profile'>>;
  href: string;
  signedIn: boolean;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <a href={href} className={`${style} border-gray-300 text-ink hover:border-brand-600`} onClick={onClick}>
        <span aria-hidden="true">♡</span>
        {t('favourite.add')}
      </a>
      <span className="text-sm text-ink-muted">{t(signedIn ? 'favourite.punterOnly' : 'favourite.loginFirst')}</span>
    </p>
  );
}

/** The button. */
export default function FavouriteButton({ profileId, profilePath }: { profileId: number; profilePath: string }) {
  const app = useApp();
  const t = useT('profile');
  const session = useStore($session);
  const ids = useStore($favouriteIds);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const punter = session.status === 'authenticated' && can(session.user.roles, 'canFavoriteProfile');
  useEffect(() => {
    void loadSession();
  }, []);
  useEffect(() => {
    if (punter) void loadFavourites();
  }, [punter]);

  if (!punter) {
    const signedIn = session.status === 'authenticated';
    return (
      <FavouriteLogin
        t={t}
        href={favouriteLoginHref(app.href('login'), profilePath)}
        signedIn={signedIn}
        onClick={(e) => {
          e.preventDefault();
          openAuthModal({ mode: 'login', loginVariant: 'as-punter', redirectProfilePath: profilePath });
        }}
      />
    );
  }

  const on = ids?.has(profileId) ?? false;
  return (
    <p className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={on}
        disabled={busy || ids === undefined}
        className={`${style} ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 text-ink hover:border-brand-600'} disabled:opacity-60`}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          void toggleFavourite(profileId).then((state) => {
            setBusy(false);
            if (state === undefined) setFailed(true);
          });
        }}
      >
        <span aria-hidden="true">{on ? '♥' : '♡'}</span>
        {t(on ? 'favourite.saved' : 'favourite.add')}
      </button>
      {failed && (
        <span role="alert" className="text-sm text-red-800">
          {t('favourite.error')}
        </span>
      )}
    </p>
  );
}
