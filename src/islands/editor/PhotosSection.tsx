/** The profile tab's photos: the own photos in the photo manager (each change saves itself). */
import { useState } from 'react';
import { getPhotos } from '../../lib/api/client/photos.ts';
import type { OwnPhoto } from '../../lib/api/photos.ts';
import { useResults } from '../profile-forms/load.ts';
import PhotoManager from '../photos/PhotoManager.tsx';

/** The section. */
export default function PhotosSection() {
  const loaded = useResults('own-photos', () => getPhotos());
  const [photos, setPhotos] = useState<OwnPhoto[]>(loaded);
  return (
    <section className="max-w-2xl rounded-2xl bg-white p-5 shadow-sm">
      <PhotoManager photos={photos} onChange={setPhotos} />
    </section>
  );
}
