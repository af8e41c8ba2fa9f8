/** robots.txt, the dynamic-shell manifest and the profile-page list, derived from the inventory. */
import { createHash } from 'node:crypto';
import type { Locale } from '../../../regions/constants.ts';
import { LOCALE_COOKIE, LOCALE_SHELL_PREFIX, offeredLocales } from '../locale.ts';
import type { PageEntry, SiteModel } from './inventory.ts';
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
  const shells = pages.flatMap((p) =>
    p.kind === 'app' && p.shell && !p.locale ? [{ pattern: p.pattern, file: `${p.path.slice(1)}index.html` }] : [],
  );
  const dynamic = (s: Shell) => (s.pattern.match(/:/g) ?? []).length;
  return shells.sort((a, b) => dynamic(a) - dynamic(b) || b.pattern.length - a.pattern.length || a.pattern.localeCompare(b.pattern));
}

/**
 * The app shells pre-rendered per locale, so any host can do what our server does: serve, at an app
 * page's normal path, the file of the locale the `i18n_redirected` cookie chooses among the locales
 * its edition offers (docs/decisions.md "Languages"). A host that ignores it serves the edition-language
 * shell, whose island still renders in the chosen locale.
 */
export interface LocaleShells {
  cookie: string;
  /** Per edition path prefix ("" for the root edition): its default locale and the locales it offers. */
  editions: Record<string, { default: Locale; locales: Locale[] }>;
  /** Edition-language shell file → the file of each other locale. */
  files: Record<string, Partial<Record<Locale, string>>>;
}

/** The locale-shell manifest of the built pages. */
export function localeShellManifest(pages: readonly PageEntry[], models: SiteModel['models']): LocaleShells {
  const editions: LocaleShells['editions'] = {};
  for (const m of Object.values(models)) {
    if (m) editions[m.region.prefix] = { default: m.region.defaultLocale, locales: offeredLocales(m.region) };
  }
  const file = (path: string) => `${path.slice(1)}index.html`;
  const files: LocaleShells['files'] = {};
  for (const p of pages) {
    if (p.kind !== 'app' || !p.locale) continue;
    const base = file(p.path.slice(LOCALE_SHELL_PREFIX.length + p.locale.length));
    (files[base] ??= {})[p.locale] = file(p.path);
  }
  return { cookie: LOCALE_COOKIE, editions, files };
}

/** The file listing the build's profile pages (a dotfile: the server never serves it). */
export const PROFILE_PAGES_FILE = '.profile-pages.json';

/** The keys of the last finished build, in the build cache folder (src/integrations/incremental.ts). */
export const PAGE_KEYS_FILE = 'lustmap-page-keys.json';

/** The build's report (src/integrations/incremental.ts), a hidden file of the build. */
export const BUILD_REPORT_FILE = '.build-report.json';

/** What a build rendered and why. */
export interface BuildReport {
  /** "first build", "code changed", "data changed", "no change" or "last build unfinished". */
  reason: string;
  /** Pages of the build (the catch-all route's). */
  pages: number;
  /** Pages rendered by this build. */
  rendered: number;
  /** Pages kept byte for byte from the build before. */
  kept: number;
  /** Pages whose key changed, by page kind. */
  changedKeys: Record<string, number>;
  /** The paths rendered. */
  renderedPaths: string[];
  /** Seconds from the start of the page work to the end of the build. */
  seconds: number;
}

/** One pre-rendered profile page as the built-site check reads it. */
export interface ProfilePageFact {
  id: number;
  path: string;
  name: string;
  /** The about text with its whitespace collapsed, hashed (null: the profile has none). */
  about: string | null;
}

/** Text with runs of whitespace as one space, trimmed (how the check compares texts). */
export function squashText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A short hash of a text, squashed first. */
export function textHash(text: string): string {
  return createHash('sha256').update(squashText(text)).digest('hex').slice(0, 16);
}

/**
 * What the built-site check needs to know of each profile page (scripts/check-site.ts): from the
 * profile when the build fetched it, else as the build that rendered the kept page recorded it.
 */
export function profilePageFacts(
  pages: readonly PageEntry[],
  kept: (path: string) => ProfilePageFact | undefined = () => undefined,
): ProfilePageFact[] {
  return pages.flatMap((p): ProfilePageFact[] => {
    if (p.kind !== 'profile') return [];
    if (!p.profile) {
      const fact = kept(p.path);
      if (!fact) throw new Error(`${p.path}: a kept profile page without its record of the build before`);
      return [fact];
    }
    return [{ id: p.id, path: p.path, name: p.profile.name, about: p.profile.about ? textHash(p.profile.about) : null }];
  });
}
