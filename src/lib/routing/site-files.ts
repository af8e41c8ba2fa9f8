/** robots.txt and the dynamic-shell manifest, derived from the inventory. */
import type { PageEntry } from './inventory.ts';
import { absoluteUrl } from './paths.ts';

/**
 * robots.txt: everything but the API may be crawled. App shells stay crawlable on purpose: they say
 * `noindex` themselves, which a crawler can only see if it may fetch them.
 */
export function robotsTxt(site: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${absoluteUrl(site, '/sitemap-index.xml')}`, ''].join('\n');
}

/** One dynamic shell: the path pattern and the built file that serves it. */
export interface Shell {
  pattern: string;
  file: string;
}

/**
 * The shells the server rewrites matching paths to, most specific first (fewer dynamic segments,
 * then longer patterns), so /users/login/stop-impersonate/ never falls to /users/:userId/.
 */
export function shellManifest(pages: readonly PageEntry[]): Shell[] {
  const shells = pages.flatMap((p) => (p.kind === 'app' && p.shell ? [{ pattern: p.pattern, file: `${p.path.slice(1)}index.html` }] : []));
  const dynamic = (s: Shell) => (s.pattern.match(/:/g) ?? []).length;
  return shells.sort((a, b) => dynamic(a) - dynamic(b) || b.pattern.length - a.pattern.length || a.pattern.localeCompare(b.pattern));
}
