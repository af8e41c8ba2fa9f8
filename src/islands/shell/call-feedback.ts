/**
 * When to ask how a call went (SPEC §3 `escortCallFeedback`, §4 feedback modal): the profile writes
 * the flag when a visitor reveals an escort's phone; a later page load of a signed-in client asks
 * once the call had time to happen, and any answer (or "not now") removes the flag.
 */
import { CALL_FEEDBACK_KEY } from '../profile/contact.ts';

/** How long after revealing the phone the question waits (the call needs time to happen). */
export const ESCORT_CALL_FEEDBACK_DELAY = 15 * 60_000;

/** An escort to ask about. */
export interface CallFeedbackFlag {
  escortId: number;
  name: string;
  /** When the phone was revealed (ms since the epoch). */
  at: number;
}

/** The stored flag, or undefined when it is missing or damaged. */
export function parseCallFeedback(raw: string | null): CallFeedbackFlag | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof CallFeedbackFlag, unknown>> | null;
    if (!v || !Number.isInteger(v.escortId) || (v.escortId as number) <= 0 || typeof v.at !== 'number' || !Number.isFinite(v.at))
      return undefined;
    return { escortId: v.escortId as number, name: typeof v.name === 'string' ? v.name : '', at: v.at };
  } catch {
    return undefined;
  }
}

/** What to do with a flag now: ask, wait, or drop it (damaged, or about the user's own profile). */
export function callFeedbackDue(raw: string | null, userId: number, now: number): 'ask' | 'wait' | 'drop' | 'none' {
  if (raw === null) return 'none';
  const flag = parseCallFeedback(raw);
  if (!flag || flag.escortId === userId) return 'drop';
  return now - flag.at >= ESCORT_CALL_FEEDBACK_DELAY ? 'ask' : 'wait';
}

/** The stored flag's text (null without one, or when storage is unavailable). */
export function readCallFeedback(): string | null {
  try {
    return localStorage.getItem(CALL_FEEDBACK_KEY);
  } catch {
    return null;
  }
}

/** Remove the flag: the question is asked once. */
export function clearCallFeedback(): void {
  try {
    localStorage.removeItem(CALL_FEEDBACK_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
