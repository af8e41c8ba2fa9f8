/**
 * The profile's explicit photos: only counted on the public profile; a signed-in viewer who passed
 * age verification and switched explicit content on sees them here, anyone else signed in gets the
 * age gate (verify, then switch on). Signed-out visitors see only the count in the photo gallery.
 */
import { useStore } from '../ui/useStore.ts';
import { useCallback, useEffect, useState } from 'react';
import { getExplicitPhotos } from '../../lib/api/client/explicit-photos.ts';
import type { ExplicitPhoto } from '../../lib/api/explicit-photos.ts';
import { $session } from '../../stores/session.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';
import AgeGate from './AgeGate.tsx';

type T = Translate<KeysOf<'galleries'>>;

interface Props {
  t: T;
  profileId: number;
  profilePath: string;
  name: string;
}

/** The section; renders nothing for signed-out visitors or when the profile has no explicit photos. */
export default function ExplicitPhotos({ t, profileId, profilePath, name }: Props) {
  const session = useStore($session);
  const [photos, setPhotos] = useState<ExplicitPhoto[] | 'locked' | 'none'>('none');
  const load = useCallback(async () => {
    const res = await getExplicitPhotos(profileId);
    setPhotos(res.data ? res.data.results : res.status === 403 ? 'locked' : 'none');
  }, [profileId]);
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);
  if (!signedIn || photos === 'none') return null;

  return (
    <section aria-labelledby="profile-explicit-heading" className="mt-6" data-testid="explicit-photos">
      <h3 id="profile-explicit-heading" className="text-lg font-bold">
        {t('gallery.explicitPhotos.heading')}
      </h3>
      {photos === 'locked' ? (
        <p className="mt-1 text-sm text-ink-muted">{t('gallery.explicitPhotos.locked')}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <img
                src={photo.url}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                alt={t('gallery.explicitPhotos.alt', { name, n: i + 1 })}
                className="aspect-[3/4] w-full rounded-xl object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {/* Verify, or switch explicit content on and off again: it also opens the galleries' explicit items. */}
      <AgeGate t={t} returnPath={profilePath} onChange={() => void load()} />
    </section>
  );
}
