/**
 * Serving the built site (`dist/`): directory pages with trailing slashes, hashed assets cached for
 * a year, HTML revalidated, dynamic shells (`/users/{id}/`) from `dist/_shells.json`, and the
 * region's 404 page with status 404 for anything else, including a profile path whose id is no
 * profile the public may see. A profile path is looked up first, then answered with the profile's
 * pre-rendered page when the build has one (`users/<id>/index.html`), else with the profile shell.
 * Paths never leave the dist folder.
 *
 * A file the build wrote compressed copies of (`index.html.br`, `index.html.gz`:
 * src/integrations/precompress.ts) is answered with the copy the request's Accept-Encoding prefers
 * (brotli, else gzip), with its own ETag (`W/"…-br"`); the copies are never served under their own
 * names. The CSP hashes of a page are always those of the uncompressed file.
 */
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import type { Region, RegionCode } from '../../regions/schema.ts';
import { appRoute } from '../lib/routing/app-routes.ts';
import type { AppEnv } from './context.ts';
import { inlineHashes, type PageHashes } from './http/csp-hashes.ts';
import { splitRegionPath } from './http/paths.ts';
import { setPageHashes } from './http/security-headers.ts';
import { chooseShell, loadLocaleShells, markVaries, type LocaleShellFiles } from './locale-shells.ts';
import { acceptedCopies, isCompressedCopy, isCompressible, MIN_COMPRESSED_SIZE } from './precompressed.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** A dynamic shell: paths matching `pattern` get `file`. */
interface Shell {
  pattern: RegExp;
  file: string;
  /** The public profile page (/users/:userId/ of any region): served only for a visible profile. */
  profile: boolean;
}

/** The CSP hashes of one HTML file, valid while its validator (size and mtime) is unchanged. */
interface HashedPage {
  etag: string;
  hashes: PageHashes;
}

export interface StaticSite {
  root: string;
  shells: Shell[];
  regions: Record<RegionCode, Region>;
  /** Inline-code hashes per HTML file, filled as pages are first served (a site has ~30,000). */
  hashed: Map<string, HashedPage>;
  /** App shells pre-rendered per locale (locale-shells.ts). */
  localeShells?: LocaleShellFiles;
  /** Answer with the build's compressed copies (default); false leaves compressing to the middleware. */
  precompressed?: boolean;
}

/** Where the middleware takes the site from at the start of each request (a rebuild may switch it). */
export interface SiteSource {
  current(): StaticSite;
}

/** What serving asks of the rest of the server. */
export interface SiteLookups {
  /**
   * Whether /users/{id}/ shows a profile (the API answers it, not 404). Without it every id gets the
   * profile shell, as a plain static host would serve it.
   */
  profileVisible?: (id: number) => Promise<boolean>;
}

/** The profile page's path below the region prefix. */
const PROFILE_PATTERN = appRoute('userProfile').path;

/** A profile id as the profile page reads it: a positive number of at most 15 digits. */
const PROFILE_ID = /^[1-9]\d{0,14}$/;

/** The profile id of a profile path ("/uk/users/12/" → 12), or null when the segment is none. */
export function profileIdOfPath(regions: Record<RegionCode, Region>, path: string): number | null {
  const segment = splitRegionPath(regions, path).rest.split('/')[2] ?? '';
  return PROFILE_ID.test(segment) ? Number(segment) : null;
}

/** HTML files whose hashes are kept; past it the cache starts over (each entry is a few bytes). */
const MAX_HASHED_PAGES = 100_000;

/** Turn "/users/:userId/" into a regular expression matching one segment per parameter. */
export function shellPattern(pattern: string): RegExp {
  const escaped = pattern
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

/** How a site is served. */
export interface StaticSiteOptions {
  /** Answer with the build's compressed copies (default true). */
  precompressed?: boolean;
}

/** Read the site description from `distDir` (the shells list is optional). */
export function loadStaticSite(distDir: string, regions: Record<RegionCode, Region>, options: StaticSiteOptions = {}): StaticSite {
  const root = resolve(distDir);
  const shellsFile = join(root, '_shells.json');
  let shells: Shell[] = [];
  if (existsSync(shellsFile)) {
    const raw = JSON.parse(readFileSync(shellsFile, 'utf8')) as unknown;
    if (!Array.isArray(raw)) throw new Error(`${shellsFile}: expected an array of { pattern, file }`);
    shells = raw.map((entry: unknown, i) => {
      const e = entry as { pattern?: unknown; file?: unknown };
      if (typeof e.pattern !== 'string' || typeof e.file !== 'string') {
        throw new Error(`${shellsFile}[${i}]: expected { "pattern": "/users/:userId/", "file": "users/_/index.html" }`);
      }
      return { pattern: shellPattern(e.pattern), file: e.file, profile: splitRegionPath(regions, e.pattern).rest === PROFILE_PATTERN };
    });
  }
  return {
    root,
    shells,
    regions,
    hashed: new Map(),
    localeShells: loadLocaleShells(root),
    precompressed: options.precompressed ?? true,
  };
}

function statFile(path: string): Stats | undefined {
  try {
    const s = statSync(path);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/** Resolve a URL path inside root, or undefined when it would escape it. */
function inside(root: string, urlPath: string): string | undefined {
  const full = resolve(root, `.${urlPath}`);
  return full === root || full.startsWith(root + sep) ? full : undefined;
}

function cacheControl(relPath: string): string {
  if (relPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  // Polled by open pages to notice a new build (SPEC §7): never from a cache. A build's meta never changes.
  if (relPath === '/builds/latest.json') return 'no-store';
  if (relPath.startsWith('/builds/meta/')) return 'public, max-age=31536000, immutable';
  if (relPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Interned hash sets: the pages of a site share a handful of them. */
const internedHashes = new Map<string, PageHashes>();

function intern(hashes: PageHashes): PageHashes {
  const key = `${hashes.scripts.join(' ')}|${hashes.styles.join(' ')}`;
  const known = internedHashes.get(key);
  if (known) return known;
  if (internedHashes.size >= MAX_HASHED_PAGES) internedHashes.clear();
  internedHashes.set(key, hashes);
  return hashes;
}

/**
 * The inline-code hashes of an HTML file for its Content-Security-Policy, computed when the file is
 * first served and again after it changes; `body` is the file when it had to be read.
 */
async function pageHashes(site: StaticSite, file: string, etag: string): Promise<{ hashes: PageHashes; body?: Buffer<ArrayBuffer> }> {
  const known = site.hashed.get(file);
  if (known?.etag === etag) return { hashes: known.hashes };
  const body = await readFile(file);
  const hashes = intern(inlineHashes(body.toString('utf8')));
  if (site.hashed.size >= MAX_HASHED_PAGES) site.hashed.clear();
  site.hashed.set(file, { etag, hashes });
  return { hashes, body };
}

/** A compressed copy of a file to answer with. */
interface ChosenCopy {
  file: string;
  stats: Stats;
  coding: string;
  suffix: string;
}

/**
 * The copy of `file` the request accepts best, if the build wrote one. A copy older than its file is
 * stale (the file was replaced after the build) and left alone.
 */
function chooseCopy(c: Context, site: StaticSite, file: string, stats: Stats): ChosenCopy | undefined {
  if (site.precompressed === false || stats.size < MIN_COMPRESSED_SIZE || !isCompressible(file)) return undefined;
  for (const { coding, suffix } of acceptedCopies(c.req.header('accept-encoding'))) {
    const copy = statFile(`${file}${suffix}`);
    if (copy && copy.mtimeMs >= stats.mtimeMs) return { file: `${file}${suffix}`, stats: copy, coding, suffix: suffix.slice(1) };
  }
  return undefined;
}

/** `res` with `token` in its Vary header (added to what it has). */
function addVary(res: Response, token: string): Response {
  const vary = res.headers.get('vary');
  if (!vary) res.headers.set('vary', token);
  else if (!vary.split(',').some((v) => v.trim().toLowerCase() === token.toLowerCase())) res.headers.set('vary', `${vary}, ${token}`);
  return res;
}

/** Whether answers for this file differ by Accept-Encoding (a copy may be chosen). */
function variesByEncoding(site: StaticSite, file: string, stats: Stats): boolean {
  return site.precompressed !== false && stats.size >= MIN_COMPRESSED_SIZE && isCompressible(file);
}

async function sendFile(c: Context, site: StaticSite, file: string, stats: Stats, status: number, relPath: string): Promise<Response> {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': status === 200 ? cacheControl(relPath) : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  let read: Buffer<ArrayBuffer> | undefined;
  if (extname(file).toLowerCase() === '.html') {
    // Always the hashes of the uncompressed page, cached by its own validator.
    const page = await pageHashes(site, file, etag);
    setPageHashes(c, page.hashes);
    read = page.body;
  }
  if (variesByEncoding(site, file, stats)) headers.set('vary', 'Accept-Encoding');
  const copy = chooseCopy(c, site, file, stats);
  // Each encoding is its own representation, with its own validator.
  const tag = copy ? etag.replace(/"$/, `-${copy.suffix}"`) : etag;
  if (copy) headers.set('content-encoding', copy.coding);
  if (status === 200) {
    headers.set('etag', tag);
    headers.set('last-modified', stats.mtime.toUTCString());
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim() === tag || t.trim() === '*')) {
      headers.delete('content-encoding');
      return new Response(null, { status: 304, headers });
    }
  }
  const sent = copy ?? { file, stats };
  headers.set('content-length', String(sent.stats.size));
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const body =
    (copy ? undefined : read) ??
    (sent.stats.size <= 1024 * 1024
      ? await readFile(sent.file)
      : (Readable.toWeb(createReadStream(sent.file)) as unknown as ReadableStream<Uint8Array>));
  return new Response(body, { status, headers });
}

function notFoundFile(site: StaticSite, urlPath: string): string {
  const { region } = splitRegionPath(site.regions, urlPath);
  return !site.regions[region].prefix ? join(site.root, '404.html') : join(site.root, region, '404', 'index.html');
}

/** The region's 404 page with status 404 (plain text when the build has none). */
export async function sendNotFoundPage(c: Context, site: StaticSite, urlPath: string): Promise<Response> {
  const file = notFoundFile(site, urlPath);
  const stats = statFile(file);
  if (stats) return sendFile(c, site, file, stats, 404, '/404.html');
  return c.text(`Page Not Found: ${urlPath}`, 404);
}

/** Leading slashes and backslashes, plain or percent-encoded ("//", "/%2F", "/%5C", "/\\"). */
const LEADING_SLASHES = /^(?:\/|\\|%2f|%5c)+/i;

/**
 * `path` with its leading run of slashes collapsed to one: a Location of "//host/" or "/\\host/"
 * would send the browser to another host.
 */
export function collapseLeadingSlashes(path: string): string {
  return path.replace(LEADING_SLASHES, '/');
}

function redirect(c: Context, location: string): Response {
  const url = new URL(c.req.url);
  return new Response(null, {
    status: 301,
    headers: { location: `${collapseLeadingSlashes(location)}${url.search}`, 'cache-control': 'public, max-age=3600' },
  });
}

/** An app shell in the locale the cookie chooses (undefined: not a shell with locale copies). */
function sendShell(c: Context, site: StaticSite, urlPath: string, rel: string): Promise<Response> | undefined {
  const choice = chooseShell(site.localeShells ?? new Map(), site.regions, urlPath, c.req.header('cookie'), rel);
  if (!choice.varies) return undefined;
  const file = inside(site.root, `/${choice.file}`);
  const stats = file ? statFile(file) : undefined;
  // markVaries sets Vary: Cookie; a page with compressed copies varies by Accept-Encoding as well.
  return file && stats
    ? sendFile(c, site, file, stats, 200, `/${choice.file}`).then((res) =>
        variesByEncoding(site, file, stats) ? addVary(markVaries(res), 'Accept-Encoding') : markVaries(res),
      )
    : undefined;
}

/** The profile id of a path the profile shell serves ("/uk/users/12/" → 12), or null for any other path. */
function profilePageId(site: StaticSite, path: string): number | null {
  if (!path.endsWith('/') || !site.shells.find((s) => s.pattern.test(path))?.profile) return null;
  return profileIdOfPath(site.regions, path);
}

/**
 * /users/{id}/: a visible profile gets its pre-rendered page when this build has one, else the
 * profile shell; an unknown or unpublished id the region's 404 (even while the build still has
 * the page of a profile unpublished since: the next rebuild removes it).
 */
async function serveProfile(c: Context, site: StaticSite, path: string, id: number, lookups: SiteLookups): Promise<Response> {
  if (lookups.profileVisible && !(await lookups.profileVisible(id))) return sendNotFoundPage(c, site, path);
  const page = inside(site.root, `${path}index.html`);
  const pageStats = page ? statFile(page) : undefined;
  if (page && pageStats) return sendFile(c, site, page, pageStats, 200, `${path}index.html`);
  const shell = site.shells.find((s) => s.pattern.test(path))!;
  const file = inside(site.root, `/${shell.file}`);
  const stats = file ? statFile(file) : undefined;
  if (file && stats) return sendShell(c, site, path, shell.file) ?? sendFile(c, site, file, stats, 200, `/${shell.file}`);
  return sendNotFoundPage(c, site, path);
}

/** Middleware serving the site for every request that reaches it (mount after the API). */
export function serveSite(source: StaticSite | SiteSource, lookups: SiteLookups = {}): MiddlewareHandler<AppEnv> {
  return async (c) => {
    // One site per request: a swap while it runs never mixes two builds in one answer.
    const site = 'current' in source ? source.current() : source;
    const rawPath = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // The body is never read: with `Connection: close` the server closes the connection after the
      // answer instead of draining whatever the client still sends to reuse it.
      const hasBody = c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
      return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD', ...(hasBody ? { connection: 'close' } : {}) });
    }
    // "//sex" names "/sex": answer with the one-slash path rather than a protocol-relative Location.
    const collapsed = collapseLeadingSlashes(rawPath);
    if (collapsed !== rawPath) return redirect(c, collapsed);
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return sendNotFoundPage(c, site, '/');
    }
    // Hidden files (dotfiles, the build stamp) and NUL bytes are never served, nor compressed copies
    // under their own names (they would go out without their Content-Encoding).
    if (path.includes('\0') || path.split('/').some((seg) => seg.startsWith('.')) || isCompressedCopy(path))
      return sendNotFoundPage(c, site, path);
    const target = inside(site.root, path);
    if (!target) return sendNotFoundPage(c, site, '/');

    const profileId = profilePageId(site, path);
    if (profileId !== null) return serveProfile(c, site, path, profileId, lookups);

    if (path.endsWith('/')) {
      const index = join(target, 'index.html');
      const stats = statFile(index);
      if (stats) return sendShell(c, site, path, `${path.slice(1)}index.html`) ?? sendFile(c, site, index, stats, 200, `${path}index.html`);
    } else {
      const stats = statFile(target);
      if (stats && path !== '/_shells.json') return sendFile(c, site, target, stats, 200, path);
      if (statFile(join(target, 'index.html'))) return redirect(c, `${rawPath}/`);
    }

    const shellPath = path.endsWith('/') ? path : `${path}/`;
    const shell = site.shells.find((s) => s.pattern.test(shellPath));
    if (shell) {
      if (!path.endsWith('/')) return redirect(c, `${rawPath}/`);
      // No soft 404: an unknown or unpublished profile gets the region's 404 page and status, not the
      // shell whose island would only then find out (one primary-key lookup per request).
      if (shell.profile && lookups.profileVisible) {
        const id = profileIdOfPath(site.regions, path);
        if (id === null || !(await lookups.profileVisible(id))) return sendNotFoundPage(c, site, path);
      }
      const file = inside(site.root, `/${shell.file}`);
      const stats = file ? statFile(file) : undefined;
      if (file && stats) return sendShell(c, site, path, shell.file) ?? sendFile(c, site, file, stats, 200, `/${shell.file}`);
    }
    return sendNotFoundPage(c, site, path);
  };
}
