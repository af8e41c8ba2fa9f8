/** Escort onboarding calls (SPEC §7 "Onboarding"); types from ../onboarding.ts. */
import { request, type ApiResult } from '../http.ts';
import type {
  OnboardingState,
  OnboardingStep,
  PublishResult,
  ServicesBody,
  UserFeatures,
  UserFeaturesBody,
  UserInformation,
  UserInformationBody,
} from '../onboarding.ts';

/** GET /onboarding/: the current step and everything saved. */
export function getOnboarding(opts?: { signal?: AbortSignal }): Promise<ApiResult<{ results: OnboardingState }>> {
  return request('GET', '/onboarding/', opts);
}

/** PATCH /onboarding/user-information: contact and location. */
export function saveUserInformation(body: UserInformationBody): Promise<ApiResult<{ results: UserInformation }>> {
  return request('PATCH', '/onboarding/user-information', { body });
}

/** PATCH /onboarding/user-features: features, name and texts. */
export function saveUserFeatures(body: UserFeaturesBody): Promise<ApiResult<{ results: UserFeatures }>> {
  return request('PATCH', '/onboarding/user-features', { body });
}

/** PATCH /onboarding/step/{step}: record how far the escort got. */
export function setOnboardingStep(step: OnboardingStep): Promise<ApiResult<{ results: OnboardingState }>> {
  return request('PATCH', `/onboarding/step/${step}`, { body: {} });
}

/** POST /onboarding/publish-profile: publish at the end of onboarding (results.quarantined, SPEC §4). */
export function publishFromOnboarding(): Promise<ApiResult<{ results: PublishResult }>> {
  return request('POST', '/onboarding/publish-profile', { body: {} });
}

/** GET /user/features/: the saved features. */
export function getOwnFeatures(): Promise<ApiResult<{ results: UserFeatures }>> {
  return request('GET', '/user/features/');
}

/** POST /services: the escort's services. */
export function saveServices(body: ServicesBody): Promise<ApiResult<{ results: number[] }>> {
  return request('POST', '/services', { body });
}
