/**
 * The page side of build polling (SPEC §7): poll builds/latest.json against the page's own build
 * id; once another build is out, mark the page (`<html data-new-build>`), make the next in-site
 * link click load fresh, and reload a page the back button restores from the back-forward cache.
 */
import { BUILDS_LATEST_PATH } from '../../../lib/api/tracking-codes.ts';
import { installFreshNavigation } from '../../../lib/builds/fresh-navigation.ts';
import { pageBuildId } from '../../../lib/builds/page-build.ts';
import { startBuildPoller } from '../../../lib/builds/poll.ts';

/** The build id builds/latest.json names now. */
async function fetchLatestBuildId(): Promise<string | undefined> {
  const res = await fetch(BUILDS_LATEST_PATH, { cache: 'no-store', credentials: 'omit' });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { buildId?: unknown } | null;
  return typeof body?.buildId === 'string' ? body.buildId : undefined;
}

/** Start watching for a new build (a page without a build id, the dev server's, does not). */
export function watchBuilds(): void {
  const own = pageBuildId();
  if (!own) return;
  const root = document.documentElement;
  startBuildPoller({
    own,
    fetchLatest: fetchLatestBuildId,
    onNewBuild: (buildId) => {
      root.dataset.newBuild = buildId;
      installFreshNavigation();
    },
    isHidden: () => document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  });
  // Back to a page kept in the back-forward cache after a deploy was seen: load the new one.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && root.dataset.newBuild) window.location.reload();
  });
}
