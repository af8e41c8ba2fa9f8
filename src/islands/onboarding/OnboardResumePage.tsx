/** /users/account/onboard/: back into onboarding at the saved step, or to the account page once it is done. */
import { useEffect } from 'react';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { useOnboardingState } from '../profile-forms/data.ts';
import { useT } from '../ui/useT.ts';
import { resumeRoute } from './steps.ts';

export default function OnboardResumePage() {
  const t = useT('onboarding');
  const { href } = useApp();
  const state = useOnboardingState();
  const target = href(resumeRoute(state.step, state.profilePublished));
  useEffect(() => go(target), [target]);
  return (
    <p role="status">
      <a href={target}>{t('onboarding.resume.redirect')}</a>
    </p>
  );
}
