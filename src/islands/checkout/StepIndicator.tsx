/** The punter onboarding's steps: which one this is, and how many there are. */
import { useT } from '../ui/useT.ts';

const STEPS = ['clientOnboarding.step.welcome', 'clientOnboarding.step.credits'] as const;

/** The step list with the current one marked (1-based `current`). */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  const t = useT('checkout');
  return (
    <nav aria-label={t('clientOnboarding.steps', { current, total: STEPS.length })} className="mb-6">
      <ol className="flex gap-2">
        {STEPS.map((key, i) => {
          const here = i + 1 === current;
          return (
            <li
              key={key}
              aria-current={here ? 'step' : undefined}
              className={`flex-1 rounded-full px-3 py-1 text-center text-sm ${here ? 'bg-brand-700 font-semibold text-white' : 'bg-white text-ink-muted'}`}
            >
              {t(key)}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
