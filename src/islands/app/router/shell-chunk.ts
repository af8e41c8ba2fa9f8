/**
 * The lazy door to shell-services.ts: the app island's first load carries only these few lines;
 * the services, the loading bar and the build poller arrive in one chunk after hydration.
 */
import type { RegionCode } from '../../../../regions/constants.ts';

const services = () => import('./shell-services.ts');

/** Start the page-wide services (once per page). */
export function startShell(region: RegionCode): void {
  void services().then((m) => m.startShellServices(region));
}

/** Show the loading bar while a load runs; returns its end (safe before the chunk arrived). */
export function startLoadingBar(): () => void {
  let ended = false;
  let end: (() => void) | undefined;
  void services().then((m) => {
    if (!ended) end = m.startLoading();
  });
  return () => {
    ended = true;
    end?.();
  };
}
