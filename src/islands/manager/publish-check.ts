/**
 * SPEC §5 "A manager publishing": checked in the browser before the call, so the manager sees the
 * matching alert at once: fewer than 2 photos → the minimum-photo alert; no valid coordinates or
 * neither city nor country → the "profile lacks what is needed" alert. Unpublishing needs nothing.
 */
import type { ManagedEscort } from '../../lib/api/manager.ts';

/** SPEC §9: photos a profile needs to be published. */
export const MIN_PHOTOS = 2;

/** Why a publish is not tried, or undefined when it may be sent. */
export type PublishBlock = 'minPhotos' | 'incomplete';

/** The alert a publish of `e` raises before any call. */
export function publishBlock(e: Pick<ManagedEscort, 'photosCount' | 'lat' | 'lon' | 'city' | 'country'>): PublishBlock | undefined {
  if (e.photosCount < MIN_PHOTOS) return 'minPhotos';
  const point = e.lat !== null && e.lon !== null && e.lat >= -90 && e.lat <= 90 && e.lon >= -180 && e.lon <= 180;
  if (!point || !(e.city?.trim() || e.country?.trim())) return 'incomplete';
  return undefined;
}
