/**
 * The impersonation banner (SPEC §2 app shell): while an admin is signed in as someone, every page
 * says so above the header, with a link back to the admin's own session. The readable
 * `isAdminImpersonating` cookie only decides whether to show it; the server decides everything else.
 * It appears after hydration (the static HTML cannot know the cookie).
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { impersonatedName } from '../../stores/session-state.ts';
import { useT } from '../ui/useT.ts';

export default function ImpersonationBanner({ prefix }: { prefix: string }) {
  const [target, setTarget] = useState<{ name: string; slot: HTMLElement }>();
  useEffect(() => {
    const name = impersonatedName();
    const slot = document.getElementById('impersonation-banner');
    if (name && slot) setTarget({ name, slot });
  }, []);
  if (!target) return null;
  return createPortal(<Banner name={target.name} prefix={prefix} />, target.slot);
}

function Banner({ name, prefix }: { name: string; prefix: string }) {
  const t = useT('shell');
  return (
    <div role="region" aria-label={t('auth.banner.label')} className="bg-amber-300 px-4 py-2 text-center text-sm font-medium text-ink">
      {t('auth.banner.text', { name })}{' '}
      <a href={`${prefix}/users/login/stop-impersonate/`} className="font-bold text-ink underline">
        {t('auth.banner.stop')}
      </a>
    </div>
  );
}
