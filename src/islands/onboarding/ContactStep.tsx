/** /onboarding/: step 1, contact (PATCH /onboarding/user-information). */
import { saveUserInformation } from '../../lib/api/client/onboarding.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { checkContact, CONTACT_FIELDS, ContactSection } from '../profile-forms/ContactSection.tsx';
import { useOnboardingState, useResources } from '../profile-forms/data.ts';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { contactBody, contactValues } from '../profile-forms/values.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { clearDraft, readDraft, useDraft } from './drafts.ts';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { saveStep } from './save.ts';
import { StepActions } from './StepActions.tsx';

export default function ContactStep() {
  const t = useT('onboarding');
  const { href, locale, region } = useApp();
  const state = useOnboardingState();
  const countries = useResources(locale).countryCodes;
  const form = useApiForm({
    initial: readDraft('contact', contactValues(state.userInformation, countries, region.code)),
    validate: (v) => checkContact(v, t),
    submit: (v) => saveStep(() => saveUserInformation(contactBody(v, countries)), state.step, 'about'),
    onFailure: (failure) => profileFormErrors(t, failure, CONTACT_FIELDS),
    onSuccess: () => {
      clearDraft('contact');
      go(href('onboardingAbout'));
    },
  });
  useDraft('contact', form.values);
  return (
    <OnboardingFrame step="contact" saved={state.step}>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-4">
        <FormAlert message={form.errors._} />
        <ContactSection form={form} countries={countries} />
        <StepActions step="contact" busy={form.submitting} />
      </form>
    </OnboardingFrame>
  );
}
