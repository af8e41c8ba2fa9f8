/**
 * What an escort typed on a step and has not saved yet, kept for the browser tab (sessionStorage):
 * "Back" and a reload keep it; a successful save drops it, so the saved data shows from then on.
 */
import { useEffect, useRef } from 'react';
import type { FormStep } from './steps.ts';

const key = (step: FormStep) => `lustmap:onboarding-draft:${step}`;

/** Whether a kept value fits the field (null fits any field that may be empty). */
function sameKind(kept: unknown, saved: unknown): boolean {
  return kept === null || saved === null || typeof kept === typeof saved;
}

/** The unsaved values of a step, if any (merged over the saved ones, so a changed form shape stays whole). */
export function readDraft<V extends object>(step: FormStep, saved: V): V {
  try {
    const raw = sessionStorage.getItem(key(step));
    if (!raw) return saved;
    const draft = JSON.parse(raw) as Partial<V>;
    const known = Object.fromEntries(Object.entries(draft).filter(([k, v]) => k in saved && sameKind(v, saved[k as keyof V])));
    return { ...saved, ...known };
  } catch {
    // Storage off (private mode) or a broken entry: the saved values it is.
    return saved;
  }
}

/** Drop a step's draft (after it was saved). */
export function clearDraft(step: FormStep): void {
  try {
    sessionStorage.removeItem(key(step));
  } catch {
    // Storage off: nothing was kept.
  }
}

/** Keep a step's values as its draft once they change (untouched values stay the saved ones). */
export function useDraft(step: FormStep, values: object): void {
  const first = useRef(values);
  useEffect(() => {
    if (values === first.current) return;
    try {
      sessionStorage.setItem(key(step), JSON.stringify(values));
    } catch {
      // Storage off or full: the step still saves on Next.
    }
  }, [step, values]);
}
