/** What the server removed from the uploaded files ("location and camera data removed"). */
import type { RemovedMetadata } from '../../lib/api/photos.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

/** The notice key for a set of removed metadata kinds; undefined when nothing was removed. */
export function removedKey(removed: readonly RemovedMetadata[]): KeysOf<'editor'> | undefined {
  const location = removed.includes('location');
  const camera = removed.includes('camera');
  if (location && camera) return 'photos.removed.locationCamera';
  if (location) return 'photos.removed.location';
  if (camera) return 'photos.removed.camera';
  return removed.length > 0 ? 'photos.removed.other' : undefined;
}

/** The notice (nothing when no metadata was removed). */
export default function RemovedNotice({ removed, t }: { removed: readonly RemovedMetadata[]; t: Translate<KeysOf<'editor'>> }) {
  const key = removedKey(removed);
  if (!key) return null;
  return (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="photos-removed">
      {t(key)}
    </p>
  );
}
