/**
 * A short fingerprint of what a profile page shows from its owner's edits (texts, features, place,
 * services, prices, hours, photos, venue details, website), so the pre-rendered page's island can
 * tell that the profile changed after the build (before the rebuild lands) and show it as it is
 * now. Badges, the rating and the venue's escort cards are left out: they change without an edit,
 * and the islands show them live where it matters.
 */
import type { PublicProfile } from './api/profiles.ts';

/** FNV-1a (32 bit) of a string, as 8 hex digits: the same in the build and the browser. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The fingerprint of a profile's shown content. */
export function profileVersion(p: PublicProfile): string {
  const shown = [
    p.profileType,
    p.name,
    p.slogan,
    p.about,
    p.age,
    p.location,
    p.features,
    p.userType,
    p.meetingLocation,
    p.venue && { ...p.venue, escorts: undefined },
    p.services.map((s) => s.id),
    p.prices,
    p.availability,
    p.photos.map((ph) => [ph.id, ph.url]),
    p.lockedPhotosCount,
    p.contact.website,
    p.ai,
  ];
  return fnv1a(JSON.stringify(shown));
}
