/**
 * Shown after "Create" without a session: the choices are kept, log in (the modal again, or the
 * login page, which comes back here).
 */
import { useStore } from '../ui/useStore.ts';
import { $authModal, openAuthModal } from '../auth/auth-modal.ts';
import { loginUrl } from '../auth/guard.ts';
import { useApp } from '../app/context.ts';
import { useT } from '../ui/useT.ts';

/** The notice. */
export function LoginNotice() {
  const t = useT('ai');
  const { href } = useApp();
  const modalOpen = useStore($authModal) !== null;
  return (
    <div role="status" className="space-y-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
      <p>{t('ai.create.loginNeeded')}</p>
      <p className="flex flex-wrap gap-4">
        {!modalOpen && (
          <button type="button" className="font-semibold underline" onClick={() => openAuthModal({ mode: 'login' })}>
            {t('ai.create.login')}
          </button>
        )}
        <a href={loginUrl(href('login'), `${window.location.pathname}${window.location.search}`)} className="font-semibold text-brand-900">
          {t('ai.create.loginPage')}
        </a>
      </p>
    </div>
  );
}
