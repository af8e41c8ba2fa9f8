/** Saving a step: its data, then (when it moves forward) the saved progress (SPEC §7 PATCH /onboarding/step/{step}). */
import { setOnboardingStep } from '../../lib/api/client/onboarding.ts';
import type { ApiResult } from '../../lib/api/http.ts';
import type { OnboardingStep } from '../../lib/api/onboarding.ts';
import { advances, type FormStep } from './steps.ts';

/** Run the step's save, then record `next` as the saved step if it lies ahead; the first failure is the answer. */
export async function saveStep<R>(save: () => Promise<ApiResult<R>>, saved: OnboardingStep, next: FormStep): Promise<ApiResult<R>> {
  const res = await save();
  if (res.errors !== undefined || !advances(saved, next)) return res;
  const step = await setOnboardingStep(next);
  return step.errors === undefined ? res : step;
}
