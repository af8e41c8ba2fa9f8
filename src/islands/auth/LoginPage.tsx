/**
 * /users/login: the login form; `redirectUrl` and `redirectProfilePath` come from the query and
 * are followed only when same-site. Someone already signed in goes straight on.
 */
import { useEffect, useRef, useState } from 'react';
import { safeRedirect } from '../../lib/redirect.ts';
import { hasSessionHint, loadSession } from '../../stores/session.ts';
import { useApp } from '../app/context.ts';
import LoginForm from './LoginForm.tsx';
import { go, queryParam } from './navigation.ts';
import { useT } from '../ui/useT.ts';

export default function LoginPage() {
  const { href } = useApp();
  const t = useT('auth');
  const redirectUrl = queryParam('redirectUrl');
  const redirectProfilePath = queryParam('redirectProfilePath');
  const [checking, setChecking] = useState(hasSessionHint);
  const checked = useRef(false);

  // Once, for the session the page was opened with: a sign-in made on this page (an admin's
  // second step still to come) must not send the page on.
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!hasSessionHint()) return;
    void loadSession().then((s) => {
      if (s.status === 'authenticated') go(safeRedirect(redirectProfilePath ?? redirectUrl, href('account')));
      else setChecking(false);
    });
  }, [href, redirectProfilePath, redirectUrl]);

  if (checking) return <p role="status">{t('app.noindex.loading')}</p>;
  return (
    <div className="max-w-md space-y-6">
      <LoginForm redirectUrl={redirectUrl} redirectProfilePath={redirectProfilePath} />
      <p className="text-center text-sm">
        {t('auth.login.noAccount')}{' '}
        <a href={href('registration')} className="underline">
          {t('auth.login.register')}
        </a>
      </p>
    </div>
  );
}
