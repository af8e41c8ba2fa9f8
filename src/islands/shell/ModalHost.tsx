/** The login modal of the shell island, loaded with its first request (the app context comes with it). */
import { useStore } from '../ui/useStore.ts';
import { lazy, Suspense, useMemo } from 'react';
import { appContextValue, type AppPage } from '../app/context.ts';
import { $authModal } from '../auth/auth-modal.ts';
import { $locale } from '../../stores/locale.ts';

const AuthModal = lazy(() => import('../auth/AuthModal.tsx'));

/** Renders the requested login modal in the page's region and the active locale. */
export default function ModalHost({ region }: { region: AppPage['region'] }) {
  const request = useStore($authModal);
  const locale = useStore($locale);
  const context = useMemo(() => appContextValue({ routeId: 'authModal', pattern: '', access: 'public', region }, locale), [region, locale]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal request={request} context={context} />
    </Suspense>
  );
}
