/** The state of the escort's profile as the account page names it (SPEC §4 profile states). */
import type { OwnProfile } from '../../lib/api/own-profile.ts';

/** Published, held for review, or not published. */
export type ProfileStatus = 'published' | 'review' | 'unpublished';

/** The status of an own profile: a quarantined profile is under review whether or not it was published. */
export function profileStatus(profile: Pick<OwnProfile, 'profilePublished' | 'quarantined'>): ProfileStatus {
  if (profile.quarantined) return 'review';
  return profile.profilePublished ? 'published' : 'unpublished';
}
