/**
 * The frame of every onboarding step: the progress ("Step n of 5" and the steps as an ordered list,
 * the current one marked with aria-current), an offer to continue where the escort left off when
 * the saved step lies ahead, then the step's form.
 */
import type { ReactNode } from 'react';
import type { OnboardingStep } from '../../lib/api/onboarding.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { isAhead, STEP_ORDER, STEP_ROUTES, stepNumber, type FormStep } from './steps.ts';

interface Props {
  step: FormStep;
  /** The saved step (GET /onboarding/). */
  saved: OnboardingStep;
  children: ReactNode;
}

/** Progress, resume offer and the step. */
export function OnboardingFrame({ step, saved, children }: Props) {
  const t = useT('onboarding');
  const { href } = useApp();
  const n = stepNumber(step);
  return (
    <div className="space-y-5">
      <nav aria-label={t('onboarding.progressLabel')}>
        <p className="text-sm font-semibold text-ink-muted">{t('onboarding.progress', { n, total: STEP_ORDER.length })}</p>
        <ol className="mt-2 flex gap-1">
          {STEP_ORDER.map((s, i) => {
            const here = s === step;
            const done = i + 1 < n;
            return (
              <li key={s} aria-current={here ? 'step' : undefined} className="min-w-0 flex-1">
                <span className={`block h-1.5 rounded-full ${here || done ? 'bg-brand-700' : 'bg-gray-300'}`} aria-hidden="true" />
                <span className={`mt-1 block truncate text-xs ${here ? 'font-bold text-ink' : 'text-ink-muted'}`}>
                  <span className="sr-only">{t('onboarding.progress', { n: i + 1, total: STEP_ORDER.length })}: </span>
                  {t(`onboarding.step.${s}`)}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      {isAhead(saved, step) && saved !== 'done' && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          {t('onboarding.resume.text', { step: t(`onboarding.step.${saved}`) })}
          <a href={href(STEP_ROUTES[saved])} className="font-semibold text-brand-900 underline">
            {t('onboarding.resume.go')}
          </a>
        </p>
      )}
      <div className="rounded-2xl bg-white p-5 shadow-sm">{children}</div>
    </div>
  );
}
