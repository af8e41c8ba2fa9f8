/** The create page's last screen: the name, the optional wish and the summary of every choice. */
import { AI_NAME_MAX, AI_WISH_MAX, type AiChoices, type AiRenderingModel, type AiStep } from '../../lib/api/ai.ts';
import { TextareaField, TextField } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { summarize } from './steps.ts';
import { Summary } from './Summary.tsx';

interface Props {
  model: AiRenderingModel;
  /** The model's steps, once all are loaded (undefined before). */
  steps: ReadonlyMap<string, AiStep> | undefined;
  stepsFailed: boolean;
  onRetry: () => void;
  name: string;
  wish: string;
  attributes: AiChoices;
  errors: Readonly<Record<string, string>>;
  onName: (name: string) => void;
  onWish: (wish: string) => void;
  /** A summary "change": open that position. */
  onChangeStep: (position: number) => void;
}

/** The screen. */
export function FinalStep({ model, steps, stepsFailed, onRetry, name, wish, attributes, errors, onName, onWish, onChangeStep }: Props) {
  const t = useT('ai');
  return (
    <div className="space-y-6">
      <TextField
        label={t('ai.final.name')}
        autoComplete="off"
        maxLength={AI_NAME_MAX}
        value={name}
        error={errors.name}
        hint={t('ai.final.nameHint', { max: AI_NAME_MAX })}
        onChange={(e) => onName(e.target.value)}
      />
      <TextareaField
        label={t('ai.final.wish')}
        rows={3}
        maxLength={AI_WISH_MAX}
        value={wish}
        error={errors.wish}
        hint={t('ai.final.wishHint', { max: AI_WISH_MAX })}
        onChange={(e) => onWish(e.target.value)}
      />
      {steps ? (
        <Summary model={model} groups={summarize(model, steps, attributes)} errors={errors} onChange={onChangeStep} />
      ) : stepsFailed ? (
        <LoadFailed message={t('ai.step.loadFailed')} onRetry={onRetry} />
      ) : (
        <p role="status" className="text-ink-muted">
          {t('ai.summary.loading')}
        </p>
      )}
    </div>
  );
}
