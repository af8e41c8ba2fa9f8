/** Rename a creation in place: one field, checked here (2 to 40 characters) and by the server (blocked terms). */
import type { AiCreation } from '../../lib/api/ai.ts';
import { AI_NAME_MAX } from '../../lib/api/ai.ts';
import { renameCreation } from '../../lib/api/client/ai.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';
import { aiMessage } from './errors.ts';

interface Props {
  creation: AiCreation;
  onRenamed: (creation: AiCreation) => void;
  onCancel: () => void;
}

/** The inline form. */
export function RenameForm({ creation, onRenamed, onCancel }: Props) {
  const t = useT('ai');
  const formId = `ai-rename-${creation.id}`;
  const form = useApiForm({
    initial: { name: creation.name },
    validate: ({ name }): FormErrors => {
      const n = name.trim();
      if (n.length < 2) return { name: t('ai.error.tooShort', { min: 2 }) };
      if (n.length > AI_NAME_MAX) return { name: t('ai.error.tooLong', { max: AI_NAME_MAX }) };
      return {};
    },
    submit: ({ name }) => renameCreation(creation.id, name.trim()),
    onFailure: (failure) => {
      if (failure.status !== 422) return undefined;
      const first = failure.errors.name?.[0] ?? Object.values(failure.errors)[0]?.[0] ?? failure.message;
      return { name: aiMessage(t, first) };
    },
    onSuccess: ({ results }) => onRenamed(results),
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t('ai.mine.rename')}
      id={formId}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormAlert message={form.errors._} />
      <TextField
        label={t('ai.mine.renameLabel')}
        autoComplete="off"
        maxLength={AI_NAME_MAX}
        className="flex-1"
        // The form replaces the button that opened it: typing can start at once.
        autoFocus
        {...form.text('name')}
      />
      <div className="flex gap-2 sm:mt-6">
        <SubmitButton busy={form.submitting} className={`${primaryButton} sm:w-auto`}>
          {t('ai.mine.save')}
        </SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('ai.mine.cancel')}
        </button>
      </div>
    </form>
  );
}
