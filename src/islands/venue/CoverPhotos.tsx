/** The venue's photos in the shared photo manager: the main photo is the cover photo (each change saves itself). */
import { useState } from 'react';
import { getPhotos } from '../../lib/api/client/photos.ts';
import type { OwnPhoto } from '../../lib/api/photos.ts';
import PhotoManager from '../photos/PhotoManager.tsx';
import { useResults } from '../profile-forms/load.ts';
import { useT } from '../ui/useT.ts';

/** The section; `onCount` hears the new number of photos after each change. */
export default function CoverPhotos({ onCount }: { onCount: (count: number) => void }) {
  const t = useT('venue');
  const loaded = useResults('own-photos', () => getPhotos());
  const [photos, setPhotos] = useState<OwnPhoto[]>(loaded);
  const change = (next: OwnPhoto[]) => {
    setPhotos(next);
    onCount(next.length);
  };
  return (
    <section aria-labelledby="venue-cover" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="venue-cover" className="text-lg font-bold">
        {t('venue.cover.title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-ink-muted">{t('venue.cover.hint')}</p>
      <PhotoManager photos={photos} onChange={change} />
    </section>
  );
}
