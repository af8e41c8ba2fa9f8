/**
 * The escort's photos: upload and list. A minimal stand-in with the final props; the full manager
 * (progress per file, reorder, main photo, delete) replaces it.
 */
import { useState } from 'react';
import { uploadPhotos } from '../../lib/api/client/photos.ts';
import type { OwnPhoto } from '../../lib/api/photos.ts';
import { showError } from '../../stores/toasts.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  photos: OwnPhoto[];
  onChange: (photos: OwnPhoto[]) => void;
}

/** Upload input and the photos so far. */
export function PhotoManager({ photos, onChange }: Props) {
  const t = useT('onboarding');
  const [busy, setBusy] = useState(false);
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const res = await uploadPhotos([...files]);
    setBusy(false);
    if (res.errors !== undefined) return showError();
    onChange(res.data.results);
  };
  return (
    <div className="space-y-3">
      <label className="block text-sm font-semibold">
        {t('onboarding.media.upload')}
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          className="mt-1 block w-full text-sm"
          onChange={(e) => void upload(e.target.files)}
        />
      </label>
      <ul className="grid grid-cols-3 gap-2">
        {photos.map((p) => (
          <li key={p.id}>
            <img src={p.sources[0]?.url} alt="" width={p.width} height={p.height} className="aspect-[4/5] w-full rounded-lg object-cover" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default PhotoManager;
