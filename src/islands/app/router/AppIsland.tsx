/**
 * The single island of every app page: sets up the locale, guards the route, then renders the
 * route's lazily loaded page (or its "coming soon" state) inside the app context and the page
 * frame (its strings load with it: useT suspends until they are in). It also starts the page-wide
 * shell services (build polling, loading bar, region flags: shell-services.ts) after hydration.
 * Rendered `client:only` (personal pages need the session, which only the browser has).
 */
import { useStore } from '../../ui/useStore.ts';
import { lazy, useMemo, useState } from 'react';
import { isAppRouteId } from '../../../lib/routing/app-routes.ts';
import { $locale, initLocale } from '../../../stores/locale.ts';
import { useAccessGuard } from '../../auth/guard.ts';
import { actingEscortId, actingHref, isEscortRoute, startActing } from '../../manager/acting.ts';
import { AppContext, appContextValue, type AppPage } from '../context.ts';
import { withErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading, PageFrame } from './PageFrame.tsx';
import { ROUTE_PAGES } from './pages.ts';

const ComingSoon = lazy(() => import('./ComingSoon.tsx'));
// Shown above an escort page a manager opened for a managed escort.
const ActingBanner = lazy(() => import('../../manager/ActingBanner.tsx'));

interface Props extends AppPage {
  /** Shown while the page chunk or its strings load. */
  loadingText: string;
}

/** The app island. */
function AppIsland({ loadingText, ...page }: Props) {
  // Before the first render: the page speaks the chosen locale from the start (no flash of another).
  useState(() => initLocale(page.region, 'app'));
  const locale = useStore($locale);
  // A manager editing a managed escort: `?escort=<id>` on one of the escort's own pages.
  const [acting] = useState(() => (isEscortRoute(page.routeId) ? actingEscortId(window.location.search) : undefined));
  const value = useMemo(() => {
    const base = appContextValue(page, locale);
    return acting === undefined ? base : { ...base, href: actingHref(page.region.prefix, acting) };
  }, [page, locale, acting]);
  // A route id the table does not know (a stale shell) waits like before; a known one without a page is pending.
  const Page = isAppRouteId(page.routeId) ? (ROUTE_PAGES[page.routeId] ?? ComingSoon) : undefined;
  // SPEC §2/§5 guards: load the session when the page needs one, redirect when it does not qualify.
  const access = useAccessGuard(page.access, page.region.prefix, acting !== undefined);
  const loading = (
    <p role="status" className="text-ink-muted">
      {loadingText}
    </p>
  );
  if (!Page || access !== 'allow') return <Loading>{loading}</Loading>;
  // Before the page's first call: every request now names the escort (the server checks it is the manager's).
  if (acting !== undefined) startActing(acting);
  return (
    <AppContext.Provider value={value}>
      <PageFrame loading={loading}>
        {acting !== undefined && <ActingBanner escortId={acting} />}
        <Page />
      </PageFrame>
    </AppContext.Provider>
  );
}

// The boundary here catches what fails outside the page frame (locale, access guard).
export default withErrorBoundary(AppIsland);
