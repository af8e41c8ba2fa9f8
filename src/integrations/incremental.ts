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
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPageKeys, getSite } from '../lib/routing/index.ts';
import { addListedProfiles, prefetchListings } from '../lib/routing/listings.ts';
import { BUILD_REPORT_FILE, PAGE_KEYS_FILE, type BuildReport } from '../lib/routing/site-files.ts';
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
  }
  writeFileSync(marker, `${process.pid} ${new Date().toISOString()}\n`);
  return unfinished;
}

/** Finish a build: record its keys, then drop the marker. */
export function endBuild(cacheDir: string, stored: StoredKeys): void {
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

/** The integration. */
export function incremental(): AstroIntegration {
  let root = process.cwd();
  let cacheDir = join(root, 'node_modules', '.astro');
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
      },
      'astro:build:start': async ({ logger, setPrerenderer }) => {
        startedAt = performance.now();
        restarted = beginBuild(cacheDir);
        if (restarted) logger.warn('the last build did not finish: every page is rendered again');
        code = codeDigest(root);
        const previous = readStoredKeys(cacheDir);
        const kindOf = (path: string) => getSite().site.byPath.get(path)?.kind ?? 'other';
        const renderSet = new Set(changedKeys(builtPageKeys(), previous, code, kindOf).paths);
        await prefetchListings((path) => renderSet.has(path), logger);
        // Profiles published meanwhile that the fetched cards show get their pages (new keys: rendered).
        await addListedProfiles(logger);
        const site = getSite();
        changed = changedKeys(builtPageKeys(), previous, code, kindOf);
        logger.info(
          `${changed.paths.length} of ${site.built.length} page keys changed (${changed.reason})` +
            (changed.paths.length
              ? `: ${Object.entries(changed.byKind)
                  .map(([kind, n]) => `${n} ${kind}`)
                  .join(', ')}`
              : ''),
        );
        // Count what Astro renders (the pages it keeps never reach the prerenderer).
        setPrerenderer((astro) => ({
          name: 'lustmap:counting',
          setup: astro.setup?.bind(astro),
          getStaticPaths: () => astro.getStaticPaths(),
          render: (request, options) => {
            rendered.push(new URL(request.url).pathname);
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
        endBuild(cacheDir, { code, keys: Object.fromEntries(keys) });
        logger.info(`rendered ${report.rendered} pages, kept ${report.kept} (${report.reason})`);
      },
    },
  };
}
