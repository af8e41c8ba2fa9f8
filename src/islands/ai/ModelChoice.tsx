/** Step 0 of the create page: the rendering models as radio cards (preview, name, description, number of steps). */
import type { AiRenderingModel } from '../../lib/api/ai.ts';
import { useT } from '../ui/useT.ts';
import { Preview } from './AttributeField.tsx';
import { choiceCard, modelGrid } from './classes.ts';
import { stepCount } from './steps.ts';

interface Props {
  models: readonly AiRenderingModel[];
  value: string | null;
  /** The step heading, which names the group. */
  labelledBy: string;
  error?: string;
  onChange: (model: string) => void;
}

/** The model cards. */
export function ModelChoice({ models, value, labelledBy, error, onChange }: Props) {
  const t = useT('ai');
  const errorId = error ? `${labelledBy}-error` : undefined;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={errorId}>
      <p className="text-ink-muted">{t('ai.model.text')}</p>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ul className={`mt-4 ${modelGrid}`}>
        {models.map((m) => (
          <li key={m.id}>
            <label className={choiceCard}>
              <Preview url={m.previewUrl} />
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="ai-model"
                    value={m.id}
                    checked={value === m.id}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`ai-model-${m.id}-text`}
                    className="h-4 w-4 shrink-0 accent-brand-700"
                    onChange={() => onChange(m.id)}
                  />
                  <span className="font-bold">{m.name}</span>
                </span>
                <span id={`ai-model-${m.id}-text`} className="text-sm text-ink-muted">
                  {m.description} · {t('ai.model.steps', { count: stepCount(m) })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
