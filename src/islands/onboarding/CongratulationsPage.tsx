/**
 * /onboarding/congratulations/ (no layout): the profile is published, or saved and under review
 * (`?review=1` after a quarantined publish). "Continue to Profile" opens the account page. The
 * decorative panel shows on larger screens only.
 */
import { useApp } from '../app/context.ts';
import { queryParam } from '../auth/navigation.ts';
import { primaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

export default function CongratulationsPage() {
  const t = useT('onboarding', 'app');
  const { href } = useApp();
  const review = queryParam('review') === '1';
  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <div aria-hidden="true" className="hidden bg-gradient-to-br from-brand-700 via-brand-800 to-night md:block" />
      <section className="flex flex-col justify-center gap-5 px-6 py-12 text-ink md:px-12">
        <h2 className="text-3xl font-bold">{t('onboarding.congrats.heading')}</h2>
        <p className="text-lg">{t(review ? 'onboarding.congrats.review' : 'onboarding.congrats.published')}</p>
        <a href={href('account')} className={`${primaryButton} no-underline sm:w-auto sm:self-start`}>
          {t('app.onboardingCongratulations.next')}
        </a>
      </section>
    </div>
  );
}
