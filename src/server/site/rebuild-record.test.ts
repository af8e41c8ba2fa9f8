/**
 * The rebuild job logs each attempt in `site_rebuilds`: a finished build with the numbers of its
 * report, a failed build or publish with the error. Logging never changes the job's outcome: when
 * the row cannot be stored the job still succeeds or fails with its own error. The log keeps the
 * newest 500 rows.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { BUILD_REPORT_FILE, type BuildReport } from '../../lib/routing/site-files.ts';
import { memoryLogger } from '../context.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { lastSiteRebuilds, recordSiteRebuild, SITE_REBUILDS_KEPT } from '../db/queries/site-rebuilds.ts';
import type { S3Settings } from '../media/s3-settings.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { SITE_REBUILD, SITE_REBUILD_DEBOUNCE_SECONDS, siteChanged } from '../services/site-freshness.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { SiteBuildError, type SiteBuilder } from './builder.ts';
import { readPointer } from './builds.ts';
import { siteRebuildHandler, type SiteRebuildDeps } from './rebuild-job.ts';
import { REBUILD_ERROR_LENGTH, siteRebuilds } from './rebuild-record.ts';
import { SiteRoot } from './root.ts';
import { sitePages, writeSite } from './test-sites.ts';
import { siteWorkerId } from './worker.ts';

let base: string;
let builds: string;
let d: Database;
let clock: MovableClock;
let root: SiteRoot;
let log: ReturnType<typeof memoryLogger>;

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-rebuild-record-'));
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

const REPORT: BuildReport = {
  reason: 'data changed',
  pages: 120,
  rendered: 8,
  kept: 112,
  changedKeys: { place: 7, profile: 1 },
  renderedPaths: ['/sex/koeln/', '/users/7/'],
  seconds: 3.5,
};

/** A build that writes a small site and the report. */
const reporting: SiteBuilder = async (req) => {
  await writeSite(req.outDir, sitePages('reported', 3));
  writeFileSync(join(req.outDir, BUILD_REPORT_FILE), JSON.stringify(REPORT));
};

function runner(build: SiteBuilder, more: Partial<SiteRebuildDeps> = {}): JobRunner {
  const handler = siteRebuildHandler({ db: d.db, clock, log, root, buildsDir: builds, build, apiOrigin: 'http://127.0.0.1:4321', ...more });
  return new JobRunner({ queue: createJobQueue(d.db, clock), clock, log, workerId: siteWorkerId(builds), leaseSeconds: 1500 }).register(
    SITE_REBUILD,
    handler,
  );
}

/** Record a change and run the rebuild it makes. */
async function rebuild(jobs: JobRunner): Promise<void> {
  await siteChanged({ db: d.db, clock }, 'de', 'publish');
  clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS);
  await jobs.runDue();
}

const lastError = async () =>
  (await d.db.selectFrom('jobs').select('last_error').where('kind', '=', SITE_REBUILD).orderBy('id', 'desc').executeTakeFirstOrThrow())
    .last_error;

test('a finished rebuild records a done row with the numbers of its report', async () => {
  await rebuild(runner(reporting));
  const [row] = await lastSiteRebuilds(d.db, 10);
  expect(row).toMatchObject({
    build_id: readPointer(builds)!.current,
    outcome: 'done',
    reason: 'data changed',
    pages: 120,
    rendered: 8,
    kept: 112,
    error: null,
    started_at: '2025-06-15T10:00:20.000Z',
    finished_at: '2025-06-15T10:00:20.000Z',
  });
  expect(JSON.parse(row!.changed_keys!)).toEqual({ place: 7, profile: 1 });
  expect(row!.seconds).toBeGreaterThanOrEqual(0);
  expect(row!.job_id).toEqual(expect.any(Number));
  // The API's shape: the changed keys as an object.
  expect((await siteRebuilds(d.db, 10))[0]).toMatchObject({ outcome: 'done', changedKeys: { place: 7, profile: 1 }, rendered: 8 });
});

test('a build without a report records a done row without numbers', async () => {
  await rebuild(runner(async (req) => writeSite(req.outDir, sitePages('plain', 2))));
  expect(await siteRebuilds(d.db, 10)).toMatchObject([
    { outcome: 'done', reason: null, pages: null, rendered: null, kept: null, changedKeys: null, error: null },
  ]);
});

test('a failed build records a failed row with the error, and the job still fails with it', async () => {
  await rebuild(
    runner(() => {
      throw new SiteBuildError('the site build exited with 1', '[ERROR] src/pages/x.astro: Unexpected "}"');
    }),
  );
  expect(await siteRebuilds(d.db, 10)).toMatchObject([
    { outcome: 'failed', error: 'the site build exited with 1', reason: null, rendered: null, changedKeys: null },
  ]);
  expect(await lastError()).toContain('the site build exited with 1');
  expect(root.dir).toBe(join(base, 'dist'));
});

test('a long error is cut to its first 500 characters', async () => {
  const message = `the site build broke: ${'x'.repeat(2000)}`;
  await rebuild(
    runner(() => {
      throw new Error(message);
    }),
  );
  const [row] = await siteRebuilds(d.db, 10);
  expect(row!.error).toBe(message.slice(0, REBUILD_ERROR_LENGTH));
});

test('a failed publish records a failed row with the report and the error', async () => {
  const unreachable = { send: () => Promise.reject(new Error('the bucket is unreachable')) } as unknown as S3Client;
  const s3 = { bucket: 'site-host', region: 'eu-central-1', forcePathStyle: true, prefix: '', signedUrlSeconds: 60 } satisfies S3Settings;
  await rebuild(runner(reporting, { publish: { settings: { s3, prefix: 'site/' }, client: unreachable } }));
  const [row] = await siteRebuilds(d.db, 10);
  expect(row).toMatchObject({ outcome: 'failed', reason: 'data changed', rendered: 8, kept: 112, changedKeys: { place: 7, profile: 1 } });
  expect(row!.error).toMatch(/^site publish: uploading .+ failed: the bucket is unreachable$/);
  expect(await lastError()).toContain('the bucket is unreachable');
});

test('a row that cannot be stored is logged and hides nothing', async () => {
  await d.db.schema.dropTable('site_rebuilds').execute();
  await rebuild(runner(reporting));
  expect(readPointer(builds)).not.toBeNull();
  expect(await lastError()).toBeNull();
  expect(log.lines.find((l) => l.message === 'site rebuild not recorded')).toMatchObject({ level: 'error', fields: { outcome: 'done' } });

  await rebuild(
    runner(() => {
      throw new Error('the build broke');
    }),
  );
  expect(await lastError()).toContain('the build broke');
  expect(log.lines.filter((l) => l.message === 'site rebuild not recorded').at(-1)).toMatchObject({ fields: { outcome: 'failed' } });
});

test(`the log keeps the newest ${SITE_REBUILDS_KEPT} rows`, async () => {
  const at = (i: number) => new Date(Date.UTC(2025, 5, 1) + i * 60_000).toISOString();
  for (let i = 0; i < SITE_REBUILDS_KEPT + 5; i++)
    await recordSiteRebuild(d.db, { build_id: `b${i}`, started_at: at(i), finished_at: at(i), outcome: 'done' });
  const all = await lastSiteRebuilds(d.db, SITE_REBUILDS_KEPT + 100);
  expect(all).toHaveLength(SITE_REBUILDS_KEPT);
  expect(all[0]!.build_id).toBe(`b${SITE_REBUILDS_KEPT + 4}`);
  expect(all.at(-1)!.build_id).toBe('b5');
});
