/**
 * /client/onboarding/: the welcome for a new punter: what VIP, credits, private galleries,
 * reviews and saved searches give, then on to the starter credits.
 */
import { useApp } from '../app/context.ts';
import { primaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { StepIndicator } from './StepIndicator.tsx';

const PERKS = ['vip', 'credits', 'galleries', 'reviews', 'savedSearches'] as const;

/** The page. */
export default function ClientOnboardingPage() {
  const { href } = useApp();
  const t = useT('checkout');
  return (
    <div>
      <StepIndicator current={1} />
      <section aria-labelledby="welcome-heading" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="welcome-heading" className="text-xl font-bold">
          {t('clientOnboarding.welcome.heading')}
        </h2>
        <p>{t('clientOnboarding.welcome.intro')}</p>
        <ul className="space-y-3">
          {PERKS.map((perk) => (
            <li key={perk} className="rounded-lg border border-gray-200 p-3">
              <h3 className="font-semibold">{t(`clientOnboarding.perk.${perk}`)}</h3>
              <p className="text-sm text-ink-muted">{t(`clientOnboarding.perk.${perk}.text`)}</p>
            </li>
          ))}
        </ul>
        <a href={href('clientOnboardingCredits')} className={`${primaryButton} no-underline`}>
          {t('clientOnboarding.continue')}
        </a>
      </section>
    </div>
  );
}
