/**
 * The daily tracking rollup: every finished day with events that has no rollup yet is rolled up
 * (per profile; searches by region, place and category; partner clicks), then raw events older than
 * TRACKING_RETENTION_DAYS (default 90) are deleted, but only of rolled-up days. Rolling up a day
 * replaces its rows, so a rerun (a retry, a restart, a second worker) gives the same numbers. Each
 * day's run has its own dedupe key and enqueues the next day's; the server enqueues today's on start.
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../context.ts';
import { deleteTrackingBefore } from '../db/queries/tracking-events.ts';
import { daysToRollUp, rollUpDay } from '../db/queries/tracking-rollups.ts';
import type { DB } from '../db/types.ts';
import { isoDay, type Clock } from '../time.ts';
import type { JobQueue } from './queue.ts';
import type { JobHandler } from './runner.ts';

/** The job kind. */
export const TRACKING_ROLLUP = 'tracking-rollup';
/** Days raw events are kept unless TRACKING_RETENTION_DAYS says otherwise. */
export const DEFAULT_TRACKING_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;

/** What the job needs. */
export interface RollupDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: Logger;
  /** Days raw events are kept. */
  retentionDays: number;
}

/** TRACKING_RETENTION_DAYS from the environment (a whole number of days, at least 1). */
export function trackingRetentionFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRACKING_RETENTION_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_TRACKING_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`TRACKING_RETENTION_DAYS must be a whole number of days, got "${raw}"`);
  return days;
}

/** The dedupe key of a day's run. */
export const rollupKey = (day: string) => `${TRACKING_ROLLUP}:${day}`;

/** Enqueue the run of the day of `at` (due at `at`), once per day. */
export function enqueueRollup(queue: JobQueue, at: Date): Promise<number> {
  return queue.enqueue(TRACKING_ROLLUP, {}, { runAt: at, dedupeKey: rollupKey(isoDay(at)) });
}

/** Roll up every finished day not rolled up yet, then apply the retention; returns what it did. */
export async function rollUpTracking(deps: RollupDeps): Promise<{ days: string[]; events: number; deleted: number }> {
  const now = deps.clock.now();
  const today = isoDay(now);
  const days = await daysToRollUp(deps.db, today);
  let events = 0;
  for (const day of days) events += await rollUpDay(deps.db, day);
  const cutoff = isoDay(new Date(now.getTime() - deps.retentionDays * DAY_MS));
  const deleted = await deleteTrackingBefore(deps.db, cutoff);
  return { days, events, deleted: deleted.events };
}

/** The job's handler: roll up, then enqueue the next day's run (about 00:30 Europe/Berlin). */
export function trackingRollup(deps: RollupDeps, queue: JobQueue): JobHandler {
  return async () => {
    const done = await rollUpTracking(deps);
    deps.log.info('tracking rolled up', { ...done, days: done.days.length, retentionDays: deps.retentionDays });
    // 23:30 UTC is 00:30 or 01:30 in Berlin: always just after the day ended.
    const next = new Date(Date.parse(`${isoDay(deps.clock.now())}T23:30:00Z`));
    await queue.enqueue(TRACKING_ROLLUP, {}, { runAt: next, dedupeKey: rollupKey(isoDay(next)) });
  };
}
