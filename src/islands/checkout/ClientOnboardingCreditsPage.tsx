/**
 * /client/onboarding/credits/: the second onboarding step: pick a starter credit package (on to
 * the checkout, which returns to the account afterwards) or skip to the account.
 */
import { useApp } from '../app/context.ts';
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import PackageList from './PackageList.tsx';
import { StepIndicator } from './StepIndicator.tsx';

/** The page. */
export default function ClientOnboardingCreditsPage() {
  const { href } = useApp();
  const t = useT('checkout');
  return (
    <div>
      <StepIndicator current={2} />
      <section aria-labelledby="starter-heading" className="space-y-4">
        <h2 id="starter-heading" className="text-xl font-bold">
          {t('clientOnboarding.credits.heading')}
        </h2>
        <p>{t('clientOnboarding.credits.intro')}</p>
        <PackageList limit={3} />
        <a href={href('account')} className={`${secondaryButton} no-underline`}>
          {t('clientOnboarding.skip')}
        </a>
      </section>
    </div>
  );
}
