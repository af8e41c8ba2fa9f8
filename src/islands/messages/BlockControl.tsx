/** Block or unblock the other member, each after a confirmation: a block stops messages both ways. */
import { useState } from 'react';
import { blockUser, unblockUser } from '../../lib/api/client/messages.ts';
import type { Conversation } from '../../lib/api/messages.ts';
import { showError } from '../../stores/toasts.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { useT } from '../ui/useT.ts';

/** The button and its dialog; `onChanged` runs after the server changed the block. */
export function BlockControl({ conversation, onChanged }: { conversation: Conversation; onChanged: () => void }) {
  const t = useT('messages');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { blocked, other } = conversation;
  const confirm = async () => {
    setBusy(true);
    const res = await (blocked ? unblockUser(other.id) : blockUser(other.id));
    setBusy(false);
    setOpen(false);
    if (!res.data) return showError();
    onChanged();
  };
  const kind = blocked ? 'unblock' : 'block';
  return (
    <>
      <button type="button" className="text-sm font-semibold text-red-800 underline" onClick={() => setOpen(true)}>
        {t(`messages.${kind}.button`)}
      </button>
      {open && (
        <ConfirmDialog
          title={t(`messages.${kind}.title`, { name: other.name })}
          confirmLabel={t(`messages.${kind}.confirm`)}
          cancelLabel={t('messages.dialog.cancel')}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        >
          <p>{t(`messages.${kind}.text`, { name: other.name })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
