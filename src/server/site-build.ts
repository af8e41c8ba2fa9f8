/**
 * Whether `dist/` is current: the build writes `dist/.build-stamp` (mtime = the build's start), and
 * the site is stale when any build input changed after it. The API server's own code and tests
 * are not build inputs.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REGION_CODES } from '../../regions/constants.ts';

/** Inputs of the site build, relative to the project root. */
export const BUILD_INPUTS = ['src', 'regions', 'i18n', 'public', 'content', 'astro.config.mjs', 'tailwind.config.mjs'];

export const STAMP = '.build-stamp';

function isInput(root: string, path: string): boolean {
  const rel = relative(root, path).split('\\').join('/');
  return !rel.startsWith('src/server/') && !/\.test\.tsx?$/.test(rel);
}

/** The newest modification time among the build inputs (0 when none exist). */
export function newestInputMtime(root: string): number {
  let newest = 0;
  for (const entry of BUILD_INPUTS) {
    const full = join(root, entry);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (!stats) continue;
    if (stats.isFile()) {
      newest = Math.max(newest, stats.mtimeMs);
      continue;
    }
    for (const name of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
      const file = join(full, name);
      if (!isInput(root, file)) continue;
      const s = statSync(file, { throwIfNoEntry: false });
      if (s?.isFile()) newest = Math.max(newest, s.mtimeMs);
    }
  }
  return newest;
}

/** What the build stamp records. */
export interface BuildStamp {
  startedAt: string;
  regions: string[];
}

function readStamp(file: string): BuildStamp | null {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildStamp>;
    return typeof data.startedAt === 'string' && Array.isArray(data.regions) ? { startedAt: data.startedAt, regions: data.regions } : null;
  } catch {
    return null;
  }
}

/** The stamp of the build in `distDir`, or null when it has none (an unfinished or failed build). */
export function readBuildStamp(distDir: string): BuildStamp | null {
  return readStamp(join(distDir, STAMP));
}

/**
 * Why the site must be built, or null when `dist/` (or the build in `dist`) is current: it must
 * exist, carry a stamp of a build that covered every region in `regions`, and be newer than every
 * build input.
 */
export function buildReason(root: string, regions: readonly string[] = REGION_CODES, dist = join(root, 'dist')): string | null {
  const name = `${relative(root, dist) || dist}/`;
  const stampFile = join(dist, STAMP);
  if (!existsSync(dist)) return `${name} is missing`;
  if (!existsSync(stampFile)) return `${name} has no build stamp`;
  const stamp = readStamp(stampFile);
  if (!stamp) return 'the build stamp is unreadable';
  const missing = regions.filter((r) => !stamp.regions.includes(r));
  if (missing.length) return `the last build left out ${missing.join(', ')}`;
  return newestInputMtime(root) > statSync(stampFile).mtimeMs ? 'sources changed since the last build' : null;
}

/**
 * Record a finished build of `regions` that started at `startedAt` (written by the build itself;
 * the stamp's mtime is the start, so a source saved during the build stays newer).
 */
export function writeBuildStamp(distDir: string, startedAt: Date, regions: readonly string[]): void {
  const stamp = join(distDir, STAMP);
  writeFileSync(stamp, `${JSON.stringify({ startedAt: startedAt.toISOString(), regions })}\n`);
  utimesSync(stamp, startedAt, startedAt);
}

/** Run `npm run build` in `root` with inherited output. */
export function runSiteBuild(root: string): Promise<void> {
  // Through npm's own script when started by npm, else the npm on PATH.
  const npmCli = process.env.npm_execpath;
  const [cmd, args] = npmCli
    ? [process.execPath, [npmCli, 'run', 'build']]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}
