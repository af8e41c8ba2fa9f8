/** The loads the profile forms share (see load.ts). */
import { getOnboarding } from '../../lib/api/client/onboarding.ts';
import { getOwnProfile, getProfileResources } from '../../lib/api/client/own-profile.ts';
import type { OnboardingState } from '../../lib/api/onboarding.ts';
import type { OwnProfile, ProfileResources } from '../../lib/api/own-profile.ts';
import { useResults } from './load.ts';

/** GET /users/profile/resources/: option lists, services and dial codes in the active locale. */
export function useResources(locale: string): ProfileResources {
  return useResults(`resources:${locale}`, () => getProfileResources());
}

/** GET /onboarding/: the saved step and data. */
export function useOnboardingState(): OnboardingState {
  return useResults('onboarding', () => getOnboarding());
}

/** GET /users/profile: the own profile. */
export function useOwnProfile(): OwnProfile {
  return useResults('own-profile', () => getOwnProfile());
}
