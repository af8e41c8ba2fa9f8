/**
 * The login/registration modal: a native modal dialog (focus stays inside, Escape closes, focus
 * returns to where it was), with the same forms as the pages. Body scrolling stops while it is
 * open (SPEC §4).
 */
import { useState } from 'react';
import { showSuccess } from '../../stores/toasts.ts';
import { AppContext, type AppContextValue } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { closeAuthModal, type AuthModalRequest } from './auth-modal.ts';
import LoginForm from './LoginForm.tsx';
import RegistrationForm from './RegistrationForm.tsx';
import { ClosableDialog } from '../ui/ClosableDialog.tsx';

interface Props {
  request: AuthModalRequest;
  context: AppContextValue;
}

function ModalBody({ request }: { request: AuthModalRequest }) {
  const t = useT('auth');
  const [mode, setMode] = useState(request.mode);
  return (
    <>
      <h2 id="auth-modal-title" className="pr-10 text-2xl font-bold">
        {t(mode === 'login' ? 'auth.modal.loginTitle' : 'auth.modal.registerTitle')}
      </h2>
      <div className="mt-4">
        {mode === 'login' ? (
          <LoginForm
            variant={request.loginVariant}
            redirectProfilePath={request.redirectProfilePath}
            onSignedIn={() => {
              closeAuthModal();
              showSuccess('toast.loggedIn');
            }}
          />
        ) : (
          <RegistrationForm
            role="punter"
            variant={request.variant ?? 'from-punter-modal'}
            redirectProfilePath={request.redirectProfilePath}
          />
        )}
      </div>
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          className="font-semibold text-brand-800 underline"
          onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
        >
          {t(mode === 'login' ? 'auth.modal.toRegister' : 'auth.modal.toLogin')}
        </button>
      </p>
    </>
  );
}

/** The modal. */
export default function AuthModal({ request, context }: Props) {
  const t = useT('auth');
  return (
    <ClosableDialog labelledBy="auth-modal-title" closeLabel={t('auth.modal.close')} onClose={closeAuthModal}>
      <AppContext.Provider value={context}>
        <ModalBody request={request} />
      </AppContext.Provider>
    </ClosableDialog>
  );
}
