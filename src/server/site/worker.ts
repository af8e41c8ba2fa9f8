/**
 * The background rebuilds of a serving process: a job runner of its own for `site.rebuild` (a build
 * takes a minute and must not hold up the other jobs), under a lease longer than the build timeout.
 * Its worker id is fixed per host and builds folder, so after a crash the restarted process takes
 * back the job it held at once instead of waiting for the lease to run out.
 */
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { PAGE_KEYS_FILE } from '../../lib/routing/site-files.ts';
import type { Kysely } from 'kysely';
import type { Logger } from '../context.ts';
import { releaseLeases } from '../db/queries/site-rebuilds.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { SITE_REBUILD } from '../services/site-freshness.ts';
import type { Clock } from '../time.ts';
import type { SiteBuilder } from './builder.ts';
import { readPointer, removeOldBuilds } from './builds.ts';
import { buildCacheDir, siteRebuildHandler } from './rebuild-job.ts';
import { publishClient } from './publish.ts';
import type { SitePublishSettings } from './publish-settings.ts';
import type { SiteRoot } from './root.ts';

export interface SiteRebuildsOptions {
  db: Kysely<DB>;
  clock: Clock;
  log: Logger;
  root: SiteRoot;
  buildsDir: string;
  build: SiteBuilder;
  apiOrigin: string;
  /** Seconds a claimed rebuild stays locked (longer than the build timeout). */
  leaseSeconds: number;
  /** Pause between polls (default 1 s: a due rebuild starts within a second). */
  pollMs?: number;
  /** Publish each build to a bucket (SITE_PUBLISH=s3). */
  publish?: SitePublishSettings;
  /** Record a whole build at once when the folder's build cache holds no finished build. */
  warmUp?: boolean;
}

/** Pause between polls for due rebuilds: one indexed read a second. */
export const SITE_POLL_MS = 1000;

/** The worker id of the rebuilds of `buildsDir` on this host. */
export function siteWorkerId(buildsDir: string): string {
  return `site-rebuild@${hostname()}:${resolve(buildsDir)}`;
}

/**
 * Take back the rebuilds a previous process of this worker held when it stopped (one process serves
 * a builds folder, so that process is gone) and remove the folders of builds it left unfinished.
 */
export async function recoverSiteRebuilds(db: Kysely<DB>, workerId: string, buildsDir: string, now: Date): Promise<number> {
  const released = await releaseLeases(db, SITE_REBUILD, workerId, now);
  const pointer = readPointer(buildsDir);
  removeOldBuilds(buildsDir, [pointer?.current ?? null, pointer?.previous ?? null]);
  return released;
}

/** Started rebuilds; `close` stops a running build and the runner. */
export interface SiteRebuilds {
  runner: JobRunner;
  close(): Promise<void>;
}

/** Recover, register the rebuild handler on a runner of its own and start polling. */
export async function startSiteRebuilds(o: SiteRebuildsOptions): Promise<SiteRebuilds> {
  const workerId = siteWorkerId(o.buildsDir);
  const recovered = await recoverSiteRebuilds(o.db, workerId, o.buildsDir, o.clock.now());
  if (recovered) o.log.info('site rebuild taken back after a restart', { jobs: recovered });
  if (o.warmUp && !existsSync(join(buildCacheDir(o.buildsDir), PAGE_KEYS_FILE))) {
    // No finished build in this folder's cache yet: a first, whole build now (in the background),
    // so the first change renders only what it touches.
    const now = o.clock.now();
    await createJobQueue(o.db, o.clock).enqueue(
      SITE_REBUILD,
      { regions: [], reason: 'warm-up', at: now.toISOString() },
      { runAt: now, dedupeKey: SITE_REBUILD, maxAttempts: 3 },
    );
    o.log.info('site rebuild: the build cache is empty, a whole build fills it', { cache: buildCacheDir(o.buildsDir) });
  }
  const stop = new AbortController();
  const runner = new JobRunner({
    queue: createJobQueue(o.db, o.clock),
    clock: o.clock,
    log: o.log,
    workerId,
    leaseSeconds: o.leaseSeconds,
    pollMs: o.pollMs ?? SITE_POLL_MS,
  });
  const publish = o.publish ? { settings: o.publish, client: publishClient(o.publish) } : undefined;
  runner.register(SITE_REBUILD, siteRebuildHandler({ ...o, signal: stop.signal, publish }));
  runner.start();
  return {
    runner,
    async close() {
      stop.abort();
      await runner.stop();
    },
  };
}
