/** The modal that asks before a refund (native <dialog>: focus inside, Escape cancels, focus returns). */
import { useId, useRef } from 'react';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  reference: string;
  /** Who gets the money back (a username, or "Guest"). */
  buyer: string;
  /** The gross amount as text. */
  amount: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The open dialog; rendered only while it is open. */
export default function RefundDialog({ reference, buyer, amount, busy, onConfirm, onClose }: Props) {
  const t = useT('admin');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(dialog);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/80"
      onClose={onClose}
    >
      <div className="space-y-4 p-6 text-ink">
        <h2 id={titleId} className="text-xl font-bold">
          {t('admin.payments.confirm.title', { reference })}
        </h2>
        <p>{t('admin.payments.confirm.body', { buyer, amount })}</p>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button type="button" className={`${primaryButton} sm:w-auto`} disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {t('admin.payments.confirm.submit')}
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => dialog.current?.close()}>
            {t('admin.payments.confirm.cancel')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
