/**
 * The tip button of a public profile (SPEC §7 "Tips"), loaded lazily by the profile page. A punter
 * tips in credits; a visitor without an account tips with money through the guest checkout;
 * other roles and the profile's owner see no button. The profile URL's tip query keys show the
 * thank-you banner or reopen the dialog (query-keys.ts); a guest's banner offers to create a client
 * account from the tip (TipRegisterDialog, loaded when asked for).
 */
import { useStore } from '../ui/useStore.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasRole, ROLES } from '../../lib/permissions.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { useT } from '../ui/useT.ts';
import { readTipKeys } from './query-keys.ts';
// In the button's own (lazy) chunk: a further split would make the bundler wrap this chunk's
// exports in a module namespace and move its runtime helpers into the profile's first load.
import TipDialog from './TipDialog.tsx';

// Only a guest who tipped and wants an account needs the registration form.
const TipRegisterDialog = lazy(() => import('./TipRegisterDialog.tsx'));

interface Props {
  profileId: number;
  profileName: string;
  /** The profile's site path (region prefix included). */
  profilePath: string;
}

/** The button, its dialog and the thank-you banner. */
export default function TipButton({ profileId, profileName, profilePath }: Props) {
  const t = useT('galleries');
  const session = useStore($session);
  const [tipped, setTipped] = useState<number>();
  const [open, setOpen] = useState<number | null>(null);
  const [resume, setResume] = useState<number>();
  const [registering, setRegistering] = useState(false);

  useEffect(() => {
    void loadSession();
    const keys = readTipKeys(location.href);
    if (keys.tipped !== undefined || keys.confirm !== undefined) history.replaceState(history.state, '', keys.cleaned);
    setTipped(keys.tipped);
    setResume(keys.confirm);
  }, []);

  const user = session.status === 'authenticated' ? session.user : null;
  const known = session.status === 'authenticated' || session.status === 'anonymous';
  const own = user?.id === profileId;
  const punter = !!user && hasRole(user.roles, ROLES.punter);
  const mayTip = known && !own && (punter || !user);

  // A tip started before login (or before buying credits) opens again with its amount.
  useEffect(() => {
    if (resume === undefined || !known) return;
    if (mayTip) setOpen(resume);
    setResume(undefined);
  }, [resume, known, mayTip]);

  return (
    <div className="space-y-3">
      {tipped !== undefined && (
        <div
          role="status"
          className="flex items-start justify-between gap-3 rounded-xl bg-emerald-50 p-3 text-emerald-900"
          data-testid="tip-success"
        >
          <div className="space-y-2">
            <p>{t('tip.success', { count: tipped })}</p>
            {session.status === 'anonymous' && (
              <button type="button" className="font-semibold underline underline-offset-2" onClick={() => setRegistering(true)}>
                {t('tip.register.offer')}
              </button>
            )}
          </div>
          <button type="button" className="text-sm font-semibold underline" onClick={() => setTipped(undefined)}>
            {t('tip.dismiss')}
          </button>
        </div>
      )}
      {registering && tipped !== undefined && session.status === 'anonymous' && (
        <Suspense fallback={null}>
          <TipRegisterDialog name={profileName} amount={tipped} profilePath={profilePath} onClose={() => setRegistering(false)} />
        </Suspense>
      )}
      {mayTip && (
        <button
          type="button"
          className="flex w-full items-center justify-center gap-2 rounded-full border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          onClick={() => setOpen(0)}
        >
          <span aria-hidden="true">♥</span>
          {t('tip.button')}
        </button>
      )}
      {user && !own && !punter && <p className="text-sm text-ink-muted">{t('tip.punterOnly')}</p>}
      {open !== null && (
        <TipDialog
          escortId={profileId}
          name={profileName}
          profilePath={profilePath}
          guest={!user}
          initialAmount={open || undefined}
          onClose={() => setOpen(null)}
          onTipped={(amount) => {
            setOpen(null);
            setTipped(amount);
          }}
        />
      )}
    </div>
  );
}
