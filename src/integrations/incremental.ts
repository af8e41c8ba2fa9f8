/**
 * Incremental builds (Astro's `experimental.incrementalBuild`, with the page keys of
 * src/lib/routing/page-keys.ts as each page's `cacheKey`). Around Astro's own cache this keeps, in
 * the cache folder (`SITE_BUILD_CACHE_DIR`, else Astro's default):
 *
 * - `lustmap-page-keys.json`: the keys of the last finished build and the digest of the code it was
 *   built from. The build fetches listings only for search pages whose key changed (with other code,
 *   all of them), since Astro keeps the others without rendering them.
 * - `lustmap-building`: a marker present while a build runs. A build that finds it (the one before
 *   failed or was killed part-way, possibly after writing some pages into Astro's cache) deletes
 *   Astro's cache manifest first, so it renders everything: a half-finished run never lends a page
 *   to the next one.
 *
 * Astro renders each page it does not keep through the prerenderer; this one wraps Astro's own to
 * count them, and writes `.build-report.json` into the build (what was rendered and why, how many
 * pages were kept, the seconds) for the server's rebuild log and the admin statistics.
 *
 * Astro keeps a page by copying it from its cache into the new build, unless the build already has
 * the file. With 100,000 profile pages that copy is gigabytes per rebuild, so before the pages are
 * generated the pages whose key did not change (with the same code) are hard-linked from the cache
 * instead (Astro then finds them in place). A page that is rendered after all gets new files: the
 * wrapper removes its link in the build and its file in the cache before Astro writes them, so no
 * file another build shares is ever written in place.
 */
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPageKeys, getSite } from '../lib/routing/index.ts';
import { addListedProfiles, prefetchListings, prefetchProfiles } from '../lib/routing/listings.ts';
import { BUILD_REPORT_FILE, PAGE_KEYS_FILE, profilePageFacts, type BuildReport, type ProfilePageFact } from '../lib/routing/site-files.ts';
import { BUILD_INPUTS } from '../server/site-build.ts';

/** The keys of the last finished build, in the cache folder. */
export const KEYS_FILE = PAGE_KEYS_FILE;
/** Present while a build runs. */
export const MARKER_FILE = 'lustmap-building';
/** Astro's manifest of its incremental cache (astro/dist/core/build/incremental.js). */
export const ASTRO_MANIFEST = 'incremental-build.json';

/** What the keys file holds. */
export interface StoredKeys {
  code: string;
  keys: Record<string, string>;
}

/** The profile facts of the last finished build (kept profile pages carry theirs forward), by path. */
const FACTS_FILE = 'lustmap-profile-facts.json';
let keptFacts = new Map<string, ProfilePageFact>();

/** The record of a kept profile page from the build that rendered it. */
export function keptProfileFact(path: string): ProfilePageFact | undefined {
  return keptFacts.get(path);
}

function readFacts(cacheDir: string): Map<string, ProfilePageFact> {
  try {
    const list = JSON.parse(readFileSync(join(cacheDir, FACTS_FILE), 'utf8')) as ProfilePageFact[];
    return new Map(list.map((f) => [f.path, f]));
  } catch {
    return new Map();
  }
}

/** The digest of the build's code: every build input but the articles (keyed page by page), and the lockfile. */
export function codeDigest(root: string): string {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const entry of [...BUILD_INPUTS.filter((e) => e !== 'content'), 'package-lock.json']) {
    const full = join(root, entry);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (!stats) continue;
    if (stats.isFile()) files.push(entry);
    else
      for (const name of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
        const rel = relative(root, join(full, name)).split('\\').join('/');
        if (rel.startsWith('src/server/') || /\.test\.tsx?$/.test(rel)) continue;
        if (statSync(join(root, rel), { throwIfNoEntry: false })?.isFile()) files.push(rel);
      }
  }
  for (const rel of files.sort())
    hash
      .update(`${rel}\0`)
      .update(readFileSync(join(root, rel)))
      .update('\0');
  // Settings the pages print.
  hash.update(`PUBLIC_SITE_URL=${process.env.PUBLIC_SITE_URL ?? ''}`);
  return hash.digest('base64url').slice(0, 22);
}

/** The keys of the last finished build in `cacheDir`, or null. */
export function readStoredKeys(cacheDir: string): StoredKeys | null {
  try {
    const data = JSON.parse(readFileSync(join(cacheDir, KEYS_FILE), 'utf8')) as Partial<StoredKeys>;
    return typeof data.code === 'string' && data.keys && typeof data.keys === 'object' ? { code: data.code, keys: data.keys } : null;
  } catch {
    return null;
  }
}

/** Start a build in `cacheDir`: after an unfinished one, forget every kept page. Returns whether it had to. */
export function beginBuild(cacheDir: string): boolean {
  mkdirSync(cacheDir, { recursive: true });
  const marker = join(cacheDir, MARKER_FILE);
  const unfinished = existsSync(marker);
  if (unfinished) {
    rmSync(join(cacheDir, ASTRO_MANIFEST), { force: true });
    rmSync(join(cacheDir, KEYS_FILE), { force: true });
    rmSync(join(cacheDir, FACTS_FILE), { force: true });
  }
  writeFileSync(marker, `${process.pid} ${new Date().toISOString()}\n`);
  return unfinished;
}

/** Finish a build: record its keys and its profile pages' facts, then drop the marker. */
export function endBuild(cacheDir: string, stored: StoredKeys, facts: readonly ProfilePageFact[] = []): void {
  writeFileSync(join(cacheDir, FACTS_FILE), JSON.stringify(facts));
  writeFileSync(join(cacheDir, KEYS_FILE), JSON.stringify(stored));
  rmSync(join(cacheDir, MARKER_FILE), { force: true });
}

/** Which pages changed key since `previous`, by page kind; and their paths. */
export function changedKeys(
  keys: ReadonlyMap<string, string>,
  previous: StoredKeys | null,
  code: string,
  kindOf: (path: string) => string,
): { paths: string[]; byKind: Record<string, number>; reason: 'first build' | 'code changed' | 'data changed' | 'no change' } {
  const whole = !previous ? 'first build' : previous.code !== code ? 'code changed' : undefined;
  const paths = [...keys].filter(([path, key]) => whole !== undefined || previous!.keys[path] !== key).map(([path]) => path);
  const reason = whole ?? (paths.length > 0 ? 'data changed' : 'no change');
  const byKind: Record<string, number> = {};
  for (const path of paths) byKind[kindOf(path)] = (byKind[kindOf(path)] ?? 0) + 1;
  return { paths, byKind, reason };
}

/** The route whose entries carry the page keys; 404.astro has none, so Astro renders it in every build. */
export const KEYED_ROUTE = 'src/pages/[...path].astro';

/**
 * Whether Astro rendering `path` of the route `component` shows that its cache was not usable: a
 * keyed page of the catch-all route that this build did not plan to render (Astro should have kept
 * it). The German 404 page (`404.astro`, at `/404.html`) shows the keyed page `/404/` but is its own
 * route without a key: Astro renders it every time, and that says nothing about the cache.
 */
export function renderedUnplanned(
  path: string,
  component: string,
  keyed: ReadonlyMap<string, string>,
  planned: (path: string) => boolean,
): boolean {
  return isKeyedPage(path, component, keyed) && !planned(path);
}

/** Whether `path` of the route `component` is a page with a key: one Astro keeps when its key stands. */
export function isKeyedPage(path: string, component: string, keyed: ReadonlyMap<string, string>): boolean {
  return component === KEYED_ROUTE && keyed.has(path);
}

/** The output file of a page of the catch-all route (`build.format: 'directory'`). */
export function pageFile(path: string): string {
  return `${path.slice(1)}index.html`;
}

/**
 * Hard-link the cached copies of `paths` into `outDir` (those the cache has); returns how many.
 * Across file systems nothing is linked (Astro copies them as usual).
 */
export function linkKeptPages(cacheDir: string, outDir: string, paths: readonly string[]): number {
  const made = new Set<string>();
  let linked = 0;
  for (const path of paths) {
    const file = pageFile(path);
    const from = join(cacheDir, 'dist', file);
    const to = join(outDir, file);
    const dir = dirname(to);
    try {
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      linkSync(from, to);
      linked++;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EXDEV') return linked;
      // Not in the cache (Astro renders it) or already there: nothing to link.
      if (code !== 'ENOENT' && code !== 'EEXIST') throw err;
    }
  }
  return linked;
}

/** Before a page is rendered: its files in the build and in the cache go, so Astro writes new ones. */
export function unlinkPage(cacheDir: string, outDir: string, path: string): void {
  const file = pageFile(path);
  rmSync(join(outDir, file), { force: true });
  rmSync(join(cacheDir, 'dist', file), { force: true });
}

/** The integration. */
export function incremental(): AstroIntegration {
  let root = process.cwd();
  let cacheDir = join(root, 'node_modules', '.astro');
  let outDir = join(root, 'dist');
  /** Pages to hard-link from the cache once Astro has emptied the build folder. */
  let keptPages: string[] = [];
  let linked = 0;
  let code = '';
  let startedAt = 0;
  let changed: ReturnType<typeof changedKeys> | undefined;
  let restarted = false;
  const rendered: string[] = [];
  return {
    name: 'incremental',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        cacheDir = fileURLToPath(config.cacheDir);
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': async ({ logger, setPrerenderer }) => {
        startedAt = performance.now();
        restarted = beginBuild(cacheDir);
        if (restarted) logger.warn('the last build did not finish: every page is rendered again');
        code = codeDigest(root);
        keptFacts = readFacts(cacheDir);
        // Without the records of kept profile pages, every profile page is fetched and rendered.
        const previous = existsSync(join(cacheDir, FACTS_FILE)) ? readStoredKeys(cacheDir) : null;
        const kindOf = (path: string) => getSite().site.byPath.get(path)?.kind ?? 'other';
        const renderSet = new Set(changedKeys(builtPageKeys(), previous, code, kindOf).paths);
        await prefetchListings((path) => renderSet.has(path), logger);
        // The profiles of the profile pages to render (the others keep their pages).
        const profilePaths = new Map(getSite().built.flatMap((p) => (p.kind === 'profile' ? [[p.id, p.path] as const] : [])));
        await prefetchProfiles((id) => renderSet.has(profilePaths.get(id) ?? ''), logger);
        // Profiles published meanwhile that the fetched cards show get their pages (new keys: rendered).
        await addListedProfiles(logger);
        const site = getSite();
        changed = changedKeys(builtPageKeys(), previous, code, kindOf);
        const changedSet = new Set(changed.paths);
        keptPages =
          changed.reason === 'data changed' || changed.reason === 'no change'
            ? [...builtPageKeys().keys()].filter((p) => !changedSet.has(p))
            : [];
        logger.info(
          `${changed.paths.length} of ${site.built.length} page keys changed (${changed.reason})` +
            (changed.paths.length
              ? `: ${Object.entries(changed.byKind)
                  .map(([kind, n]) => `${n} ${kind}`)
                  .join(', ')}`
              : ''),
        );
        // Count what Astro renders (the pages it keeps never reach the prerenderer).
        const keyed = builtPageKeys();
        const planned = (path: string) => renderSet.has(path) || changedSet.has(path);
        // Astro renders a page whose key did not change only when its own cache was not usable (its
        // manifest gone, another Astro config): then everything renders, and every listing and
        // profile is fetched in batches at once instead of one page at a time.
        let fetchedAll = false;
        const fetchAll = async () => {
          fetchedAll = true;
          logger.warn("Astro renders pages whose keys did not change (its cache was not usable): fetching every page's data");
          await prefetchListings(() => true, logger);
          await prefetchProfiles(() => true, logger);
        };
        setPrerenderer((astro) => ({
          name: 'lustmap:counting',
          setup: async () => {
            await astro.setup?.();
            // After Astro emptied the build folder, before it generates: the kept pages in place.
            linked = linkKeptPages(cacheDir, outDir, keptPages);
          },
          getStaticPaths: () => astro.getStaticPaths(),
          render: async (request, options) => {
            const path = new URL(request.url).pathname;
            rendered.push(path);
            const component = options.routeData.component;
            if (!fetchedAll && renderedUnplanned(path, component, keyed, planned)) await fetchAll();
            if (isKeyedPage(path, component, keyed)) unlinkPage(cacheDir, outDir, path);
            return astro.render(request, options);
          },
          teardown: astro.teardown?.bind(astro),
          collectStaticImages: astro.collectStaticImages?.bind(astro),
        }));
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const keys = builtPageKeys();
        const total = getSite().built.length;
        const renderedPages = rendered.filter((p) => keys.has(p)).length;
        const report: BuildReport = {
          reason: restarted ? 'last build unfinished' : (changed?.reason ?? 'first build'),
          pages: total,
          rendered: renderedPages,
          kept: Math.max(0, total - renderedPages),
          changedKeys: changed?.byKind ?? {},
          renderedPaths: rendered,
          seconds: Number(((performance.now() - startedAt) / 1000).toFixed(1)),
        };
        writeFileSync(join(out, BUILD_REPORT_FILE), JSON.stringify(report));
        endBuild(cacheDir, { code, keys: Object.fromEntries(keys) }, profilePageFacts(getSite().built, keptProfileFact));
        logger.info(`rendered ${report.rendered} pages, kept ${report.kept} (${linked} linked from the cache; ${report.reason})`);
      },
    },
  };
}
