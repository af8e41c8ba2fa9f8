/**
 * The `site.rebuild` job: build the site into a new folder and swap it in. The build is
 * incremental: Astro's cache (`.cache/` in the builds folder) keeps every page whose key did not
 * change, so a change renders only the pages it touches (src/integrations/incremental.ts). A running job
 * gives up its dedupe key first, so a change made while it builds (the build may have read the data
 * before it) records the next rebuild instead of joining this one. A failed build leaves the old
 * site serving, logs the end of its output and fails the attempt (the queue retries it later).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { S3Client } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from '../context.ts';
import { releaseDedupeKey } from '../db/queries/site-rebuilds.ts';
import type { DB } from '../db/types.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Clock } from '../time.ts';
import { SiteBuildError, type SiteBuilder } from './builder.ts';
import { isCompleteBuild, newBuildId, readPointer, readPublished, writePublished } from './builds.ts';
import { diffBuilds, publishBuild } from './publish.ts';
import type { SitePublishSettings } from './publish-settings.ts';
import { recordRebuild } from './rebuild-record.ts';
import type { SiteRoot } from './root.ts';
import { swapIn } from './swap.ts';
import { BUILD_REPORT_FILE, type BuildReport } from '../../lib/routing/site-files.ts';

/** Astro's cache folder of the builds in `buildsDir` (kept across builds; never a build folder). */
export function buildCacheDir(buildsDir: string): string {
  return join(buildsDir, '.cache');
}

/** The report a finished build wrote (null when it has none). */
export function readBuildReport(dir: string): BuildReport | null {
  try {
    return JSON.parse(readFileSync(join(dir, BUILD_REPORT_FILE), 'utf8')) as BuildReport;
  } catch {
    return null;
  }
}

export interface SiteRebuildDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: Logger;
  root: SiteRoot;
  /** Where builds go (one folder each) and the pointer lives. */
  buildsDir: string;
  build: SiteBuilder;
  /** This server's own origin (the build's API). */
  apiOrigin: string;
  /** Aborted when the server closes: a running build stops. */
  signal?: AbortSignal;
  /** Publish each build to a bucket and purge a CDN (docs/deploy.md). */
  publish?: { settings: SitePublishSettings; client: S3Client; fetch?: typeof fetch };
}

/**
 * Publish the build `id` (swapped in; `previous` was served before it) to the bucket: against the
 * build the bucket holds (published.json), the files that differ. When the bucket holds exactly the
 * build before this one, pages this build kept from it are known to be unchanged and are not read
 * (a change costs reading the pages it rendered, not the whole site); otherwise every file is compared.
 */
async function publishSite(d: SiteRebuildDeps, id: string, previous: string | null, report: BuildReport | null): Promise<void> {
  const publish = d.publish!;
  const outDir = join(d.buildsDir, id);
  const held = readPublished(d.buildsDir);
  // Nothing published yet (or its folder is gone): everything goes.
  const published = held && isCompleteBuild(join(d.buildsDir, held)) ? held : null;
  const rendered = new Set((report?.renderedPaths ?? []).map((path) => `${path.slice(1)}index.html`));
  const incremental =
    published !== null && published === previous && report !== null && report.reason !== 'first build' && report.reason !== 'code changed';
  const { changed, deleted } = await diffBuilds(
    outDir,
    published === null ? null : join(d.buildsDir, published),
    incremental ? (file) => file.endsWith('index.html') && !rendered.has(file) : undefined,
  );
  const summary = await publishBuild({
    buildDir: outDir,
    changed,
    deleted,
    client: publish.client,
    settings: publish.settings,
    log: d.log,
    fetch: publish.fetch,
    signal: d.signal,
  });
  writePublished(d.buildsDir, id);
  d.log.info('site published', { build: id, ...summary });
}

/** What a rebuild job carries: the regions and reasons of the changes it collected. */
export interface SiteRebuildPayload {
  regions: string[];
  reason?: string;
  at?: string;
}

function payloadOf(raw: unknown): SiteRebuildPayload {
  const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<SiteRebuildPayload>;
  return { regions: Array.isArray(p.regions) ? p.regions.filter((r) => typeof r === 'string') : [], reason: p.reason, at: p.at };
}

/** The job handler. */
export function siteRebuildHandler(d: SiteRebuildDeps): JobHandler {
  return async (raw, job) => {
    // Changes from now on record the next rebuild (the key is free again).
    await releaseDedupeKey(d.db, job.id);
    const payload = payloadOf(raw);
    const id = newBuildId(d.clock.now());
    const outDir = join(d.buildsDir, id);
    mkdirSync(d.buildsDir, { recursive: true });
    const started = performance.now();
    const startedAt = d.clock.now().toISOString();
    d.log.info('site rebuild started', { build: id, job: job.id, attempt: job.attempt, regions: payload.regions, reason: payload.reason });
    try {
      // The whole site (category pages of every edition share hreflang clusters, sitemaps and the
      // shell manifests: docs/decisions.md "Escort supply: freshness"), of which only the pages
      // whose keys changed are rendered.
      await d.build({ outDir, apiOrigin: d.apiOrigin, signal: d.signal, buildId: id, cacheDir: buildCacheDir(d.buildsDir) });
      swapIn({ root: d.root, buildsDir: d.buildsDir, id, log: d.log });
    } catch (err) {
      rmSync(outDir, { recursive: true, force: true });
      d.log.error('site rebuild failed: the previous build keeps serving', {
        build: id,
        job: job.id,
        attempt: job.attempt,
        error: err instanceof Error ? err.message : String(err),
        ...(err instanceof SiteBuildError ? { output: err.tail } : {}),
      });
      await recordRebuild(d, { buildId: id, jobId: job.id, startedAt, started, outcome: 'failed', error: err });
      throw err;
    }
    const report = readBuildReport(outDir);
    // The static host follows (a failed publish fails the job: the queue tries again, against what the bucket holds).
    if (d.publish) {
      try {
        await publishSite(d, id, readPointer(d.buildsDir)?.previous ?? null, report);
      } catch (err) {
        await recordRebuild(d, { buildId: id, jobId: job.id, startedAt, started, outcome: 'failed', report, error: err });
        throw err;
      }
    }
    d.log.info('site rebuild done', {
      build: id,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      ...(report
        ? {
            why: report.reason,
            rendered: report.rendered,
            kept: report.kept,
            changedKeys: report.changedKeys,
            paths: report.renderedPaths.slice(0, 20),
          }
        : {}),
    });
    await recordRebuild(d, { buildId: id, jobId: job.id, startedAt, started, outcome: 'done', report });
  };
}
