/**
 * The page behind a modal does not scroll (SPEC §4 "Body scroll is disabled while a modal is
 * open"). Every dialog takes a lock while it is open; the body scrolls again when the last lock is
 * released, so nested or overlapping dialogs (the login modal over a tip dialog) do not unlock
 * each other early.
 */

let locks = 0;
let saved = '';

/** Lock the body's scroll; returns the release (calling it twice releases once). */
export function lockScroll(body: HTMLElement = document.body): () => void {
  if (locks++ === 0) {
    saved = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) body.style.overflow = saved;
  };
}

/** Show `dialog` modally with the body's scroll locked until it closes; returns the release. */
export function showModalLocked(dialog: HTMLDialogElement | null | undefined): () => void {
  if (!dialog) return () => undefined;
  if (!dialog.open) dialog.showModal();
  const release = lockScroll();
  dialog.addEventListener('close', release, { once: true });
  return release;
}
