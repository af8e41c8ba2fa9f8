/**
 * The app shell's page-wide services (SPEC §2, §4, §7, §9), loaded lazily after a page's islands
 * hydrated, so they cost the first load nothing: build polling, the reload after a chunk-load
 * error outside React, the loading bar on in-site navigation, and the region-redirect flags.
 * Started once per page, however many islands ask.
 */
import type { RegionCode } from '../../../../regions/constants.ts';
import { freshNavigationUrl } from '../../../lib/builds/fresh-navigation.ts';
import { pageLoadingBar } from '../../../lib/shell/loading-bar.ts';
import { applyRegionRedirect, rememberExplicitRegion } from '../../../lib/shell/region-redirect.ts';
import { isChunkLoadError, shouldReload } from '../../ui/chunk-reload.ts';
import { watchBuilds } from './watch-builds.ts';

let started = false;

/** A failed dynamic import outside a render (an event handler's `import()`): reload the route once. */
function reloadOnChunkRejection(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    let storage: Storage | undefined;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = undefined;
    }
    if (shouldReload(storage, window.location.pathname)) window.location.reload();
  });
}

/** The loading bar from an in-site link click until the next page replaces this one. */
function showNavigationProgress(): void {
  let end: (() => void) | undefined;
  // Registered before any other document listener of ours: it sees the click as the browser will act on it.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && freshNavigationUrl(event, link, window.location)) end ??= pageLoadingBar().start();
  });
  // A download or a page that never came (the back-forward cache restores this one): no bar left over.
  const stop = () => {
    end?.();
    end = undefined;
  };
  window.addEventListener('pageshow', stop);
  window.addEventListener('pagehide', stop);
}

/** The footer's country switcher records an explicit choice of edition. */
function rememberCountryChoice(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('footer a[data-region-switch]') : null;
    const code = link?.getAttribute('data-region-switch');
    if (code) rememberExplicitRegion(code as RegionCode);
  });
}

/** Start the services on this page (once). */
export function startShellServices(region: RegionCode): void {
  if (started) return;
  started = true;
  if (applyRegionRedirect(region)) return;
  showNavigationProgress();
  rememberCountryChoice();
  reloadOnChunkRejection();
  watchBuilds();
}

/** Show the loading bar until the returned function is called (SPEC §9). */
export function startLoading(): () => void {
  return pageLoadingBar().start();
}
