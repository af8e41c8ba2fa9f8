/**
 * The five onboarding steps (SPEC §2 "Escort onboarding") as routes: their order, the page of each,
 * and where a returning escort continues.
 */
import type { OnboardingStep } from '../../lib/api/onboarding.ts';
import type { StaticRouteId } from '../../lib/routing/app-routes.ts';

/** The steps with a page, in order ("done" has none). */
export const STEP_ORDER = ['contact', 'about', 'location', 'media', 'services'] as const satisfies readonly OnboardingStep[];

/** A step with a page. */
export type FormStep = (typeof STEP_ORDER)[number];

/** The route of each step. */
export const STEP_ROUTES: Record<FormStep, StaticRouteId> = {
  contact: 'onboarding',
  about: 'onboardingAbout',
  location: 'onboardingLocation',
  media: 'onboardingMedia',
  services: 'onboardingServices',
};

/** 1-based number of a step ("Step n of 5"). */
export function stepNumber(step: FormStep): number {
  return STEP_ORDER.indexOf(step) + 1;
}

/** The step after this one (undefined after the last: publish comes next). */
export function nextStep(step: FormStep): FormStep | undefined {
  return STEP_ORDER[STEP_ORDER.indexOf(step) + 1];
}

/** The step before this one (undefined on the first). */
export function previousStep(step: FormStep): FormStep | undefined {
  return STEP_ORDER[STEP_ORDER.indexOf(step) - 1];
}

/** The page a returning escort goes to: the saved step, or the account page once published. */
export function resumeRoute(saved: OnboardingStep, published: boolean): StaticRouteId {
  if (published || saved === 'done') return 'account';
  return STEP_ROUTES[saved];
}

/** Whether the saved step lies after the one shown (the page then offers to continue there). */
export function isAhead(saved: OnboardingStep, shown: FormStep): boolean {
  if (saved === 'done') return false;
  return STEP_ORDER.indexOf(saved) > STEP_ORDER.indexOf(shown);
}

/** Whether saving a step moves the saved progress on to `next` (going back and forth never moves it back). */
export function advances(saved: OnboardingStep, next: FormStep): boolean {
  if (saved === 'done') return false;
  return STEP_ORDER.indexOf(next) > STEP_ORDER.indexOf(saved);
}
