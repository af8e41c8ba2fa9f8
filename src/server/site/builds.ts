/**
 * The folder of site builds (`data/site/` by default): one sub-folder per build, named by its
 * start time, and `current.json`, the pointer to the build the server serves and the one before it.
 * The pointer is replaced by renaming a fully written file over it, so a crash leaves either the
 * old or the new pointer, never half of one, and a restart serves the same build.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REGION_CODES } from '../../../regions/constants.ts';
import { readBuildStamp } from '../site-build.ts';

/** The pointer file inside the builds folder. */
export const POINTER_FILE = 'current.json';

/** Which builds the server serves and keeps. */
export interface SitePointer {
  /** Folder name of the build served. */
  current: string;
  /** Folder name of the build served before it (kept: pages loaded from it still fetch its assets). */
  previous: string | null;
}

/** The build last published to the static host (SITE_PUBLISH), kept until a newer one is published. */
export const PUBLISHED_FILE = 'published.json';

/** The id of the build the static host holds, or null. */
export function readPublished(buildsDir: string): string | null {
  try {
    const raw = JSON.parse(readFileSync(join(buildsDir, PUBLISHED_FILE), 'utf8')) as { build?: unknown };
    return typeof raw.build === 'string' && BUILD_ID.test(raw.build) ? raw.build : null;
  } catch {
    return null;
  }
}

/** Record that the static host holds the build `id` (one rename). */
export function writePublished(buildsDir: string, id: string): void {
  const tmp = join(buildsDir, `.${PUBLISHED_FILE}.${process.pid}.tmp`);
  writeFileSync(tmp, `${JSON.stringify({ build: id })}\n`);
  renameSync(tmp, join(buildsDir, PUBLISHED_FILE));
}

/** Build folder names: start time, then a random tail so two builds in one second differ. */
const BUILD_ID = /^\d{8}T\d{6}Z-[0-9a-f]{6}$/;

/** A new build folder name for a build starting at `now` (sorts by time). */
export function newBuildId(now: Date): string {
  const time = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${time}-${randomBytes(3).toString('hex')}`;
}

/** The pointer of `buildsDir`, or null when there is none (or it is unreadable). */
export function readPointer(buildsDir: string): SitePointer | null {
  try {
    const raw = JSON.parse(readFileSync(join(buildsDir, POINTER_FILE), 'utf8')) as Partial<SitePointer>;
    if (typeof raw.current !== 'string' || !BUILD_ID.test(raw.current)) return null;
    return { current: raw.current, previous: typeof raw.previous === 'string' && BUILD_ID.test(raw.previous) ? raw.previous : null };
  } catch {
    return null;
  }
}

/** Replace the pointer in one rename. */
export function writePointer(buildsDir: string, pointer: SitePointer): void {
  mkdirSync(buildsDir, { recursive: true });
  const tmp = join(buildsDir, `.${POINTER_FILE}.${process.pid}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(pointer)}\n`);
  renameSync(tmp, join(buildsDir, POINTER_FILE));
}

/** Whether `dir` holds a finished build of every region. */
export function isCompleteBuild(dir: string): boolean {
  const stamp = readBuildStamp(dir);
  return stamp !== null && REGION_CODES.every((r) => stamp.regions.includes(r));
}

/**
 * The newest complete build to serve: the pointer's build or `distDir`, whichever started later
 * (a `dist/` rebuilt after a source change wins over an older swapped build); undefined when
 * neither is complete.
 */
export function newestBuild(distDir: string | undefined, buildsDir: string | undefined): string | undefined {
  const pointer = buildsDir ? readPointer(buildsDir) : null;
  const candidates = [pointer && buildsDir ? join(buildsDir, pointer.current) : undefined, distDir]
    .filter((dir): dir is string => dir !== undefined && existsSync(dir) && isCompleteBuild(dir))
    .map((dir) => ({ dir: resolve(dir), startedAt: Date.parse(readBuildStamp(dir)!.startedAt) }));
  candidates.sort((a, b) => b.startedAt - a.startedAt);
  return candidates[0]?.dir;
}

/**
 * Remove every build folder of `buildsDir` except those in `keep` and the one the static host holds
 * (unfinished or failed builds, and builds older than the previous one). Only folders named like
 * builds are touched.
 */
export function removeOldBuilds(buildsDir: string, keep: readonly (string | null)[]): string[] {
  if (!existsSync(buildsDir)) return [];
  keep = [...keep, readPublished(buildsDir)];
  const removed: string[] = [];
  for (const entry of readdirSync(buildsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !BUILD_ID.test(entry.name) || keep.includes(entry.name)) continue;
    rmSync(join(buildsDir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
