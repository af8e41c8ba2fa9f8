import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { memoryLogger } from '../context.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { SITE_REBUILD, SITE_REBUILD_DEBOUNCE_SECONDS, siteChanged } from '../services/site-freshness.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { SiteBuildError, type SiteBuilder } from './builder.ts';
import { newBuildId, readPointer } from './builds.ts';
import { siteRebuildHandler } from './rebuild-job.ts';
import { SiteRoot } from './root.ts';
import { fakeBuilder, sitePages, writeSite } from './test-sites.ts';
import { recoverSiteRebuilds, siteWorkerId } from './worker.ts';

let base: string;
let builds: string;
let d: Database;
let clock: MovableClock;
let root: SiteRoot;
let log: ReturnType<typeof memoryLogger>;

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-rebuild-'));
  builds = join(base, 'site');
  d = await openDatabase(join(base, 'app.db'));
  clock = movableClock('2025-06-15T10:00:00.000Z');
  log = memoryLogger();
  await writeSite(join(base, 'dist'), sitePages('dist'));
  root = new SiteRoot(join(base, 'dist'), regions);
});
afterEach(async () => {
  await d.close();
  rmSync(base, { recursive: true, force: true });
});

function runner(build: SiteBuilder, db = d): JobRunner {
  const workerId = siteWorkerId(builds);
  const handler = siteRebuildHandler({ db: db.db, clock, log, root, buildsDir: builds, build, apiOrigin: 'http://127.0.0.1:4321' });
  return new JobRunner({ queue: createJobQueue(db.db, clock), clock, log, workerId, leaseSeconds: 1500 }).register(SITE_REBUILD, handler);
}

const pending = () => d.db.selectFrom('jobs').selectAll().where('kind', '=', SITE_REBUILD).where('done_at', 'is', null).execute();

test('changes within the debounce time make one rebuild of the regions they name', async () => {
  const fake = fakeBuilder();
  const jobs = runner(fake.build);
  await siteChanged({ db: d.db, clock }, 'de', 'publish');
  clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS / 2);
  await siteChanged({ db: d.db, clock }, 'at', 'main-photo');
  await siteChanged({ db: d.db, clock }, 'de', 'unpublish');
  expect(await jobs.runDue()).toBe(0);
  const [job] = await pending();
  expect(JSON.parse(job!.payload)).toMatchObject({ regions: ['de', 'at'], reason: 'publish' });
  // Due a debounce time after the first change (later changes do not push it back).
  clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS / 2);
  expect(await jobs.runDue()).toBe(1);
  expect(fake.calls).toEqual([{ outDir: join(builds, readPointer(builds)!.current), apiOrigin: 'http://127.0.0.1:4321' }]);
  expect(root.dir).toBe(join(builds, readPointer(builds)!.current));
  expect(await pending()).toEqual([]);
  expect(log.lines.find((l) => l.message === 'site rebuild started')?.fields).toMatchObject({ regions: ['de', 'at'] });
});

test('a change while a build runs records the next rebuild', async () => {
  const fake = fakeBuilder({
    during: async (call) => {
      if (call === 1) await siteChanged({ db: d.db, clock }, 'uk', 'publish');
    },
  });
  const jobs = runner(fake.build);
  await siteChanged({ db: d.db, clock }, 'de', 'publish');
  clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS);
  expect(await jobs.runDue()).toBe(1);
  const next = await pending();
  expect(next).toHaveLength(1);
  expect(JSON.parse(next[0]!.payload)).toMatchObject({ regions: ['uk'] });
  clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS);
  expect(await jobs.runDue()).toBe(1);
  expect(fake.calls).toHaveLength(2);
  expect(readFileSync(join(root.dir, 'index.html'), 'utf8')).toBe('<h1>home build 2</h1>');
});

test('a failed build keeps the old site serving, logs why and is tried again later', async () => {
  const failing: SiteBuilder = async (req) => {
    await writeSite(req.outDir, sitePages('broken', 2), { stamp: false });
    throw new SiteBuildError('the site build exited with 1', '[ERROR] src/pages/x.astro: Unexpected "}"');
  };
  let build = failing;
  const jobs = runner((req) => build(req));
  await siteChanged({ db: d.db, clock }, 'de', 'publish');
  clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS);
  await jobs.runDue();
  expect(root.dir).toBe(join(base, 'dist'));
  expect(readPointer(builds)).toBeNull();
  expect(readdirSync(builds).filter((n) => n !== 'current.json')).toEqual([]);
  const failed = log.lines.find((l) => l.message.startsWith('site rebuild failed'));
  expect(failed?.level).toBe('error');
  expect(failed?.fields).toMatchObject({ error: 'the site build exited with 1', output: '[ERROR] src/pages/x.astro: Unexpected "}"' });
  // The queue retries it; the next attempt succeeds.
  build = fakeBuilder().build;
  clock.advance(30);
  expect(await jobs.runDue()).toBe(1);
  expect(root.dir).toBe(join(builds, readPointer(builds)!.current));
});

test('a crash mid-build leaves the old site and the job runs again after a restart', async () => {
  await siteChanged({ db: d.db, clock }, 'de', 'publish');
  clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS);
  // The first process claims the job, writes half a build and dies.
  const workerId = siteWorkerId(builds);
  const claimed = await createJobQueue(d.db, clock).claim(workerId, clock.now(), 1500, [SITE_REBUILD]);
  expect(claimed).toBeDefined();
  const half = newBuildId(clock.now());
  mkdirSync(join(builds, half, 'p'), { recursive: true });
  await d.close();

  // The restart: same database file and builds folder; it still serves the old site.
  d = await openDatabase(join(base, 'app.db'));
  clock.advance(60);
  expect(await recoverSiteRebuilds(d.db, workerId, builds, clock.now())).toBe(1);
  expect(existsSync(join(builds, half))).toBe(false);
  expect(root.dir).toBe(join(base, 'dist'));
  const fake = fakeBuilder();
  expect(await runner(fake.build).runDue()).toBe(1);
  expect(fake.calls).toHaveLength(1);
  expect(root.dir).toBe(join(builds, readPointer(builds)!.current));
});

test('a job held by a live worker elsewhere is not taken back', async () => {
  await siteChanged({ db: d.db, clock }, 'de', 'publish');
  clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS);
  await createJobQueue(d.db, clock).claim('site-rebuild@other-host:/srv/site', clock.now(), 1500, [SITE_REBUILD]);
  expect(await recoverSiteRebuilds(d.db, siteWorkerId(builds), builds, clock.now())).toBe(0);
  expect(await runner(fakeBuilder().build).runDue()).toBe(0);
});

test('after several rebuilds only the current and the previous build remain', async () => {
  const jobs = runner(fakeBuilder().build);
  const served: string[] = [];
  for (let i = 0; i < 4; i++) {
    await siteChanged({ db: d.db, clock }, 'it', 'place');
    clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS);
    await jobs.runDue();
    served.push(readPointer(builds)!.current);
  }
  expect(new Set(served).size).toBe(4);
  expect(
    readdirSync(builds)
      .filter((n) => n !== 'current.json')
      .sort(),
  ).toEqual([served[2], served[3]]);
  expect(readPointer(builds)).toEqual({ current: served[3], previous: served[2] });
});
