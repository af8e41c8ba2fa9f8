/**
 * /users/profile/: contact and location (PATCH /onboarding/user-information, the same rules as
 * onboarding), and the photos (each change saves itself).
 */
import { saveUserInformation } from '../../lib/api/client/onboarding.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { checkContact, CONTACT_FIELDS, ContactSection } from '../profile-forms/ContactSection.tsx';
import { useOwnProfile, useResources } from '../profile-forms/data.ts';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { checkLocation, LOCATION_ALIASES, LOCATION_FIELDS, LocationSection } from '../profile-forms/LocationSection.tsx';
import { contactBody, contactValues, informationOfProfile, locationBody, locationValues } from '../profile-forms/values.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { EditorFrame } from './EditorFrame.tsx';
import PhotosSection from './PhotosSection.tsx';

export default function ProfileTab() {
  const t = useT('onboarding');
  const { locale, region } = useApp();
  const info = informationOfProfile(useOwnProfile());
  const countries = useResources(locale).countryCodes;
  const form = useApiForm({
    initial: { ...contactValues(info, countries, region.code), ...locationValues(info, region.code) },
    validate: (v) => ({ ...checkContact(v, t), ...checkLocation(v, t) }),
    submit: (v) => saveUserInformation({ ...contactBody(v, countries), ...locationBody(v) }),
    onFailure: (failure) => profileFormErrors(t, failure, [...CONTACT_FIELDS, ...LOCATION_FIELDS], LOCATION_ALIASES),
    onSuccess: () => showSuccess(),
  });
  return (
    <EditorFrame>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="max-w-2xl space-y-8 rounded-2xl bg-white p-5 shadow-sm">
        <FormAlert message={form.errors._} />
        <ContactSection form={form} countries={countries} />
        <LocationSection form={form} />
        <SubmitButton busy={form.submitting}>{t('profileForm.save')}</SubmitButton>
      </form>
      <PhotosSection />
    </EditorFrame>
  );
}
