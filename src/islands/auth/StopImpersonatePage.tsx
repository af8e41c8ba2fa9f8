/**
 * /users/login/stop-impersonate: end the impersonation. The session ends; the admin signs in again
 * (password and second factor) on the login page the server points to.
 */
import { useEffect, useRef, useState } from 'react';
import { stopImpersonation } from '../../lib/api/client/auth.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { flashToast } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { go } from './navigation.ts';
import { useT } from '../ui/useT.ts';

export default function StopImpersonatePage() {
  const { href } = useApp();
  const t = useT('auth');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void stopImpersonation().then((res) => {
      if (!res.data) return setFailed(true);
      flashToast('success', 'toast.impersonationStopped');
      go(safeRedirect(res.data.results.redirect, href('login')));
    });
  }, [href]);

  if (!failed) return <p role="status">{t('auth.impersonate.stopping')}</p>;
  return (
    <div className="space-y-3">
      <p role="alert">{t('auth.impersonate.notActive')}</p>
      <p>
        <a href={href('account')} className="underline">
          {t('auth.impersonate.account')}
        </a>
      </p>
    </div>
  );
}
