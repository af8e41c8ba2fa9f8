import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { writeBuildStamp } from '../site-build.ts';
import { isCompleteBuild, newBuildId, newestBuild, POINTER_FILE, readPointer, removeOldBuilds, writePointer } from './builds.ts';
import { sitePages, writeSite } from './test-sites.ts';

let base: string;
let builds: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-builds-'));
  builds = join(base, 'site');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const ALL = ['de', 'at', 'uk', 'au', 'it'];

test('it names builds by their start time so they sort in order', () => {
  const a = newBuildId(new Date('2025-06-15T10:00:00.000Z'));
  const b = newBuildId(new Date('2025-06-15T10:00:01.000Z'));
  expect(a).toMatch(/^20250615T100000Z-[0-9a-f]{6}$/);
  expect([b, a].sort()).toEqual([a, b]);
  expect(newBuildId(new Date(0))).not.toBe(newBuildId(new Date(0)));
});

test('it keeps the pointer across a restart and ignores a broken one', () => {
  expect(readPointer(builds)).toBeNull();
  const id = newBuildId(new Date());
  writePointer(builds, { current: id, previous: null });
  // A new process reads the same file.
  expect(readPointer(builds)).toEqual({ current: id, previous: null });
  expect(readdirSync(builds)).toEqual([POINTER_FILE]);
  writeFileSync(join(builds, POINTER_FILE), '{"current": "../../etc"}');
  expect(readPointer(builds)).toBeNull();
  writeFileSync(join(builds, POINTER_FILE), '{"curr');
  expect(readPointer(builds)).toBeNull();
});

test('a build is complete only with a stamp of every region', async () => {
  const dir = join(base, 'b');
  await writeSite(dir, sitePages('b'), { stamp: false });
  expect(isCompleteBuild(dir)).toBe(false);
  writeBuildStamp(dir, new Date(), ['at']);
  expect(isCompleteBuild(dir)).toBe(false);
  writeBuildStamp(dir, new Date(), ALL);
  expect(isCompleteBuild(dir)).toBe(true);
});

test('it serves the newer of dist and the swapped build', async () => {
  const dist = join(base, 'dist');
  await writeSite(dist, sitePages('dist'), { stamp: false });
  writeBuildStamp(dist, new Date('2025-06-15T10:00:00Z'), ALL);
  expect(newestBuild(dist, builds)).toBe(dist);

  const id = newBuildId(new Date('2025-06-15T11:00:00Z'));
  await writeSite(join(builds, id), sitePages('swapped'), { stamp: false });
  writeBuildStamp(join(builds, id), new Date('2025-06-15T11:00:00Z'), ALL);
  writePointer(builds, { current: id, previous: null });
  expect(newestBuild(dist, builds)).toBe(join(builds, id));
  // dist/ rebuilt later (after a source change) wins.
  writeBuildStamp(dist, new Date('2025-06-15T12:00:00Z'), ALL);
  expect(newestBuild(dist, builds)).toBe(dist);
  // Without a builds folder, or with nothing complete, only dist counts.
  expect(newestBuild(dist, undefined)).toBe(dist);
  rmSync(join(dist, '.build-stamp'));
  expect(newestBuild(dist, builds)).toBe(join(builds, id));
  rmSync(join(builds, id), { recursive: true });
  expect(newestBuild(dist, builds)).toBeUndefined();
});

test('cleanup keeps the current and the previous build and touches nothing else', () => {
  const ids = [1, 2, 3, 4].map((h) => newBuildId(new Date(`2025-06-15T1${h}:00:00Z`)));
  for (const id of ids) mkdirSync(join(builds, id, 'p'), { recursive: true });
  mkdirSync(join(builds, 'notes'));
  writeFileSync(join(builds, 'last-build.log'), 'log');
  const old = new Date('2020-01-01T00:00:00Z');
  utimesSync(join(builds, 'notes'), old, old);
  expect(removeOldBuilds(builds, [ids[3]!, ids[2]!]).sort()).toEqual([ids[0], ids[1]]);
  expect(readdirSync(builds).sort()).toEqual([ids[2], ids[3], 'last-build.log', 'notes'].sort());
  expect(existsSync(join(builds, ids[3]!, 'p'))).toBe(true);
  expect(removeOldBuilds(join(base, 'missing'), [])).toEqual([]);
});
