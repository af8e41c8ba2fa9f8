/**
 * Open a native <dialog> as a modal while the component is mounted: focus stays inside and Escape
 * closes it (showModal), the page behind does not scroll (SPEC §4), and focus goes back to where it
 * was when the dialog goes away.
 */
import { useEffect, type RefObject } from 'react';
import { showModalLocked } from './scroll-lock.ts';

/** Show `dialog` modally for the component's lifetime. */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = showModalLocked(dialog.current);
    return () => {
      release();
      opener?.focus();
    };
  }, [dialog]);
}
