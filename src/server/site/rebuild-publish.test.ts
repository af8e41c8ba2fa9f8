/**
 * A rebuild publishes to the static host: the first build goes whole; the next one uploads the
 * pages it rendered and the files that differ, deletes the pages that are gone, and does not upload
 * the pages it kept. A publish that fails fails the job with the new build served; the next run
 * publishes everything that differs from what the bucket still holds.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { BUILD_REPORT_FILE, type BuildReport } from '../../lib/routing/site-files.ts';
import { memoryLogger } from '../context.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { SITE_REBUILD, SITE_REBUILD_DEBOUNCE_SECONDS, siteChanged } from '../services/site-freshness.ts';
import { movableClock } from '../testing/clock.ts';
import { startTestS3, type TestS3 } from '../testing/s3rver.ts';
import type { SiteBuilder } from './builder.ts';
import { publishClient } from './publish.ts';
import type { SitePublishSettings } from './publish-settings.ts';
import { siteRebuildHandler } from './rebuild-job.ts';
import { SiteRoot } from './root.ts';
import { sitePages, writeSite } from './test-sites.ts';
import { siteWorkerId } from './worker.ts';

let s3: TestS3;
let base: string;
let d: Database;
let client: S3Client;
let put: string[] = [];
let failPuts = false;

beforeAll(async () => {
  s3 = await startTestS3('site-host');
  base = mkdtempSync(join(tmpdir(), 'lustmap-rebuild-publish-'));
  d = await openDatabase(join(base, 'app.db'));
  client = publishClient(settings());
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'PutObjectCommand') {
        if (failPuts) throw new Error('the bucket is unreachable');
        put.push((args.input as { Key: string }).Key);
      }
      return next(args);
    },
    { step: 'initialize', name: 'recordPuts' },
  );
});
afterAll(async () => {
  client.destroy();
  await d.close();
  await s3.close();
  rmSync(base, { recursive: true, force: true });
});

function settings(): SitePublishSettings {
  return { s3: s3.settings(), prefix: 'site/' };
}

/** Builds: each writes the pages it is given and a report naming the ones it rendered. */
function builder(plan: { pages: Record<string, string>; report: Partial<BuildReport> }[]): SiteBuilder {
  let call = 0;
  return async (req) => {
    const step = plan[call++]!;
    await writeSite(req.outDir, step.pages);
    const report: BuildReport = {
      reason: 'data changed',
      pages: 0,
      rendered: 0,
      kept: 0,
      changedKeys: {},
      renderedPaths: [],
      seconds: 1,
      ...step.report,
    };
    writeFileSync(join(req.outDir, BUILD_REPORT_FILE), JSON.stringify(report));
  };
}

async function keys(): Promise<string[]> {
  const res = await client.send(new ListObjectsV2Command({ Bucket: 'site-host', Prefix: 'site/' }));
  return (res.Contents ?? []).map((o) => o.Key!.slice('site/'.length)).sort();
}

test('each rebuild publishes what changed; a failed publish is made good by the next run', async () => {
  const clock = movableClock('2025-06-15T10:00:00.000Z');
  const log = memoryLogger();
  const builds = join(base, 'site');
  await writeSite(join(base, 'dist'), sitePages('dist', 3));
  const root = new SiteRoot(join(base, 'dist'), regions);
  const first = sitePages('one', 3);
  const second = { ...first, 'p/1/index.html': '<h1>page 1 changed</h1>' } as Record<string, string>;
  delete second['p/2/index.html'];
  const third = { ...second, 'p/0/index.html': '<h1>page 0 changed</h1>' };
  const fourth = { ...third };
  const build = builder([
    { pages: first, report: { reason: 'first build' } },
    // It rendered p/1 only; the stamp and the home page are the same bytes as before.
    { pages: second, report: { renderedPaths: ['/p/1/'] } },
    { pages: third, report: { renderedPaths: ['/p/0/'] } },
    { pages: fourth, report: { reason: 'no change' } },
  ]);
  const handler = siteRebuildHandler({
    db: d.db,
    clock,
    log,
    root,
    buildsDir: builds,
    build,
    apiOrigin: 'http://127.0.0.1:4321',
    publish: { settings: settings(), client },
  });
  const jobs = new JobRunner({
    queue: createJobQueue(d.db, clock),
    clock,
    log,
    workerId: siteWorkerId(builds),
    leaseSeconds: 1500,
  }).register(SITE_REBUILD, handler);
  const rebuild = async () => {
    await siteChanged({ db: d.db, clock }, 'de', 'publish');
    clock.advance(SITE_REBUILD_DEBOUNCE_SECONDS);
    return jobs.runDue();
  };

  await rebuild();
  expect(await keys()).toEqual(['404.html', 'index.html', 'p/0/index.html', 'p/1/index.html', 'p/2/index.html']);

  put = [];
  await rebuild();
  // The changed page only: the kept pages and the identical home page are not sent again; p/2 is gone.
  expect(put).toEqual(['site/p/1/index.html']);
  expect(await keys()).toEqual(['404.html', 'index.html', 'p/0/index.html', 'p/1/index.html']);

  // The third build's publish fails: the job fails, the third build is served all the same.
  put = [];
  failPuts = true;
  await rebuild();
  const failed = log.lines.find((l) => l.message === 'job failed');
  expect(failed?.fields).toMatchObject({ kind: SITE_REBUILD });
  expect(String(failed?.fields?.error)).toContain('unreachable');
  expect(readFileSync(join(root.dir, 'p/0/index.html'), 'utf8')).toBe('<h1>page 0 changed</h1>');
  expect(put).toEqual([]);
  failPuts = false;
  // The retry builds again (nothing rendered) and still sends what the bucket lacks: page 0 of the third build.
  clock.advance(3600);
  expect(await jobs.runDue()).toBe(1);
  expect(put).toEqual(['site/p/0/index.html']);
  expect(await keys()).toEqual(['404.html', 'index.html', 'p/0/index.html', 'p/1/index.html']);
});
