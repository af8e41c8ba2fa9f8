/** /users/profile/features/: features (PATCH /onboarding/user-features) and services (POST /services). */
import { saveServices, saveUserFeatures } from '../../lib/api/client/onboarding.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { useOwnProfile, useResources } from '../profile-forms/data.ts';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { checkFeatures, FEATURES_FIELDS, FeaturesSection } from '../profile-forms/FeaturesSection.tsx';
import { ServicesSection } from '../profile-forms/ServicesSection.tsx';
import { featuresBody, featuresValues } from '../profile-forms/values.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { EditorFrame } from './EditorFrame.tsx';

export default function FeaturesTab() {
  const t = useT('onboarding');
  const { locale } = useApp();
  const profile = useOwnProfile();
  const resources = useResources(locale);
  const form = useApiForm({
    initial: { ...featuresValues(profile.features), serviceIds: profile.services },
    validate: (v) => checkFeatures(v, t),
    submit: async (v) => {
      const saved = await saveUserFeatures(featuresBody(v));
      return saved.errors === undefined ? saveServices({ serviceIds: v.serviceIds }) : saved;
    },
    onFailure: (failure) => profileFormErrors(t, failure, [...FEATURES_FIELDS, 'serviceIds']),
    onSuccess: () => showSuccess(),
  });
  return (
    <EditorFrame>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="max-w-2xl space-y-8 rounded-2xl bg-white p-5 shadow-sm">
        <FormAlert message={form.errors._} />
        <FeaturesSection form={form} options={resources.features} />
        <ServicesSection
          services={resources.services}
          chosen={form.values.serviceIds}
          onChange={(ids) => form.set('serviceIds', ids)}
          error={form.errors.serviceIds}
        />
        <SubmitButton busy={form.submitting}>{t('profileForm.save')}</SubmitButton>
      </form>
    </EditorFrame>
  );
}
