/** SPEC §3 browser storage: `profileContactClickCounter` counts the phone numbers a visitor revealed. */
export const CONTACT_COUNTER_KEY = 'profileContactClickCounter';

/** Count one reveal; returns the new count (0 when storage is unavailable). */
export function countContactClick(): number {
  try {
    const next = (Number(localStorage.getItem(CONTACT_COUNTER_KEY)) || 0) + 1;
    localStorage.setItem(CONTACT_COUNTER_KEY, String(next));
    return next;
  } catch {
    return 0;
  }
}
