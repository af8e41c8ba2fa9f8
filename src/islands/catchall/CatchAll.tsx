/**
 * The catch-all step of the 404 page (SPEC §2): the server answered 404 for a path it has no page
 * for; this island first follows a redirect stored for the path (SPEC §4, redirect-lookup.ts),
 * else asks the API what the path is (GET /seo/resolve-page-type) and shows the
 * profile or the search there, or leaves the 404 in place (unknown paths, and CMS pages, which
 * are served outside the app).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { resolvePageType } from '../../lib/api/client/seo.ts';
import type { PageState } from '../../lib/api/seo.ts';
import type { IslandRegion } from '../../lib/island-region.ts';
import { catchAllPageCommand } from '../../lib/tracking/catch-all.ts';
import { withErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { followRedirect } from '../app/router/redirect-lookup.ts';

const AppIsland = lazy(() => import('../app/router/AppIsland.tsx'));
const CatchAllSearch = lazy(() => import('./CatchAllSearch.tsx'));

interface Props {
  region: IslandRegion & {
    htmlLang: string;
    hideFirstPageAdverts: boolean;
    /** Hosts an absolute redirect may lead to (the region's partner links). */
    redirectHosts: string[];
  };
  loadingText: string;
}

/** What the page shows for a resolved path: the profile, a search, or the 404 as it is. */
export function catchAllView(state: PageState): 'profile' | 'search' | 'notFound' {
  if (state.pageType === 'profile' && state.profileId !== null) return 'profile';
  if (state.pageType === 'search' && state.categoryId !== null) return 'search';
  return 'notFound';
}

/** The island. */
function CatchAll({ region, loadingText }: Props) {
  const [state, setState] = useState<PageState | undefined>();
  useEffect(() => {
    let live = true;
    const resolving = resolvePageType({ path: location.pathname });
    void followRedirect(region.redirectHosts)
      .catch(() => false)
      .then(async (leaving) => {
        if (leaving) return;
        const res = await resolving;
        if (!live) return;
        if (res.data) setState(res.data.results);
        // The page's type for its page view (SPEC §4).
        const command = catchAllPageCommand(res.data ? catchAllView(res.data.results) : 'notFound', res.data?.results);
        if (command) (globalThis.lmTrack ??= []).push(command);
      });
    return () => {
      live = false;
    };
  }, [region.redirectHosts]);
  const view = state ? catchAllView(state) : 'notFound';
  useEffect(() => {
    // The static 404 content gives way to the page the path turned out to be.
    const content = document.getElementById('not-found-content');
    if (content) content.hidden = view !== 'notFound';
  }, [view]);
  if (!state || view === 'notFound') return null;
  const loading = <p role="status">{loadingText}</p>;
  return (
    <Suspense fallback={loading}>
      {view === 'profile' ? (
        <AppIsland
          routeId="userProfile"
          pattern={`${region.prefix}/users/:userId/`}
          access="public"
          region={{
            code: region.code,
            prefix: region.prefix,
            defaultLocale: region.defaultLocale,
            // The 404 page is an SEO page: what it shows speaks the edition's language.
            locales: [region.defaultLocale],
            currency: region.currency,
            legal: region.legal,
            aiEditions: region.aiEditions,
          }}
          loadingText={loadingText}
        />
      ) : (
        <CatchAllSearch region={region} state={state} />
      )}
    </Suspense>
  );
}

export default withErrorBoundary(CatchAll);
