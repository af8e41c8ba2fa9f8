/**
 * A bottom sheet for phones: a modal <dialog> (showModal keeps focus inside and Escape closes it)
 * sliding up from the bottom, at most 85% of the viewport tall with its own scroll and a footer that
 * stays in view. The page behind it does not scroll while it is open.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { showModalLocked } from '../ui/scroll-lock.ts';

interface Props {
  id: string;
  label: string;
  /** Called once the dialog closed (Escape, the backdrop or the footer's button). */
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/** The sheet (open while mounted). */
export default function Sheet({ id, label, onClose, children, footer }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClose);
  closed.current = onClose;
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const onCloseEvent = () => closed.current();
    el.addEventListener('close', onCloseEvent);
    // The page scrolls again as soon as the dialog closes, not only once React unmounted it.
    const release = showModalLocked(el);
    return () => {
      el.removeEventListener('close', onCloseEvent);
      if (el.open) el.close();
      release();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      id={id}
      aria-label={label}
      className="m-0 mt-auto max-h-[85vh] w-full max-w-none flex-col rounded-t-2xl bg-white p-0 text-ink shadow-xl transition-transform duration-200 ease-out open:flex backdrop:bg-black/50 starting:translate-y-full motion-reduce:transition-none"
      onClick={(e) => {
        // A click on the backdrop lands on the dialog itself.
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain p-4">{children}</div>
      <div className="sticky bottom-0 border-t border-gray-200 bg-white p-4">{footer}</div>
    </dialog>
  );
}
