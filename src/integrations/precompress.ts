/**
 * Precompressed copies of the built site: after the build, every text file of at least
 * MIN_COMPRESSED_SIZE bytes (src/server/precompressed.ts) gets a brotli copy `<file>.br` and a gzip
 * copy `<file>.gz` beside it, unless the copy is not smaller. The server answers with a copy when
 * the request accepts its encoding (src/server/static.ts), so a page costs it a file read, not a
 * compression.
 *
 * Copies are deterministic (brotli and gzip with fixed parameters, gzip without name or time): the
 * same file gives the same bytes in every build, as scripts/check-incremental.ts needs. They are
 * kept in a store in the build cache by the digest of their file (`lustmap-precompressed/`), and a
 * file whose digest the store has gets its copies hard-linked from there instead of compressed
 * again: in an incremental build that is every page Astro kept. The store's manifest remembers each
 * file's digest with the file's identity (device, inode, size, mtime in ns), so a kept page, which
 * is the same hard link as in the build before, is not even read. A store file is never written in
 * place (a served build may share it); a copy older than its file is never linked (the server
 * ignores a copy older than its file), it is copied instead. After the build the store keeps only
 * the digests of this build.
 *
 * Levels: compress time per file on 400 random pages and assets of the demo build in dist/ (28 KB
 * on average), one thread, best of three, on 2 cores shared with other work:
 *
 * | coding     | ms per file | size of the original |
 * | ---------- | ----------- | -------------------- |
 * | gzip 1     | 0.28        | 29.5 %               |
 * | gzip 4     | 0.26        | 27.7 %               |
 * | gzip 6     | 0.42        | 27.1 %               |
 * | gzip 9     | 0.42        | 27.0 %               |
 * | brotli 3   | 0.23        | 28.5 %               |
 * | brotli 4   | 0.36        | 27.1 %               |
 * | brotli 5   | 0.46        | 25.3 %               |
 * | brotli 6-8 | 0.55-0.62   | 25.2-25.3 %          |
 * | brotli 10  | 9.7         | 23.8 %               |
 * | brotli 11  | 25.5        | 23.3 %               |
 * | (sha-256)  | 0.13        |                      |
 *
 * Brotli 5 is as small as 6 to 8 for less time; 10 and 11 save another 6-8 % at 20 to 55 times the
 * time (11 would add about 16 minutes of CPU to a build of the 37,249 demo pages). Gzip 6 (zlib's
 * default, what the middleware compresses with on the fly) is as small as 9; gzip only serves
 * clients without brotli.
 *
 * On a copy of the whole demo build (37,608 files of these types, 1.01 GB, 114 of them under 1 KB;
 * copies 260 MB brotli and 278 MB gzip), measured while other work kept the load at 3 to 5:
 *
 * - empty store (a whole build): 74,988 copies for 62 s of CPU (44 s user, 18 s system for the
 *   reads, writes and links): 1.7 ms per file, about 31 s on two idle cores; the pool of two took
 *   63-71 s of wall time here, one thread 117 s;
 * - every file in the store and known by identity (a build that kept every page again): 7.2 s wall,
 *   4.5 s CPU;
 * - every file in the store, read and hashed (pages kept for the first time): 9.7 s wall, 6.6 s CPU.
 *
 * So a whole demo build (about 100 s) takes about a third longer, an incremental build that keeps
 * nearly every page (15.6 s) a few seconds. Lower levels would not change that much: brotli 5 and
 * gzip 6 are 0.9 ms of the 1.7 ms per file, the rest is reading, hashing, writing and linking. The files are shared out in batches to a pool of
 * os.availableParallelism() worker threads (this module; one thread when there is one core, or
 * when threads cannot start).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { COPY_ENCODINGS, isCompressible, MIN_COMPRESSED_SIZE, type CopyEncoding } from '../server/precompressed.ts';

/** Brotli quality of the copies (see the measurements above). */
export const BROTLI_QUALITY = 5;
/** Gzip level of the copies. */
export const GZIP_LEVEL = 6;
/** The store of copies by digest, in the build cache. */
export const STORE_DIR = 'lustmap-precompressed';
/** The store's manifest, in the build cache. */
export const STORE_MANIFEST = 'lustmap-precompressed.json';

/** What made the store's copies: another value empties the store. */
const PARAMETERS = `brotli ${process.versions.brotli ?? '?'} q${BROTLI_QUALITY} text; zlib ${process.versions.zlib ?? '?'} level ${GZIP_LEVEL}`;

/** The brotli copy of `data` (deterministic). */
export function brotliCopy(data: Uint8Array): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 22,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** The gzip copy of `data` (deterministic: Node writes neither a name nor a time into the header). */
export function gzipCopy(data: Uint8Array): Buffer {
  return gzipSync(data, { level: GZIP_LEVEL, windowBits: 15, memLevel: 8, strategy: constants.Z_DEFAULT_STRATEGY });
}

function compress(encoding: CopyEncoding, data: Uint8Array): Buffer {
  return encoding.coding === 'br' ? brotliCopy(data) : gzipCopy(data);
}

/** What the store's manifest holds: per file of the last build, its identity and its digest. */
interface StoreManifest {
  parameters: string;
  files: Record<string, [identity: string, digest: string]>;
}

/** One file to give copies. */
interface FileJob {
  rel: string;
  /** Identity and digest of the file at this path in the last build. */
  known?: [string, string];
}

/** What was done for one file. */
interface FileResult {
  rel: string;
  /** Absent: no copies (too small). */
  identity?: string;
  digest?: string;
  size: number;
  /** Copies compressed now. */
  compressed: number;
  /** Copies taken from the store. */
  reused: number;
  /** Bytes of the copies, by suffix. */
  copyBytes: Partial<Record<CopyEncoding['suffix'], number>>;
}

/** What a run did. */
export interface PrecompressSummary {
  /** Files of a compressible type. */
  files: number;
  /** Of them, too small for copies. */
  small: number;
  compressed: number;
  reused: number;
  /** Bytes of the originals that got copies, and of their copies by suffix. */
  bytes: number;
  copyBytes: Record<CopyEncoding['suffix'], number>;
  seconds: number;
}

function errnoCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

function digestOf(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('base64url');
}

/** Hard-link `from` at `to`, replacing a file of an earlier run there (never writing into it). */
function linkOver(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (err) {
    if (errnoCode(err) !== 'EEXIST') throw err;
    rmSync(to, { force: true });
    linkSync(from, to);
  }
}

/** Write `data` as a new file at `path`, replacing a file of an earlier run there (never writing into it). */
function writeNew(path: string, data: Uint8Array): void {
  try {
    writeFileSync(path, data, { flag: 'wx' });
  } catch (err) {
    if (errnoCode(err) !== 'EEXIST') throw err;
    rmSync(path, { force: true });
    writeFileSync(path, data, { flag: 'wx' });
  }
}

/**
 * Put the stored copy `stored` at `target`: a hard link, or a copy (a new file, so newer than the
 * source) when the stored file is older than the source or lives on another file system. Returns
 * its size, or -1 when the store has no such copy.
 */
function takeFromStore(stored: string, target: string, sourceMtimeNs: bigint): number {
  const s = statSync(stored, { bigint: true, throwIfNoEntry: false });
  if (!s) return -1;
  if (s.mtimeNs >= sourceMtimeNs) {
    try {
      linkOver(stored, target);
      return Number(s.size);
    } catch (err) {
      if (errnoCode(err) !== 'EXDEV') throw err;
    }
  }
  rmSync(target, { force: true });
  copyFileSync(stored, target);
  return Number(s.size);
}

/** Add a copy just written at `target` to the store (never over a stored file). */
function addToStore(target: string, stored: string): void {
  try {
    linkSync(target, stored);
  } catch (err) {
    const code = errnoCode(err);
    // Another file with the same content stored it meanwhile.
    if (code === 'EEXIST') return;
    if (code !== 'EXDEV') throw err;
    const tmp = `${stored}.${process.pid}.tmp`;
    copyFileSync(target, tmp);
    renameSync(tmp, stored);
  }
}

/** Give one file of `outDir` its copies. */
function precompressFile(outDir: string, storeDir: string, job: FileJob): FileResult {
  const file = join(outDir, job.rel);
  const stats = statSync(file, { bigint: true });
  const size = Number(stats.size);
  const result: FileResult = { rel: job.rel, size, compressed: 0, reused: 0, copyBytes: {} };
  if (size < MIN_COMPRESSED_SIZE) {
    // Copies an earlier run in the same folder wrote for a larger file go.
    for (const encoding of COPY_ENCODINGS) rmSync(`${file}${encoding.suffix}`, { force: true });
    return result;
  }
  const identity = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}`;
  let data: Buffer | undefined;
  if (job.known?.[0] === identity) result.digest = job.known[1];
  else {
    data = readFileSync(file);
    result.digest = digestOf(data);
  }
  result.identity = identity;
  for (const encoding of COPY_ENCODINGS) {
    const target = `${file}${encoding.suffix}`;
    const stored = join(storeDir, `${result.digest}${encoding.suffix}`);
    const taken = takeFromStore(stored, target, stats.mtimeNs);
    if (taken >= 0) {
      result.reused++;
      result.copyBytes[encoding.suffix] = taken;
      continue;
    }
    data ??= readFileSync(file);
    const copy = compress(encoding, data);
    if (copy.length >= data.length) {
      // A copy of an earlier run in the same folder would be served for the changed file.
      rmSync(target, { force: true });
      continue;
    }
    writeNew(target, copy);
    addToStore(target, stored);
    result.compressed++;
    result.copyBytes[encoding.suffix] = copy.length;
  }
  return result;
}

function runJobs(outDir: string, storeDir: string, jobs: readonly FileJob[]): FileResult[] {
  return jobs.map((job) => {
    try {
      return precompressFile(outDir, storeDir, job);
    } catch (err) {
      throw new Error(`precompress ${job.rel}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  });
}

/** What a worker thread is started with. */
interface WorkerSetup {
  lustmapPrecompress: { outDir: string; storeDir: string };
}

type WorkerAnswer = { results: FileResult[] } | { error: string };

/** A worker thread that could not run (not a file that failed): the work can be done in this thread. */
class PoolFailure extends Error {}

/** Run the jobs on `size` worker threads, in batches. */
async function runPool(outDir: string, storeDir: string, jobs: readonly FileJob[], size: number): Promise<FileResult[]> {
  const batch = Math.max(1, Math.min(64, Math.ceil(jobs.length / (size * 8))));
  const setup: WorkerSetup = { lustmapPrecompress: { outDir, storeDir } };
  const workers = Array.from({ length: size }, () => new Worker(new URL(import.meta.url), { workerData: setup }));
  const results: FileResult[] = [];
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= jobs.length) return resolve();
              worker.postMessage(jobs.slice(next, (next += batch)));
            };
            worker.on('message', (answer: WorkerAnswer) => {
              if ('error' in answer) return reject(new Error(answer.error));
              results.push(...answer.results);
              send();
            });
            worker.on('error', (err: unknown) =>
              reject(new PoolFailure(`a worker thread failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err })),
            );
            worker.on('exit', (code) => reject(new PoolFailure(`a worker thread stopped (exit code ${code})`)));
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}

function readManifest(cacheDir: string): StoreManifest | null {
  try {
    const data = JSON.parse(readFileSync(join(cacheDir, STORE_MANIFEST), 'utf8')) as Partial<StoreManifest>;
    return typeof data.parameters === 'string' && data.files && typeof data.files === 'object'
      ? { parameters: data.parameters, files: data.files }
      : null;
  } catch {
    return null;
  }
}

/** The files of `outDir` that may get copies (a compressible type, no dotfile), relative, `/`-separated. */
export function compressibleFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && isCompressible(e.name))
    .map((e) => relative(outDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((rel) => rel.split('/').every((segment) => !segment.startsWith('.')))
    .sort();
}

/** How precompressDir works. */
export interface PrecompressOptions {
  /** The build cache the store lives in. */
  cacheDir: string;
  /** Worker threads (default: os.availableParallelism()); 0 or 1 works in this thread. */
  workers?: number;
  /** Told when the worker threads cannot run and the work is done in this thread instead. */
  warn?: (message: string) => void;
}

/** Write the copies of every compressible file of `outDir`, taking the copies the store has. */
export async function precompressDir(outDir: string, options: PrecompressOptions): Promise<PrecompressSummary> {
  const started = performance.now();
  const storeDir = join(options.cacheDir, STORE_DIR);
  let manifest = readManifest(options.cacheDir);
  if (manifest?.parameters !== PARAMETERS) {
    // Other parameters (or no manifest): the stored copies would differ from new ones.
    rmSync(storeDir, { recursive: true, force: true });
    manifest = { parameters: PARAMETERS, files: {} };
  }
  mkdirSync(storeDir, { recursive: true });
  const known = manifest.files;
  const jobs = compressibleFiles(outDir).map((rel): FileJob => (Object.hasOwn(known, rel) ? { rel, known: known[rel] } : { rel }));
  const size = Math.min(options.workers ?? availableParallelism(), Math.ceil(jobs.length / 16));
  let results: FileResult[] | undefined;
  if (size > 1) {
    try {
      results = await runPool(outDir, storeDir, jobs, size);
    } catch (err) {
      if (!(err instanceof PoolFailure)) throw err;
      // Every step can run again over what the pool did (files are replaced, never written into).
      options.warn?.(`precompress: ${err.message}; compressing in the build's own thread`);
    }
  }
  results ??= runJobs(outDir, storeDir, jobs);

  const files: StoreManifest['files'] = {};
  const used = new Set<string>();
  const summary: PrecompressSummary = {
    files: results.length,
    small: 0,
    compressed: 0,
    reused: 0,
    bytes: 0,
    copyBytes: { '.br': 0, '.gz': 0 },
    seconds: 0,
  };
  for (const r of results.sort((a, b) => (a.rel < b.rel ? -1 : 1))) {
    if (!r.digest || !r.identity) {
      summary.small++;
      continue;
    }
    files[r.rel] = [r.identity, r.digest];
    used.add(r.digest);
    summary.compressed += r.compressed;
    summary.reused += r.reused;
    summary.bytes += r.size;
    for (const e of COPY_ENCODINGS) summary.copyBytes[e.suffix] += r.copyBytes[e.suffix] ?? 0;
  }
  // The store keeps what this build uses (older builds keep their own links to the rest).
  for (const name of readdirSync(storeDir)) {
    const digest = name.replace(/\.(br|gz)$/, '');
    if (digest === name || !used.has(digest)) rmSync(join(storeDir, name), { force: true });
  }
  const tmp = join(options.cacheDir, `${STORE_MANIFEST}.tmp`);
  writeFileSync(tmp, JSON.stringify({ parameters: PARAMETERS, files } satisfies StoreManifest));
  renameSync(tmp, join(options.cacheDir, STORE_MANIFEST));
  summary.seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  return summary;
}

/** The integration: copies of the finished build, after the integrations that write files (register it last). */
export function precompress(): AstroIntegration {
  let cacheDir = join(process.cwd(), 'node_modules', '.astro');
  return {
    name: 'precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const s = await precompressDir(fileURLToPath(dir), { cacheDir, warn: (m) => logger.warn(m) });
        const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
        logger.info(
          `precompressed ${s.files - s.small} of ${s.files} files in ${s.seconds} s: ${s.compressed} copies compressed, ` +
            `${s.reused} kept from the cache; ${mb(s.bytes)} → ${mb(s.copyBytes['.br'])} brotli, ${mb(s.copyBytes['.gz'])} gzip`,
        );
      },
    },
  };
}

// A worker thread of runPool: batches of jobs in, their results out.
if (!isMainThread && parentPort && (workerData as Partial<WorkerSetup> | null)?.lustmapPrecompress) {
  const { outDir, storeDir } = (workerData as WorkerSetup).lustmapPrecompress;
  const port = parentPort;
  port.on('message', (jobs: FileJob[]) => {
    let answer: WorkerAnswer;
    try {
      answer = { results: runJobs(outDir, storeDir, jobs) };
    } catch (err) {
      answer = { error: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(answer);
  });
}
