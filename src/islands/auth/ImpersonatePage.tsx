/**
 * /users/impersonate/{secret}/{userId}: verifies the admin and the single-use path secret
 * (GET /users/verify-admin), then signs in as the user and goes to their account page. A failure
 * is not explained (SPEC §8: admin verify failure is not shown to users).
 */
import { useEffect, useRef, useState } from 'react';
import { startImpersonation, verifyAdmin } from '../../lib/api/client/auth.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { flashToast } from '../../stores/toasts.ts';
import { routeParams, useApp } from '../app/context.ts';
import { go } from './navigation.ts';
import { useT } from '../ui/useT.ts';

export default function ImpersonatePage() {
  const { path, href, pattern } = useApp();
  const t = useT('auth');
  const params = routeParams(pattern, window.location.pathname);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const secret = params.secret ?? '';
    const userId = Number(params.userId);
    void (async () => {
      const verified = await verifyAdmin(secret, userId);
      if (!verified.data) {
        if (verified.status === 401) return go(`${href('login')}?redirectUrl=${encodeURIComponent(window.location.pathname)}`);
        return setFailed(true);
      }
      const res = await startImpersonation(secret, userId);
      if (!res.data) return setFailed(true);
      flashToast('success', 'toast.impersonationStarted');
      go(safeRedirect(res.data.results.redirect, href('account')));
    })();
  }, [params.secret, params.userId, path]);

  if (!failed) return <p role="status">{t('auth.impersonate.working')}</p>;
  return (
    <p>
      <a href={path('/')} className="underline">
        {t('auth.impersonate.home')}
      </a>
    </p>
  );
}
