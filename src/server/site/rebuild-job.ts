/**
 * The `site.rebuild` job: build the whole site into a new folder and swap it in. A running job
 * gives up its dedupe key first, so a change made while it builds (the build may have read the data
 * before it) records the next rebuild instead of joining this one. A failed build leaves the old
 * site serving, logs the end of its output and fails the attempt (the queue retries it later).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from '../context.ts';
import { releaseDedupeKey } from '../db/queries/site-rebuilds.ts';
import type { DB } from '../db/types.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Clock } from '../time.ts';
import { SiteBuildError, type SiteBuilder } from './builder.ts';
import { newBuildId } from './builds.ts';
import type { SiteRoot } from './root.ts';
import { swapIn } from './swap.ts';

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
    d.log.info('site rebuild started', { build: id, job: job.id, attempt: job.attempt, regions: payload.regions, reason: payload.reason });
    try {
      // The whole site: category pages of every edition share hreflang clusters, sitemaps and the
      // shell manifests (docs/decisions.md "Escort supply: freshness").
      await d.build({ outDir, apiOrigin: d.apiOrigin, signal: d.signal, buildId: id });
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
      throw err;
    }
    d.log.info('site rebuild done', { build: id, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) });
  };
}
