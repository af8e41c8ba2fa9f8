/**
 * The profile page's word to the tracker (SPEC §4): its page type once the profile has loaded (the
 * shell cannot tell from the built page), and the open of a listed profile (escort, venue, AI),
 * which takes the pending request id of the listing it came from.
 */
import type { TrackCommand } from './commands.ts';

/** What the profile page shows. */
export type ProfileShown =
  | { status: 'loading' | 'error' }
  | { status: 'profile'; profile: { id: number; profileType: string } }
  | { status: 'punter'; profile: { id: number } }
  | { status: 'notFound' };

/** The commands of a profile page showing `shown`: none until it has loaded. */
export function profilePageCommands(shown: ProfileShown): TrackCommand[] {
  switch (shown.status) {
    case 'profile': {
      const atr = { profileId: shown.profile.id };
      return [
        { page: 'profile', atr },
        { c: 'profile_open', a: 'open', l: shown.profile.profileType, atr },
      ];
    }
    case 'punter':
      return [{ page: 'profile', atr: { profileId: shown.profile.id } }];
    case 'notFound':
      return [{ page: 'notFound' }];
    default:
      return [];
  }
}
