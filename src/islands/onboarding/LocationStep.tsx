/** /onboarding/location/: step 3, the place and address (PATCH /onboarding/user-information). */
import { saveUserInformation } from '../../lib/api/client/onboarding.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { useOnboardingState } from '../profile-forms/data.ts';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { checkLocation, LOCATION_ALIASES, LOCATION_FIELDS, LocationSection } from '../profile-forms/LocationSection.tsx';
import { locationBody, locationValues } from '../profile-forms/values.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { clearDraft, readDraft, useDraft } from './drafts.ts';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { saveStep } from './save.ts';
import { StepActions } from './StepActions.tsx';

export default function LocationStep() {
  const t = useT('onboarding');
  const { href, region } = useApp();
  const state = useOnboardingState();
  const form = useApiForm({
    initial: readDraft('location', locationValues(state.userInformation, region.code)),
    validate: (v) => checkLocation(v, t),
    submit: (v) => saveStep(() => saveUserInformation(locationBody(v)), state.step, 'media'),
    onFailure: (failure) => profileFormErrors(t, failure, LOCATION_FIELDS, LOCATION_ALIASES),
    onSuccess: () => {
      clearDraft('location');
      go(href('onboardingMedia'));
    },
  });
  useDraft('location', form.values);
  return (
    <OnboardingFrame step="location" saved={state.step}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
        <FormAlert message={form.errors._} />
        <LocationSection form={form} />
        <StepActions step="location" busy={form.submitting} />
      </form>
    </OnboardingFrame>
  );
}
