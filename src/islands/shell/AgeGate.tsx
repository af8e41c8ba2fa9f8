/**
 * The first-visit age gate (DESIGN §9): a modal dialog asking the visitor to confirm being 18 or
 * older, with the cookie choice where the region shows the cookie notice. Leaving goes elsewhere.
 */
import { useEffect, useRef } from 'react';
import { giveConsent, readConsent, type ConsentChoice } from '../../stores/consent.ts';
import { showModalLocked } from '../ui/scroll-lock.ts';

/** The gate's texts in the page's language. */
export interface AgeGateTexts {
  title: string;
  text: string;
  confirm: string;
  leave: string;
  cookies: string;
  acceptAll: string;
  necessaryOnly: string;
}

interface Props {
  texts: AgeGateTexts;
  /** Offer the cookie choice (regions that hide the cookie modal only ask for the age). */
  cookieChoice: boolean;
}

/** Where "Leave" sends a visitor who is not an adult. */
export const LEAVE_URL = 'https://www.google.com/';

/** The gate. */
export default function AgeGate({ texts, cookieChoice }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!readConsent()) showModalLocked(dialog.current);
  }, []);
  const accept = (choice: ConsentChoice) => {
    giveConsent(choice);
    // The tracker holds its events until this answer (where the region shows the cookie modal).
    (globalThis.lmTrack ??= []).push({ consent: choice });
    dialog.current?.close();
  };
  const button = 'w-full rounded-full px-5 py-2.5 font-semibold';
  return (
    <dialog
      ref={dialog}
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      className="m-auto max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/80"
      onCancel={(e) => e.preventDefault()}
    >
      <div className="space-y-4 p-6 text-ink">
        <h2 id="age-gate-title" className="text-2xl font-bold">
          {texts.title}
        </h2>
        <p id="age-gate-text">{texts.text}</p>
        {cookieChoice && <p className="text-sm text-ink-muted">{texts.cookies}</p>}
        <div className="space-y-2">
          {cookieChoice ? (
            <>
              <button type="button" className={`${button} bg-brand-700 text-white hover:bg-brand-800`} onClick={() => accept('all')}>
                {texts.acceptAll}
              </button>
              <button
                type="button"
                className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}
                onClick={() => accept('necessary')}
              >
                {texts.necessaryOnly}
              </button>
            </>
          ) : (
            <button type="button" className={`${button} bg-brand-700 text-white hover:bg-brand-800`} onClick={() => accept('necessary')}>
              {texts.confirm}
            </button>
          )}
          <a href={LEAVE_URL} rel="noopener" className="block py-2 text-center text-sm text-ink-muted">
            {texts.leave}
          </a>
        </div>
      </div>
    </dialog>
  );
}
