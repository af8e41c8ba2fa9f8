/**
 * What the pre-rendered profile page hands its island: the parts' props, and nothing of the
 * private contact channels (the contact part asks the API for them when it mounts).
 */
import type { PublicProfile } from '../../lib/api/profiles.ts';

/** The island's view of the profile. */
export interface IslandProfile {
  id: number;
  profileType: PublicProfile['profileType'];
  name: string;
  path: string;
  /** The photos the gallery shows (a venue's cover left out). */
  photos: PublicProfile['photos'];
  lockedPhotosCount: number;
  rating: PublicProfile['rating'];
  /** The fingerprint of the content the page was built with (src/lib/profile-version.ts). */
  version: string;
}

/** The interactive parts of the page, by the `data-profile-slot` that holds each. */
export const PROFILE_PARTS = ['gallery', 'available', 'favourite', 'contact', 'tips', 'report', 'galleries', 'reviews'] as const;
export type ProfilePartName = (typeof PROFILE_PARTS)[number];

/** Whether a slot name is one of the parts. */
export function isProfilePart(name: string | undefined): name is ProfilePartName {
  return (PROFILE_PARTS as readonly (string | undefined)[]).includes(name);
}
