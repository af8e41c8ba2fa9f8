/**
 * Publishing a finished site build to a static host in an S3 bucket (settings: publish-settings.ts):
 * only the files that changed are uploaded, the files that are gone are deleted, and an optional
 * CDN purge hook is called once per changed or deleted URL path.
 *
 * The caller hands over the lists of changed and deleted files when it knows them; otherwise they
 * are computed by comparing the build folder with the previous one (size first, content hash for
 * equal sizes; no previous folder: everything is new). Uploads go in waves so a visitor never gets
 * a page whose files are not there yet: assets first, then pages, then the files that list pages
 * (sitemaps, feeds, robots.txt), and `builds/latest.json` last, so open pages learn of the new
 * build only once it is complete. Deletions follow all uploads. An upload or deletion that fails
 * throws (the bucket then holds a mix the next publish of the same lists repairs); a purge that
 * still fails after its retries is logged and counted, since the files themselves are published.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Logger } from '../context.ts';
import { isCompressedCopy } from '../precompressed.ts';
import type { SitePublishSettings, SitePurgeSettings } from './publish-settings.ts';

/** Uploads and deletions in flight at once. */
export const UPLOAD_CONCURRENCY = 16;
/** Purge calls in flight at once. */
export const PURGE_CONCURRENCY = 8;
/** Further tries of a purge call that failed. */
export const PURGE_RETRIES = 2;
/** A purge call taking longer counts as failed. */
const PURGE_TIMEOUT_MS = 10_000;
const PURGE_RETRY_DELAY_MS = 500;

/** The build manifest open pages poll (SPEC §7): uploaded last. */
export const LATEST_FILE = 'builds/latest.json';

/** Content-Types by extension: the types the server's own static handler sends (static.ts). */
const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** The Content-Type a site file is stored with; the unknown are plain bytes. */
export function contentTypeOf(file: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || 'application/octet-stream';
}

/**
 * The Cache-Control a site file is stored with. Astro's assets under `_astro/` carry their content
 * hash in the name, so a changed asset is a new URL: browsers and the CDN keep them a year.
 * Everything else (pages, sitemaps, feeds, `builds/latest.json`, unhashed images) keeps its URL
 * across builds: browsers revalidate every time (max-age=0, must-revalidate), the CDN may answer
 * from its cache for 60 s (s-maxage), and the purge hook shortens that for the paths that changed.
 */
export function cacheControlOf(file: string): string {
  return file.startsWith('_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, s-maxage=60, must-revalidate';
}

/** The URL path a file is reached at: `a/b/index.html` → `/a/b/`, `index.html` → `/`, `404.html` → `/404.html`. */
export function urlPathOf(file: string): string {
  const segments = file.split('/');
  if (segments.at(-1) === 'index.html') segments[segments.length - 1] = '';
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** The purge hook's URL for one URL path (placeholders of publish-settings.ts). */
export function purgeUrlFor(purge: SitePurgeSettings, path: string): string {
  return purge.template.replace(/\{(path|rawPath|url)\}/g, (_, name: string) =>
    name === 'rawPath' ? path : encodeURIComponent(name === 'url' ? `${purge.siteUrl ?? ''}${path}` : path),
  );
}

/**
 * Whether a file of a build folder belongs on the static host: dotfiles are the server's own
 * bookkeeping (`.build-stamp`), except `.well-known/`; the compressed copies (`index.html.br`) are
 * the server's own too (a CDN compresses by itself).
 */
export function isSiteFile(file: string): boolean {
  return (
    !isCompressedCopy(file) && file.split('/').every((segment, i) => !segment.startsWith('.') || (i === 0 && segment === '.well-known'))
  );
}

/** A relative path inside a build folder: `/`-separated names, none empty, `.` or `..`. */
function checkFile(file: string): string {
  if (
    typeof file !== 'string' ||
    !file ||
    /[\\\0]/.test(file) ||
    file.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  )
    throw new Error(`not a relative path inside the build folder: ${JSON.stringify(file)}`);
  return file;
}

/** Upload waves: 0 assets, 1 pages, 2 files listing pages, 3 `builds/latest.json`. */
function waveOf(file: string): number {
  if (file === LATEST_FILE) return 3;
  if (file.endsWith('.html')) return 1;
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (/^sitemap[^/]*\.xml$/.test(name) || name === 'rss.xml' || file === 'robots.txt') return 2;
  return 0;
}

/** The site files of `dir`, relative, `/`-separated, sorted. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter(isSiteFile)
    .sort();
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Run `fn` on every item, at most `limit` at once. After the first failure no further item starts;
 * the ones running finish, then that failure is thrown. An aborted `signal` counts as a failure.
 */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>, signal?: AbortSignal): Promise<void> {
  let next = 0;
  let failed: { error: unknown } | undefined;
  const worker = async () => {
    while (!failed && next < items.length) {
      if (signal?.aborted) {
        failed ??= { error: signal.reason };
        return;
      }
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed) throw failed.error;
}

/**
 * What changed between two build folders: files new or different in `dir`, files of `previous` gone
 * from it. A file `unchanged` says is the same as in `previous` (a page the build kept) is not read.
 */
export async function diffBuilds(
  dir: string,
  previous: string | null,
  unchanged?: (file: string) => boolean,
): Promise<{ changed: string[]; deleted: string[] }> {
  const now = await filesOf(dir);
  if (previous === null) return { changed: now, deleted: [] };
  const before = new Set(await filesOf(previous));
  const changed: string[] = [];
  await eachLimited(now, UPLOAD_CONCURRENCY, async (file) => {
    if (!before.has(file)) {
      changed.push(file);
      return;
    }
    if (unchanged?.(file)) return;
    const [a, b] = await Promise.all([stat(join(dir, file)), stat(join(previous, file))]);
    if (a.size !== b.size || (await sha256(join(dir, file))) !== (await sha256(join(previous, file)))) changed.push(file);
  });
  const current = new Set(now);
  return { changed: changed.sort(), deleted: [...before].filter((f) => !current.has(f)) };
}

/** What publishBuild needs. */
export interface PublishOptions {
  /** The finished build folder (`data/site/<build-id>/`). */
  buildDir: string;
  /** The build the bucket holds now; null or undefined: publish everything, delete nothing. */
  previousDir?: string | null;
  /** Files of `buildDir` to upload (relative, e.g. `sex/koeln/index.html`); with `deleted`, replaces the comparison. */
  changed?: readonly string[];
  /** Files gone since the previous build, to delete from the bucket; with `changed`, replaces the comparison. */
  deleted?: readonly string[];
  /** A client of the settings' bucket (publishClient). */
  client: S3Client;
  settings: SitePublishSettings;
  log: Logger;
  /** The purge hook's HTTP client (default: the global fetch). */
  fetch?: typeof fetch;
  /** Aborted: no further upload, deletion or purge starts, and the publish rejects. */
  signal?: AbortSignal;
  /** Pause before the first retry of a failed purge call (doubled for the next; default 500 ms). */
  purgeRetryDelayMs?: number;
}

/** What a publish did. */
export interface PublishSummary {
  uploaded: number;
  deleted: number;
  /** URL paths the purge hook accepted. */
  purged: number;
  /** URL paths whose purge still failed after the retries (logged). */
  purgeFailures: number;
  seconds: number;
}

/** A client for the bucket of `settings` (`destroy()` it when done). */
export function publishClient(settings: SitePublishSettings): S3Client {
  const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = settings.s3;
  return new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Compatible stores differ in which of the SDK's newer default checksums they accept: send only required ones.
    ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
}

/** Call the purge hook for `path`: true when it answered 2xx within its tries; never throws. */
async function purgeOne(
  purge: SitePurgeSettings,
  path: string,
  o: { fetch: typeof fetch; log: Logger; signal?: AbortSignal; retryDelayMs: number },
): Promise<boolean> {
  const headers: Record<string, string> = purge.token ? { authorization: `Bearer ${purge.token}` } : {};
  let last = '';
  for (let attempt = 0; attempt <= PURGE_RETRIES; attempt++) {
    if (attempt > 0) await delay(o.retryDelayMs * 2 ** (attempt - 1), undefined, { signal: o.signal }).catch(() => undefined);
    if (o.signal?.aborted) return false;
    try {
      const timeout = AbortSignal.timeout(PURGE_TIMEOUT_MS);
      const res = await o.fetch(purgeUrlFor(purge, path), {
        method: purge.method,
        headers,
        signal: o.signal ? AbortSignal.any([o.signal, timeout]) : timeout,
      });
      await res.body?.cancel();
      if (res.ok) return true;
      last = `status ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
  }
  // The URL is not logged: a template may carry a key in its query.
  o.log.error('site purge failed', { path, tries: PURGE_RETRIES + 1, error: last });
  return false;
}

/** Publish the build in `o.buildDir` to the bucket and purge the CDN; throws when an upload or deletion fails. */
export async function publishBuild(o: PublishOptions): Promise<PublishSummary> {
  const started = performance.now();
  const { buildDir, settings, client, log, signal } = o;
  signal?.throwIfAborted();
  if (!existsSync(buildDir) || !statSync(buildDir).isDirectory()) throw new Error(`site publish: no build folder at ${buildDir}`);

  let changed: string[];
  let deleted: string[];
  if (o.changed || o.deleted) {
    changed = [...new Set((o.changed ?? []).map(checkFile))].filter(isSiteFile);
    deleted = [...new Set((o.deleted ?? []).map(checkFile))].filter(isSiteFile);
    const both = changed.find((f) => deleted.includes(f));
    if (both) throw new Error(`site publish: ${both} is listed as changed and as deleted`);
    const missing = changed.find((f) => !statSync(join(buildDir, f), { throwIfNoEntry: false })?.isFile());
    if (missing) throw new Error(`site publish: ${missing} is listed as changed but is no file of ${buildDir}`);
    const present = deleted.find((f) => existsSync(join(buildDir, f)));
    if (present) throw new Error(`site publish: ${present} is listed as deleted but is still in ${buildDir}`);
  } else {
    let previous = o.previousDir ?? null;
    if (previous !== null && !existsSync(previous)) {
      log.info('site publish: the previous build folder is gone, publishing everything', { previous });
      previous = null;
    }
    ({ changed, deleted } = await diffBuilds(buildDir, previous));
  }

  const { bucket } = settings.s3;
  const key = (file: string) => `${settings.prefix}${file}`;
  const waves = [0, 1, 2, 3].map((w) => changed.filter((f) => waveOf(f) === w));
  for (const wave of waves) {
    await eachLimited(
      wave,
      UPLOAD_CONCURRENCY,
      async (file) => {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key(file),
              Body: await readFile(join(buildDir, file)),
              ContentType: contentTypeOf(file),
              CacheControl: cacheControlOf(file),
            }),
            { abortSignal: signal },
          );
        } catch (err) {
          if (signal?.aborted) throw signal.reason;
          throw new Error(`site publish: uploading ${file} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
        }
      },
      signal,
    );
  }
  // Deleted only now: every new page is in place and refers to none of them.
  await eachLimited(
    deleted,
    UPLOAD_CONCURRENCY,
    async (file) => {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(file) }), { abortSignal: signal });
      } catch (err) {
        if (signal?.aborted) throw signal.reason;
        throw new Error(`site publish: deleting ${file} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
    },
    signal,
  );

  let purged = 0;
  let purgeFailures = 0;
  const purge = settings.purge;
  if (purge) {
    const paths = [...new Set([...changed, ...deleted].map(urlPathOf))];
    const call = { fetch: o.fetch ?? fetch, log, signal, retryDelayMs: o.purgeRetryDelayMs ?? PURGE_RETRY_DELAY_MS };
    await eachLimited(
      paths,
      PURGE_CONCURRENCY,
      async (path) => {
        if (await purgeOne(purge, path, call)) purged++;
        else if (!signal?.aborted) purgeFailures++;
      },
      signal,
    );
  }

  const summary: PublishSummary = {
    uploaded: changed.length,
    deleted: deleted.length,
    purged,
    purgeFailures,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
  log.info('site published', { bucket, prefix: settings.prefix || null, ...summary });
  return summary;
}
