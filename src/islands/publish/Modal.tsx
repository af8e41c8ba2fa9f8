/**
 * A small native modal dialog: focus stays inside, Escape closes it, focus returns to where it
 * was, the page behind does not scroll. Rendered only while open.
 */
import { useId, useRef, type ReactNode } from 'react';
import { primaryButton } from '../ui/classes.ts';
import { useModalDialog } from '../ui/useModalDialog.ts';

interface Props {
  title: string;
  /** The text of the closing button. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** An open modal with a title, its content and one closing button. */
export function Modal({ title, closeLabel, onClose, children }: Props) {
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
        <button type="button" className={primaryButton} onClick={() => dialog.current?.close()}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
