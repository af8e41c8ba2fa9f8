/**
 * The escort call feedback question (SPEC §4): "How did your call with X go?" with the fixed
 * answers as buttons and "Not now". Asked once: an answer, "Not now" and Escape all remove the flag.
 */
import { useState } from 'react';
import { sendCallFeedback } from '../../lib/api/client/notifications.ts';
import { CALL_FEEDBACK_ANSWER_IDS, CALL_FEEDBACK_ANSWERS, type CallFeedbackAnswerId } from '../../lib/api/notifications-codes.ts';
import { showError, showToast } from '../../stores/toasts.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';
import { clearCallFeedback, type CallFeedbackFlag } from './call-feedback.ts';

/** The open question; `onDone` runs once it is answered or dismissed. */
export default function CallFeedback({ flag, onDone }: { flag: CallFeedbackFlag; onDone: () => void }) {
  const t = useT('notifications');
  const [busy, setBusy] = useState(false);
  const done = () => {
    clearCallFeedback();
    onDone();
  };
  const answer = async (id: CallFeedbackAnswerId) => {
    setBusy(true);
    const res = await sendCallFeedback({ user_id: flag.escortId, answer_id: id });
    done();
    if (res.data) showToast('success', { text: t('callFeedback.thanks') });
    // A refusal (no recorded contact with this escort, say) is not the visitor's to fix: only a failure is shown.
    else if (res.status === 0 || res.status >= 500) showError();
  };
  return (
    <ConfirmDialog
      title={flag.name ? t('callFeedback.title', { name: flag.name }) : t('callFeedback.titleNoName')}
      cancelLabel={t('callFeedback.notNow')}
      busy={busy}
      onClose={done}
    >
      <p className="text-sm text-ink-muted">{t('callFeedback.intro')}</p>
      <ul aria-label={t('callFeedback.answers')} className="grid gap-2">
        {CALL_FEEDBACK_ANSWER_IDS.map((id) => (
          <li key={id}>
            <button type="button" className={`${secondaryButton} w-full`} disabled={busy} onClick={() => void answer(id)}>
              {t(`callFeedback.answer.${CALL_FEEDBACK_ANSWERS[id]}`)}
            </button>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
