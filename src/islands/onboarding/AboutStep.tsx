/** /onboarding/about/: step 2, the name, texts and features (PATCH /onboarding/user-features). */
import { saveUserFeatures } from '../../lib/api/client/onboarding.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { ABOUT_FIELDS, AboutSection, checkAbout } from '../profile-forms/AboutSection.tsx';
import { useOnboardingState, useResources } from '../profile-forms/data.ts';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { checkFeatures, FEATURES_FIELDS, FeaturesSection } from '../profile-forms/FeaturesSection.tsx';
import { aboutBody, aboutValues, featuresBody, featuresValues } from '../profile-forms/values.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { clearDraft, readDraft, useDraft } from './drafts.ts';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { saveStep } from './save.ts';
import { StepActions } from './StepActions.tsx';

export default function AboutStep() {
  const t = useT('onboarding');
  const { href, locale } = useApp();
  const state = useOnboardingState();
  const options = useResources(locale).features;
  const form = useApiForm({
    initial: readDraft('about', { ...aboutValues(state.userFeatures), ...featuresValues(state.userFeatures) }),
    validate: (v) => ({ ...checkAbout(v, t), ...checkFeatures(v, t) }),
    submit: (v) => saveStep(() => saveUserFeatures({ ...aboutBody(v), ...featuresBody(v) }), state.step, 'location'),
    onFailure: (failure) => profileFormErrors(t, failure, [...ABOUT_FIELDS, ...FEATURES_FIELDS]),
    onSuccess: () => {
      clearDraft('about');
      go(href('onboardingLocation'));
    },
  });
  useDraft('about', form.values);
  return (
    <OnboardingFrame step="about" saved={state.step}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-6">
        <FormAlert message={form.errors._} />
        <AboutSection form={form} />
        <FeaturesSection form={form} options={options} />
        <StepActions step="about" busy={form.submitting} />
      </form>
    </OnboardingFrame>
  );
}
