/**
 * The typing indicator's timing: a user's keystrokes announce typing at most every
 * {@link TYPING_SEND_EVERY_MS} (the realtime server allows 10 client events a second per
 * connection, and one every few seconds is plenty), and an announcement shows for
 * {@link TYPING_SHOWN_MS} unless another one extends it.
 */

/** Least time between two typing announcements of one user. */
export const TYPING_SEND_EVERY_MS = 2_000;
/** How long one announcement keeps the indicator on. */
export const TYPING_SHOWN_MS = 5_000;

/** A throttle: true when a typing announcement may go out now (and counts it as sent). */
export function typingThrottle(now: () => number = Date.now, every = TYPING_SEND_EVERY_MS): () => boolean {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < every) return false;
    last = at;
    return true;
  };
}

/** The indicator of the other member: on with each announcement, off after `ms` without one or when cleared. */
export function typingIndicator(onChange: (typing: boolean) => void, ms = TYPING_SHOWN_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    onChange(false);
  };
  return {
    /** An announcement arrived. */
    seen() {
      if (timer === undefined) onChange(true);
      else clearTimeout(timer);
      timer = setTimeout(clear, ms);
    },
    /** The other's message arrived, or the thread closes: the indicator goes off at once. */
    clear,
  };
}
