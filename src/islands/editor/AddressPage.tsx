/** /users/account/address/: the place and address alone (PATCH /onboarding/user-information). */
import { saveUserInformation } from '../../lib/api/client/onboarding.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { useOwnProfile } from '../profile-forms/data.ts';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { checkLocation, LOCATION_ALIASES, LOCATION_FIELDS, LocationSection } from '../profile-forms/LocationSection.tsx';
import { informationOfProfile, locationBody, locationValues } from '../profile-forms/values.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

export default function AddressPage() {
  const t = useT('onboarding');
  const { region } = useApp();
  const info = informationOfProfile(useOwnProfile());
  const form = useApiForm({
    initial: locationValues(info, region.code),
    validate: (v) => checkLocation(v, t),
    submit: (v) => saveUserInformation(locationBody(v)),
    onFailure: (failure) => profileFormErrors(t, failure, LOCATION_FIELDS, LOCATION_ALIASES),
    onSuccess: () => showSuccess(),
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="max-w-2xl space-y-6 rounded-2xl bg-white p-5 shadow-sm">
      <FormAlert message={form.errors._} />
      <LocationSection form={form} />
      <SubmitButton busy={form.submitting}>{t('profileForm.save')}</SubmitButton>
    </form>
  );
}
