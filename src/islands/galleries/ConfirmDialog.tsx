/** A modal asking to confirm a purchase with credits (rendered only while open). */
import { useId, useRef, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';

interface Props {
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog. */
export default function ConfirmDialog({ title, confirmLabel, cancelLabel, busy, onConfirm, onClose, children }: Props) {
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
          {title}
        </h2>
        {children}
        <div className="flex flex-wrap gap-3">
          <button type="button" className={`${primaryButton} sm:w-auto`} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className={secondaryButton} onClick={() => dialog.current?.close()}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
