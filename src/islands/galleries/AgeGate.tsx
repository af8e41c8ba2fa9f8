/**
 * The explicit-content gate of a signed-in viewer: verify the age at the provider (the page
 * returns here with `?ageCheck=verified`), then switch explicit content on or off.
 */
import { useEffect, useState } from 'react';
import { ageVerificationLink, getAgeVerification, unlockExplicitPhotos } from '../../lib/api/client/galleries.ts';
import type { AgeVerification } from '../../lib/api/galleries.ts';
import { unavailableKey } from '../../lib/api/unavailable.ts';
import { showError } from '../../stores/toasts.ts';
import { secondaryButton } from '../ui/classes.ts';
import type { KeysOf, Translate } from '../ui/useT.ts';

type T = Translate<KeysOf<'galleries'>>;

/** The gate; `onChange` runs when the viewer's explicit setting changed. */
export default function AgeGate({ t, returnPath, onChange }: { t: T; returnPath: string; onChange: () => void }) {
  const [state, setState] = useState<AgeVerification>();
  const [busy, setBusy] = useState(false);
  const justVerified = typeof location !== 'undefined' && new URLSearchParams(location.search).get('ageCheck') === 'verified';
  useEffect(() => {
    void getAgeVerification().then((res) => res.data && setState(res.data.results));
  }, []);
  if (!state) return null;

  const verify = async () => {
    setBusy(true);
    const res = await ageVerificationLink(returnPath);
    if (res.data) return location.assign(res.data.results.url);
    setBusy(false);
    showError(unavailableKey(res));
  };
  const toggle = async () => {
    setBusy(true);
    const res = await unlockExplicitPhotos(!state.explicitUnlocked);
    setBusy(false);
    if (!res.data) return void showError();
    setState(res.data.results);
    onChange();
  };

  return (
    <section aria-labelledby="age-gate-heading" className="mt-4 rounded-xl border border-gray-200 p-4">
      <h3 id="age-gate-heading" className="font-semibold">
        {t('ageCheck.heading')}
      </h3>
      <p className="text-sm text-ink-muted">{t('ageCheck.intro')}</p>
      {justVerified && state.verified && (
        <p role="status" className="mt-2 text-sm font-semibold text-emerald-800">
          {t('ageCheck.done')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {state.verified ? (
          <>
            <span className="text-sm">{t('ageCheck.verified')}</span>
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              aria-pressed={state.explicitUnlocked}
              onClick={() => void toggle()}
            >
              {t(state.explicitUnlocked ? 'ageCheck.lock' : 'ageCheck.unlock')}
            </button>
          </>
        ) : (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void verify()}>
            {t('ageCheck.verify')}
          </button>
        )}
      </div>
    </section>
  );
}
