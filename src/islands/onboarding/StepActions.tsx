/** Back and Next (or another main action) under a step's form. */
import type { ReactNode } from 'react';
import { useApp } from '../app/context.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { previousStep, STEP_ROUTES, type FormStep } from './steps.ts';

interface Props {
  step: FormStep;
  busy: boolean;
  /** The main button's text (default "Next"). */
  children?: ReactNode;
}

/** Back (a link: the draft keeps what was typed) and the submit button. */
export function StepActions({ step, busy, children }: Props) {
  const t = useT('onboarding');
  const { href } = useApp();
  const back = previousStep(step);
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      {back ? (
        <a href={href(STEP_ROUTES[back])} className={`${secondaryButton} no-underline`}>
          {t('onboarding.back')}
        </a>
      ) : (
        <span />
      )}
      <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={busy} aria-busy={busy}>
        {children ?? t('onboarding.next')}
      </button>
    </div>
  );
}
