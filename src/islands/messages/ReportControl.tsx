/** Report the conversation to the admins: a reason and an optional note, then a thank-you status. */
import { useState } from 'react';
import { reportConversation } from '../../lib/api/client/messages.ts';
import { CONVERSATION_REPORT_REASONS } from '../../lib/api/messages-codes.ts';
import type { Conversation } from '../../lib/api/messages.ts';
import { showError } from '../../stores/toasts.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { SelectField, TextareaField } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';

type Reason = (typeof CONVERSATION_REPORT_REASONS)[number];

/** The button, its dialog and the confirmation line. */
export function ReportControl({ conversation }: { conversation: Conversation }) {
  const t = useT('messages');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [reason, setReason] = useState<Reason>('spam');
  const [note, setNote] = useState('');
  const confirm = async () => {
    setBusy(true);
    const res = await reportConversation(conversation.id, { reason, ...(note.trim() ? { note: note.trim() } : {}) });
    setBusy(false);
    if (!res.data) return showError();
    setOpen(false);
    setDone(true);
  };
  return (
    <>
      <button type="button" className="text-sm font-semibold underline" onClick={() => setOpen(true)}>
        {t('messages.report.button')}
      </button>
      <span role="status" className="text-sm font-semibold text-green-800">
        {done && t('messages.report.done')}
      </span>
      {open && (
        <ConfirmDialog
          title={t('messages.report.title')}
          confirmLabel={t('messages.report.submit')}
          cancelLabel={t('messages.dialog.cancel')}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        >
          <p>{t('messages.report.text', { name: conversation.other.name })}</p>
          <SelectField
            label={t('messages.report.reasonLabel')}
            value={reason}
            options={CONVERSATION_REPORT_REASONS.map((r) => ({ value: r, label: t(`messages.report.reason.${r}`) }))}
            onChange={(e) => setReason(e.target.value as Reason)}
          />
          <TextareaField
            label={t('messages.report.note')}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
