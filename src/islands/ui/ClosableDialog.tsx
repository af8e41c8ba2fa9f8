/**
 * A native modal dialog with a close button in its corner: focus stays inside, Escape or the
 * button closes it, focus returns to where it was, the page behind does not scroll. The caller
 * renders it only while open and gives the heading its `labelledBy` id.
 */
import { useRef, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog.ts';

interface Props {
  /** The id of the dialog's heading. */
  labelledBy: string;
  /** The id of the text that describes it, if any. */
  describedBy?: string;
  /** The accessible name of the × button. */
  closeLabel: string;
  onClose: () => void;
  testId?: string;
  children: ReactNode;
}

/** The open dialog around `children`. */
export function ClosableDialog({ labelledBy, describedBy, closeLabel, onClose, testId, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/80"
      onClose={onClose}
      data-testid={testId}
    >
      <div className="relative p-6 text-ink">
        <button
          type="button"
          className="absolute top-4 right-4 rounded-full px-2 py-1 text-xl leading-none text-ink-muted hover:bg-gray-100"
          aria-label={closeLabel}
          onClick={() => dialog.current?.close()}
        >
          ×
        </button>
        {children}
      </div>
    </dialog>
  );
}
