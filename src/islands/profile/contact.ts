/** SPEC §3 browser storage: `profileContactClickCounter` counts the phone numbers a visitor revealed. */
export const CONTACT_COUNTER_KEY = 'profileContactClickCounter';
/** SPEC §3 browser storage: `escortCallFeedback` names the escort whose phone was revealed last (asked about later). */
export const CALL_FEEDBACK_KEY = 'escortCallFeedback';

/**
 * Count one reveal and, for an escort, remember it for the call feedback question; returns the new
 * count (0 when storage is unavailable).
 */
export function countContactClick(escort?: { escortId: number; name: string }): number {
  try {
    const next = (Number(localStorage.getItem(CONTACT_COUNTER_KEY)) || 0) + 1;
    localStorage.setItem(CONTACT_COUNTER_KEY, String(next));
    if (escort) localStorage.setItem(CALL_FEEDBACK_KEY, JSON.stringify({ ...escort, at: Date.now() }));
    return next;
  } catch {
    return 0;
  }
}
