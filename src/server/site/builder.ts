/**
 * Running a site build in a child process: `astro build --outDir <new folder>` against this
 * server's own API (BUILD_API_ORIGIN), at a lower CPU priority so visitors keep being served while
 * it runs. Its output goes to a log file in the builds folder; a failure reports the last lines.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import type { RegionCode } from '../../../regions/schema.ts';
import type { Logger } from '../context.ts';

/** One build to run. */
export interface BuildRequest {
  /** The new, empty folder to build into. */
  outDir: string;
  /** The API the build takes its listings from (this server). */
  apiOrigin: string;
  /** Regions to build (all when absent). */
  regions?: readonly RegionCode[];
  /** The build's id (its folder name), written into its builds/latest.json. */
  buildId?: string;
  /** Astro's cache folder, kept from build to build: pages whose key did not change are taken from it. */
  cacheDir?: string;
  /** Stops the build (the server is closing). */
  signal?: AbortSignal;
}

/** Builds the site into `outDir`; rejects when the build failed. */
export type SiteBuilder = (req: BuildRequest) => Promise<void>;

/** A build that did not finish, with the end of its output. */
export class SiteBuildError extends Error {
  /** The last lines the build printed. */
  readonly tail: string;

  constructor(message: string, tail: string) {
    super(message);
    this.name = 'SiteBuildError';
    this.tail = tail;
  }
}

/** Niceness of the build process: visitors' requests come first. */
export const BUILD_NICENESS = 10;
/** A build that takes longer is stopped (SITE_BUILD_TIMEOUT_SECONDS). */
export const DEFAULT_BUILD_TIMEOUT_SECONDS = 1200;
/** Lines of output kept for the report of a failed build. */
const TAIL_LINES = 40;

export interface ProcessBuilderOptions {
  /** The project root (where astro.config.mjs is). */
  root: string;
  log: Logger;
  /** The command for an output folder (default: this Node running the project's astro CLI). */
  command?: (outDir: string) => readonly string[];
  timeoutSeconds?: number;
  /** File that receives the output of the last build (default: none). */
  logFile?: string;
  niceness?: number;
}

/** The astro CLI of the project at `root`, run by this Node. */
export function astroCommand(root: string): (outDir: string) => readonly string[] {
  return (outDir) => [process.execPath, join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir];
}

/** The last `n` lines of `text`. */
export function lastLines(text: string, n = TAIL_LINES): string {
  return text.trimEnd().split('\n').slice(-n).join('\n');
}

/** A builder running the build command in a child process. */
export function processBuilder(o: ProcessBuilderOptions): SiteBuilder {
  const command = o.command ?? astroCommand(o.root);
  const timeoutMs = (o.timeoutSeconds ?? DEFAULT_BUILD_TIMEOUT_SECONDS) * 1000;
  return (req) =>
    new Promise<void>((resolve, reject) => {
      const [cmd, ...args] = command(req.outDir);
      const env = {
        ...process.env,
        BUILD_API_ORIGIN: req.apiOrigin,
        REGION: req.regions?.join(',') ?? '',
        BUILD_ID: req.buildId ?? '',
        ...(req.cacheDir ? { SITE_BUILD_CACHE_DIR: req.cacheDir } : {}),
      };
      const child = spawn(cmd!, args, { cwd: o.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      try {
        if (child.pid) setPriority(child.pid, o.niceness ?? BUILD_NICENESS);
      } catch (err) {
        o.log.error('site build: could not lower its priority', { error: String(err) });
      }
      const file = o.logFile ? createWriteStream(o.logFile) : undefined;
      file?.on('error', (err) => o.log.error('site build: could not write its log file', { error: String(err) }));
      // Everything goes to the file; the end is kept in memory for the report.
      let tail = '';
      const collect = (chunk: Buffer) => {
        file?.write(chunk);
        tail = (tail + chunk.toString()).slice(-16_384);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      let why: string | undefined;
      const stop = (reason: string) => {
        why ??= reason;
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      };
      const timer = setTimeout(() => stop(`timed out after ${timeoutMs / 1000} s`), timeoutMs);
      const onAbort = () => stop('stopped: the server is closing');
      req.signal?.addEventListener('abort', onAbort, { once: true });
      if (req.signal?.aborted) onAbort();
      let done = false;
      const finish = (err?: Error) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        req.signal?.removeEventListener('abort', onAbort);
        // Settled once the log file is complete, so it can be read right away.
        const settle = () => (err ? reject(err) : resolve());
        if (file) file.end(settle);
        else settle();
      };
      child.on('error', (err) => finish(new SiteBuildError(`the build did not start: ${err.message}`, lastLines(tail))));
      child.on('close', (code, signal) => {
        if (code === 0 && !why) return finish();
        const status = why ?? (signal ? `killed by ${signal}` : `exited with ${code}`);
        finish(new SiteBuildError(`the site build ${status}`, lastLines(tail)));
      });
    });
}
