/**
 * The create page's step heading: "Schritt 2 von 5" and the step's title in one heading (it takes
 * focus when the step changes, so both are read out), and a bar of the progress through the flow.
 */
import type { Ref } from 'react';
import { useT } from '../ui/useT.ts';

interface Props {
  /** 1-based. */
  current: number;
  /** Unknown until a model is chosen. */
  total: number | undefined;
  /** The length the bar assumes while the total is unknown. */
  barTotal: number;
  title: string;
  ref: Ref<HTMLHeadingElement>;
}

/** The heading and bar. */
export function StepHeader({ current, total, barTotal, title, ref }: Props) {
  const t = useT('ai');
  return (
    <div>
      <h2 ref={ref} id="ai-step-heading" tabIndex={-1} className="text-2xl font-bold">
        <span className="block text-sm font-semibold text-ink-muted">
          {total ? t('ai.step.indicator', { current, total }) : t('ai.step.first')}
        </span>
        {title}
      </h2>
      <div aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-gray-200">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${((current / (total ?? barTotal)) * 100).toFixed(1)}%` }} />
      </div>
    </div>
  );
}
