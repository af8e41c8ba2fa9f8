/**
 * The login/registration modal: a native modal dialog (focus stays inside, Escape closes, focus
 * returns to where it was), with the same forms as the pages. Body scrolling stops while it is
 * open (SPEC §4).
 */
import { useRef, useState } from 'react';
import { showSuccess } from '../../stores/toasts.ts';
import { AppContext, type AppContextValue } from '../app/context.ts';
import { useT } from '../ui/useT.ts';
import { closeAuthModal, type AuthModalRequest } from './auth-modal.ts';
import LoginForm from './LoginForm.tsx';
import RegistrationForm from './RegistrationForm.tsx';
import { useModalDialog } from '../ui/useModalDialog.ts';

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
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="auth-modal-title"
      className="m-auto w-full max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-night/80"
      onClose={closeAuthModal}
    >
      <div className="relative p-6 text-ink">
        <button
          type="button"
          className="absolute right-4 top-4 rounded-full px-2 py-1 text-xl leading-none text-ink-muted hover:bg-gray-100"
          aria-label={t('auth.modal.close')}
          onClick={() => dialog.current?.close()}
        >
          ×
        </button>
        <AppContext.Provider value={context}>
          <ModalBody request={request} />
        </AppContext.Provider>
      </div>
    </dialog>
  );
}
