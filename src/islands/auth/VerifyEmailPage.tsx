/** /users/verify/{token}: the e-mailed verification link; verifies, signs in and goes on. */
import { useEffect, useRef, useState } from 'react';
import { verifyEmail } from '../../lib/api/client/auth.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { takeGalleryReturn } from '../galleries/storage.ts';
import { setSessionUser } from '../../stores/session.ts';
import { flashToast } from '../../stores/toasts.ts';
import { routeParams, useApp } from '../app/context.ts';
import { go } from './navigation.ts';
import { useT } from '../ui/useT.ts';

export default function VerifyEmailPage() {
  const { href, pattern } = useApp();
  const t = useT('auth');
  const token = routeParams(pattern, window.location.pathname).token ?? '';
  const [failure, setFailure] = useState<'validation.linkInvalid' | 'common.error'>();
  // The link works once: verify once per page load, even if the component renders again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verifyEmail(token).then((res) => {
      if (!res.data) return setFailure(res.status === 422 ? 'validation.linkInvalid' : 'common.error');
      setSessionUser(res.data.results.user);
      flashToast('success', 'toast.emailVerified');
      go(safeRedirect(res.data.results.redirect, takeGalleryReturn() ?? href('registrationConfirmation')));
    });
  }, [token, href]);

  if (!failure) return <p role="status">{t('auth.verifyEmail.checking')}</p>;
  return (
    <div className="space-y-3">
      <p role="alert">{t(failure)}</p>
      <p>{t('auth.verifyEmail.help')}</p>
      <p>
        <a href={href('login')} className="underline">
          {t('auth.verifyEmail.login')}
        </a>
      </p>
    </div>
  );
}
