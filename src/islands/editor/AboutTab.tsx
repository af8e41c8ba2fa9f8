/** /users/profile/about/: display name, slogan and about text (PATCH /onboarding/user-features). */
import { saveUserFeatures } from '../../lib/api/client/onboarding.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { ABOUT_FIELDS, AboutSection, checkAbout } from '../profile-forms/AboutSection.tsx';
import { useOwnProfile } from '../profile-forms/data.ts';
import { profileFormErrors } from '../profile-forms/errors.ts';
import { aboutBody, aboutValues } from '../profile-forms/values.ts';
import { FormAlert, SubmitButton } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { EditorFrame } from './EditorFrame.tsx';

export default function AboutTab() {
  const t = useT('onboarding');
  const profile = useOwnProfile();
  const form = useApiForm({
    initial: aboutValues(profile.features),
    validate: (v) => checkAbout(v, t),
    submit: (v) => saveUserFeatures(aboutBody(v)),
    onFailure: (failure) => profileFormErrors(t, failure, ABOUT_FIELDS),
    onSuccess: () => showSuccess(),
  });
  return (
    <EditorFrame>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="max-w-2xl space-y-6 rounded-2xl bg-white p-5 shadow-sm">
        <FormAlert message={form.errors._} />
        <AboutSection form={form} />
        <SubmitButton busy={form.submitting}>{t('profileForm.save')}</SubmitButton>
      </form>
    </EditorFrame>
  );
}
