/**
 * /onboarding/services/: step 5, services (POST /services), then Publish (POST
 * /onboarding/publish-profile): success goes to the congratulations page, a quarantined publish
 * first shows its modal, a refused one lists what is missing with links to the steps.
 */
import { useState, type SubmitEvent } from 'react';
import { saveServices } from '../../lib/api/client/onboarding.ts';
import { showError } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { useOnboardingState, useResources } from '../profile-forms/data.ts';
import { ServicesSection } from '../profile-forms/ServicesSection.tsx';
import { PublishDialogs } from '../publish/PublishDialogs.tsx';
import { PublishProblems } from '../publish/PublishProblems.tsx';
import { usePublish } from '../publish/usePublish.ts';
import { useT } from '../ui/useT.ts';
import { clearDraft, readDraft, useDraft } from './drafts.ts';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { StepActions } from './StepActions.tsx';

export default function ServicesStep() {
  const t = useT('onboarding');
  const { href, locale } = useApp();
  const state = useOnboardingState();
  const services = useResources(locale).services;
  const [values, setValues] = useState(() => readDraft('services', { serviceIds: state.serviceIds }));
  const [saving, setSaving] = useState(false);
  useDraft('services', values);
  const publish = usePublish('onboarding', {
    onDone: (result) => {
      clearDraft('services');
      go(`${href('onboardingCongratulations')}${result.quarantined ? '?review=1' : ''}`);
    },
  });

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    if (saving || publish.busy) return;
    setSaving(true);
    const res = await saveServices({ serviceIds: values.serviceIds });
    setSaving(false);
    if (res.errors !== undefined) return showError();
    await publish.publish();
  };

  return (
    <OnboardingFrame step="services" saved={state.step}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <ServicesSection services={services} chosen={values.serviceIds} onChange={(serviceIds) => setValues({ serviceIds })} />
        <PublishProblems problems={publish.problems} />
        <StepActions step="services" busy={saving || publish.busy}>
          {t('onboarding.publish')}
        </StepActions>
      </form>
      <PublishDialogs state={publish} />
    </OnboardingFrame>
  );
}
