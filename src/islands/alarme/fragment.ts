/**
 * The contact's secret travels in the URL fragment (`/emergency/alert/#<token>`): browsers never
 * send a fragment to a server or in a Referer, so it stays out of logs.
 */

/** The token of a URL fragment ("#abc…" or "abc…"); undefined when there is none or it cannot be one. */
export function tokenFromHash(hash: string): string | undefined {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    raw = decodeURIComponent(raw).trim();
  } catch {
    return undefined;
  }
  // The shape of the contract's token (alarmeTokenParamSchema): 20 to 64 URL-safe characters.
  return /^[A-Za-z0-9_-]{20,64}$/.test(raw) ? raw : undefined;
}

/** The history the fragment is removed from (the browser's, or a test's). */
export interface FragmentHost {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/** Take the fragment off the address bar without a reload, so the secret is not bookmarked or shared. */
export function dropFragment(host: FragmentHost): void {
  if (!host.location.hash) return;
  host.history.replaceState(host.history.state, '', `${host.location.pathname}${host.location.search}`);
}
