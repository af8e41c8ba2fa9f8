/**
 * After a deploy (another build id in builds/latest.json) the next in-site link click loads the
 * page past every cache: the page is first fetched with `cache: 'reload'` (which replaces any
 * cached or CDN-held copy in the browser's HTTP cache), then the browser navigates to it. The URL
 * stays clean (no cache-busting parameter in canonicals, shares or analytics). The site does not
 * use Astro's prefetch, so no prefetched copy of an old page is left to serve.
 */

/** The parts of a click the decision reads. */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The parts of a link the decision reads. */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute: (name: string) => boolean;
}

/**
 * The URL a click should load fresh, or undefined when the browser should handle it as usual:
 * handled already, another button or a modifier (new tab or window), a download, another target,
 * another origin, or a jump within the page.
 */
export function freshNavigationUrl(
  click: ClickLike,
  link: LinkLike,
  here: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  if (link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return undefined;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin) return undefined;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return url.href;
}

/** Fetch `url` past the caches, then navigate to it (navigating anyway when the fetch fails). */
export function loadFresh(url: string, win: Pick<Window, 'fetch' | 'location'> = window): Promise<void> {
  return win
    .fetch(url, { cache: 'reload', credentials: 'same-origin', headers: { accept: 'text/html' } })
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => win.location.assign(url));
}

/** From now on, in-site link clicks load fresh pages. Returns the uninstall. */
export function installFreshNavigation(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = freshNavigationUrl(event, link, doc.location);
    if (url === undefined) return;
    event.preventDefault();
    void loadFresh(url);
  };
  // Bubbling phase on the document: islands' own handlers ran first and may have handled the click.
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
