/**
 * The redirect lookup of SPEC §4 ("Each navigation looks up a redirect for the path; an absolute
 * redirect sends the browser there, otherwise in-app navigation"). The static pages are what they
 * are; a path the site has no page for reaches the 404 page, which asks the API before it gives up.
 * Every target is checked: an absolute one must be https on the site's own origin or on a host of
 * the region's partner links; a relative one must be a plain same-site path (src/lib/redirect.ts)
 * and not the path itself (no loop).
 */
import { lookupRedirect } from '../../../lib/api/client/seo.ts';
import type { RedirectResponse } from '../../../lib/api/seo.ts';
import { sameSitePath } from '../../../lib/redirect.ts';

/** What to do with a lookup's answer. */
export type RedirectAction = { kind: 'leave'; url: string } | { kind: 'navigate'; path: string } | undefined;

/** Decide on a redirect hit (null: no redirect). */
export function redirectAction(
  hit: RedirectResponse['results'],
  allowedHosts: readonly string[],
  here: Pick<Location, 'origin' | 'pathname'>,
): RedirectAction {
  if (!hit) return undefined;
  if (hit.absolute) {
    let url: URL;
    try {
      url = new URL(hit.to);
    } catch {
      return undefined;
    }
    const allowed =
      url.origin === here.origin || (url.protocol === 'https:' && !url.username && !url.password && allowedHosts.includes(url.host));
    return allowed ? { kind: 'leave', url: url.href } : undefined;
  }
  const path = sameSitePath(hit.to);
  return path && path.split(/[?#]/)[0] !== here.pathname ? { kind: 'navigate', path } : undefined;
}

/**
 * Look up the current path and follow its redirect (replacing this history entry, so Back does not
 * return to a page that redirects again). Resolves true when the page is leaving.
 */
export async function followRedirect(allowedHosts: readonly string[]): Promise<boolean> {
  const res = await lookupRedirect({ path: location.pathname });
  const action = redirectAction(res.data?.results ?? null, allowedHosts, location);
  if (!action) return false;
  location.replace(action.kind === 'leave' ? action.url : `${action.path}${action.path.includes('?') ? '' : location.search}`);
  return true;
}
