/**
 * Global UI of every page, in one small island so the page loads one entry: the age gate, the
 * toasts, the impersonation banner, the header's account link and, on request, the login modal
 * (its code loads only when it opens); while a session exists, the notification badge and the call
 * feedback question (their code loads only then).
 */
import { useStore } from '../ui/useStore.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AppPage } from '../app/context.ts';
import { $authModal } from '../auth/auth-modal.ts';
import type { PageLanguage } from '../../lib/locale.ts';
import { initLocale } from '../../stores/locale.ts';
import { readConsent } from '../../stores/consent.ts';
import { $session, hasSessionHint, impersonatedName } from '../../stores/session-state.ts';
import type { AgeGateTexts } from './AgeGate.tsx';
import Toasts from './Toasts.tsx';
import { withErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { startShell } from '../app/router/shell-chunk.ts';

// The login modal and the app context it needs load with its first request.
const ModalHost = lazy(() => import('./ModalHost.tsx'));
// Most visits need neither: the gate only until consent is given, the banner only while impersonating.
const AgeGate = lazy(() => import('./AgeGate.tsx'));
const ImpersonationBanner = lazy(() => import('./ImpersonationBanner.tsx'));
// Only signed-in visitors load the badge, its realtime connection and the call feedback question.
const SignedIn = lazy(() => import('./SignedIn.tsx'));

interface Props {
  ageGate: AgeGateTexts;
  cookieChoice: boolean;
  region: AppPage['region'];
  /** Label of the header link for a signed-in visitor ("My account"). */
  accountLabel: string;
  /** Where that link goes (the account page of the region, from the app-route table at build time). */
  accountPath: string;
  /** SEO pages speak the edition's language, app pages the chosen locale. */
  language: PageLanguage;
}

/** The header's "Log in" link becomes the account link while a session exists; returns whether one does. */
function useHeaderAccountLink(accountPath: string, accountLabel: string): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const link = document.getElementById('header-login-link');
    if (!(link instanceof HTMLAnchorElement)) return;
    const login = { href: link.getAttribute('href') ?? '', text: link.textContent ?? '' };
    const show = (signedIn: boolean) => {
      link.href = signedIn ? accountPath : login.href;
      link.textContent = signedIn ? accountLabel : login.text;
      setSignedIn(signedIn);
    };
    show(hasSessionHint());
    return $session.listen((s) => {
      if (s.status === 'authenticated' || s.status === 'anonymous') show(s.status === 'authenticated');
    });
  }, [accountPath, accountLabel]);
  return signedIn;
}

/** The shell island. */
function ShellIsland({ ageGate, cookieChoice, region, accountLabel, accountPath, language }: Props) {
  useEffect(() => {
    initLocale(region, language);
  }, [region, language]);
  // Build polling, the loading bar on link clicks, chunk-error reloads and the region cookies (one lazy chunk).
  useEffect(() => startShell(region.code), [region.code]);
  const signedIn = useHeaderAccountLink(accountPath, accountLabel);
  const modal = useStore($authModal);
  const [needs, setNeeds] = useState({ gate: false, banner: false });
  useEffect(() => setNeeds({ gate: !readConsent(), banner: impersonatedName() !== undefined }), []);
  // The tracker loads when the browser is idle; islands queue their events on `lmTrack` until then.
  useEffect(
    () =>
      void (window.requestIdleCallback ?? window.setTimeout)(
        () => void import('./start-tracking.ts').then((m) => m.default(region.code, cookieChoice)),
      ),
    [region.code, cookieChoice],
  );
  return (
    <>
      <Suspense fallback={null}>
        {needs.gate && <AgeGate texts={ageGate} cookieChoice={cookieChoice} />}
        {needs.banner && <ImpersonationBanner prefix={region.prefix} />}
      </Suspense>
      {signedIn && (
        <Suspense fallback={null}>
          <SignedIn region={region} />
        </Suspense>
      )}
      <Toasts />
      {modal && (
        <Suspense fallback={null}>
          <ModalHost region={region} />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(ShellIsland);
