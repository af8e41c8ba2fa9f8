/**
 * The statement of reasons of a restriction: a reason code of the fixed list and free text, sent
 * with the action (quarantine, unpublish, photo or review removal, account quarantine). The
 * affected user sees both.
 */
import { useState } from 'react';
import type { ApiResult } from '../../lib/api/http.ts';
import { REASON_CODES, type ReasonCode } from '../../lib/api/moderation-codes.ts';
import type { StatementBody } from '../../lib/api/moderation.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SelectField, SubmitButton, TextareaField } from '../ui/fields.tsx';
import type { FormErrors } from '../ui/form-state.ts';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  /** The submit button's text (what the action is). */
  action: string;
  send: (body: StatementBody) => Promise<ApiResult<unknown>>;
  done: () => void;
}

/** The form, shown after its opener is pressed. */
function Form({ action, send, done, cancel }: Props & { cancel: () => void }) {
  const t = useT('admin');
  const form = useApiForm({
    initial: { reasonCode: 'other', reasonText: '' },
    validate: (v): FormErrors => (v.reasonText.trim().length < 3 ? { reasonText: t('moderation.statement.tooShort') } : {}),
    submit: (v) => send({ reasonCode: v.reasonCode as ReasonCode, reasonText: v.reasonText.trim() }),
    onSuccess: () => {
      showSuccess();
      done();
    },
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      className="mt-2 space-y-2 rounded-lg border border-gray-200 bg-gray-50 p-3"
    >
      <FormAlert message={form.errors._} />
      <SelectField
        label={t('moderation.statement.code')}
        options={REASON_CODES.map((c) => ({ value: c, label: t(`moderation.reason.${c}`) }))}
        {...form.text('reasonCode')}
      />
      <TextareaField label={t('moderation.statement.text')} hint={t('moderation.statement.hint')} rows={3} {...form.text('reasonText')} />
      <div className="flex gap-2">
        <SubmitButton busy={form.submitting}>{action}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={cancel}>
          {t('moderation.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A button that opens the statement form for one action. */
export default function StatementForm(props: Props & { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  if (open) return <Form {...props} cancel={() => setOpen(false)} done={() => (setOpen(false), props.done())} />;
  return (
    <button type="button" className={secondaryButton} disabled={props.disabled} onClick={() => setOpen(true)}>
      {props.action}
    </button>
  );
}
