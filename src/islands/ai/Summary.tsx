/**
 * The final step's summary: the model and every step's choices in words, each with a "change"
 * button that opens its step (and from there a way straight back to this summary).
 */
import type { AiRenderingModel } from '../../lib/api/ai.ts';
import { useT } from '../ui/useT.ts';
import type { SummaryGroup } from './steps.ts';

interface Props {
  model: AiRenderingModel;
  groups: readonly SummaryGroup[];
  /** Field errors by `attributes.<id>`: shown beside their choice too. */
  errors: Readonly<Record<string, string>>;
  onChange: (position: number) => void;
}

/** The summary. */
export function Summary({ model, groups, errors, onChange }: Props) {
  const t = useT('ai');
  const change = (position: number, what: string) => (
    <button type="button" className="text-sm font-semibold text-brand-800 underline" onClick={() => onChange(position)}>
      {t('ai.summary.change')}
      <span className="sr-only"> – {what}</span>
    </button>
  );
  return (
    <section aria-labelledby="ai-summary-heading" className="space-y-4" data-testid="ai-summary">
      <h3 id="ai-summary-heading" className="text-lg font-bold">
        {t('ai.summary.heading')}
      </h3>
      <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-gray-50 p-3">
        <p>
          <span className="font-semibold">{t('ai.summary.model')}:</span> {model.name}
        </p>
        {change(0, t('ai.summary.model'))}
      </div>
      {groups.map((g) => (
        <div key={g.position} className="rounded-xl bg-gray-50 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 className="font-bold">{g.title}</h4>
            {change(g.position, g.title)}
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
            {g.items.map((item) => (
              <div key={item.id} className="contents">
                <dt className="text-ink-muted">{item.label}</dt>
                <dd>
                  {item.value ?? <span className="text-ink-muted italic">{t('ai.summary.none')}</span>}
                  {errors[`attributes.${item.id}`] && (
                    <span className="block text-sm font-medium text-red-700">{errors[`attributes.${item.id}`]}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
