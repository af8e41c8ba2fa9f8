/** Saving a step: its data, then (when it moves forward) the saved progress (SPEC §7 PATCH /onboarding/step/{step}). */
import { setOnboardingStep } from '../../lib/api/client/onboarding.ts';
import type { ApiResult } from '../../lib/api/http.ts';
import type { OnboardingStep } from '../../lib/api/onboarding.ts';
import { advances, type FormStep } from './steps.ts';

/** Record `next` as the saved step if it lies ahead (undefined when there is nothing to record). */
export function recordStep(saved: OnboardingStep, next: FormStep) {
  return advances(saved, next) ? setOnboardingStep(next) : undefined;
}

/** Run the step's save, then record `next` as the saved step if it lies ahead; the first failure is the answer. */
export async function saveStep<R>(save: () => Promise<ApiResult<R>>, saved: OnboardingStep, next: FormStep): Promise<ApiResult<R>> {
  const res = await save();
  if (res.errors !== undefined) return res;
  const step = await recordStep(saved, next);
  return step?.errors === undefined ? res : step;
}
