/**
 * The log of the site's background rebuilds (table `site_rebuilds`): the rebuild job records each
 * attempt, done or failed, with the numbers of its build report; the admin statistics page lists the
 * newest (GET /admin/statistics/rebuilds). Recording never hides the rebuild's own outcome: a
 * failed insert is logged and the job goes on as if it had been stored.
 */
import type { Kysely } from 'kysely';
import type { SiteRebuild } from '../../lib/api/tracking.ts';
import type { BuildReport } from '../../lib/routing/site-files.ts';
import type { Logger } from '../context.ts';
import { lastSiteRebuilds, recordSiteRebuild, type SiteRebuildRow } from '../db/queries/site-rebuilds.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';

/** Characters of a failure's message kept. */
export const REBUILD_ERROR_LENGTH = 500;
/** Characters of a report's reason kept. */
const REASON_LENGTH = 200;

/** One attempt of the rebuild job, as the job knows it when it ends. */
export interface RebuildEntry {
  buildId: string;
  jobId: number;
  /** When the job started (ISO instant). */
  startedAt: string;
  /** `performance.now()` at the start: the row's seconds are measured from it. */
  started: number;
  outcome: 'done' | 'failed';
  /** The build's report (none when the build failed before writing it). */
  report?: BuildReport | null;
  /** What the attempt failed with. */
  error?: unknown;
}

/** The first `max` characters (code points) of `text`. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** The message of a thrown value. */
function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Store one attempt; a failing insert is logged, never thrown. */
export async function recordRebuild(d: { db: Kysely<DB>; clock: Clock; log: Logger }, e: RebuildEntry): Promise<void> {
  const report = e.report ?? null;
  try {
    await recordSiteRebuild(d.db, {
      build_id: e.buildId,
      job_id: e.jobId,
      started_at: e.startedAt,
      finished_at: d.clock.now().toISOString(),
      outcome: e.outcome,
      reason: report ? clip(String(report.reason), REASON_LENGTH) : null,
      pages: report?.pages ?? null,
      rendered: report?.rendered ?? null,
      kept: report?.kept ?? null,
      changed_keys: report ? JSON.stringify(report.changedKeys ?? {}) : null,
      seconds: Number(((performance.now() - e.started) / 1000).toFixed(1)),
      error: e.error === undefined ? null : clip(messageOf(e.error), REBUILD_ERROR_LENGTH),
    });
  } catch (err) {
    d.log.error('site rebuild not recorded', { build: e.buildId, job: e.jobId, outcome: e.outcome, error: messageOf(err) });
  }
}

/** A count of the report, or null for anything else (the report is a file the build wrote). */
const countOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

/** The stored JSON of changed keys by kind (null when missing or unreadable). */
function changedKeysOf(json: string | null): Record<string, number> | null {
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const out: Record<string, number> = {};
    for (const [kind, n] of Object.entries(parsed)) {
      const count = countOf(n);
      if (count !== null) out[kind] = count;
    }
    return out;
  } catch {
    return null;
  }
}

function toSiteRebuild(r: SiteRebuildRow): SiteRebuild {
  return {
    id: r.id,
    buildId: r.build_id,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    outcome: r.outcome,
    reason: r.reason,
    pages: countOf(r.pages),
    rendered: countOf(r.rendered),
    kept: countOf(r.kept),
    changedKeys: changedKeysOf(r.changed_keys),
    seconds: r.seconds === null || r.seconds < 0 ? null : r.seconds,
    error: r.error,
    jobId: r.job_id,
  };
}

/** The newest `limit` rebuilds, newest first, in the shape of the API. */
export async function siteRebuilds(db: Kysely<DB>, limit: number): Promise<SiteRebuild[]> {
  return (await lastSiteRebuilds(db, limit)).map(toSiteRebuild);
}
