/**
 * The single island of every app page: sets up the locale, then renders the route's lazily loaded
 * page inside the app context (its strings load with it: useT suspends until they are in).
 * Rendered `client:only` (personal pages need the session, which only the browser has).
 */
import { useStore } from '@nanostores/react';
import { Suspense, useMemo, useState } from 'react';
import { $locale, initLocale } from '../../stores/locale.ts';
import { useAccessGuard } from '../auth/guard.ts';
import { AppContext, type AppContextValue, type AppPage } from './context.ts';
import { ROUTE_PAGES } from './routes.ts';

interface Props extends AppPage {
  /** Shown while the page chunk or its strings load. */
  loadingText: string;
}

/** The app island. */
export default function AppIsland({ loadingText, ...page }: Props) {
  // Before the first render: the page speaks the chosen locale from the start (no flash of another).
  useState(() => initLocale(page.region, 'app'));
  const locale = useStore($locale);
  const value = useMemo<AppContextValue>(
    () => ({
      ...page,
      locale,
      path: (p: string) => `${page.region.prefix}${p}`,
    }),
    [page, locale],
  );
  const Page = ROUTE_PAGES[page.routeId];
  // SPEC §2/§5 guards: load the session when the page needs one, redirect when it does not qualify.
  const access = useAccessGuard(page.access, value.path);
  const loading = (
    <p role="status" className="text-ink-muted">
      {loadingText}
    </p>
  );
  if (!Page || access !== 'allow') return loading;
  return (
    <AppContext.Provider value={value}>
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    </AppContext.Provider>
  );
}
