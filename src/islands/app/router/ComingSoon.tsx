/**
 * The state of an app route whose page a later feature brings (PENDING_ROUTES): the route's title,
 * one sentence, and the way back (home; the account page for a signed-in visitor), instead of a
 * loading state that never ends.
 */
import { useStore } from '../../ui/useStore.ts';
import { useEffect } from 'react';
import type { NamespaceKey } from '../../../../i18n/index.ts';
import { $session, hasSessionHint, loadSession } from '../../../stores/session.ts';
import { useApp } from '../context.ts';
import { useT } from '../../ui/useT.ts';

/** The "coming soon" page of a pending route. */
export default function ComingSoon() {
  const { routeId, path, href } = useApp();
  const t = useT('app');
  const session = useStore($session);
  useEffect(() => {
    // Public pending pages need no session; ask only when a cookie says there is one.
    if (hasSessionHint()) void loadSession();
  }, []);
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto max-w-xl py-8">
      <h1 id="coming-soon-title" className="text-2xl font-bold">
        {t(`app.${routeId}.title` as NamespaceKey<'app'>)}
      </h1>
      <p className="mt-3 text-ink-muted">{t('app.pending.text')}</p>
      <p className="mt-6 flex flex-wrap gap-4">
        <a href={path('/')} className="underline">
          {t('app.pending.home')}
        </a>
        {session.status === 'authenticated' && (
          <a href={href('account')} className="underline">
            {t('app.pending.account')}
          </a>
        )}
      </p>
    </section>
  );
}
