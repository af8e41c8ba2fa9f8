/**
 * A native modal asking to confirm one action (focus inside, Escape cancels, focus returns): a
 * purchase, a cancellation, a deletion, a refund. Without a confirming button it only informs.
 */
import { useId, useRef, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from './classes.ts';
import { useModalDialog } from './useModalDialog.ts';

interface Props {
  title: string;
  /** The confirming button's text; without it the dialog only informs. */
  confirmLabel?: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm?: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The open dialog; rendered only while it is open. */
export default function ConfirmDialog({ title, confirmLabel, cancelLabel, busy = false, onConfirm, onClose, children }: Props) {
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
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          {confirmLabel && onConfirm && (
            <button type="button" className={`${primaryButton} sm:w-auto`} disabled={busy} aria-busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
          )}
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => dialog.current?.close()}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
