/**
 * Retention of emergency meetings: a daily durable job deletes a meeting (place, times, client
 * details, location, its alert pages and messages) ALARME_LIMITS.retentionDays after it closed
 * safe or was cancelled without an alert, and ALERTED_RETENTION_DAYS after an alert fired. Each
 * day's run has its own dedupe key and enqueues the next day's, like the message retention.
 */
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import { deleteExpiredMeetings } from '../db/queries/alarme-meetings.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { isoDay } from '../time.ts';
import type { AlarmeDeps } from './deps.ts';

/** The job kind. */
export const ALARME_RETENTION = 'alarme-retention';
/** Days an alerted meeting is kept (the contacts and, if needed, the police may need it). */
export const ALERTED_RETENTION_DAYS = 30;

const DAY_MS = 86_400_000;

/** The dedupe key of a day's run. */
export const alarmeRetentionKey = (day: string) => `${ALARME_RETENTION}:${day}`;

/** Enqueue the run of the day of `at` (due at `at`), once per day. */
export function enqueueAlarmeRetention(queue: JobQueue, at: Date): Promise<number> {
  return queue.enqueue(ALARME_RETENTION, {}, { runAt: at, dedupeKey: alarmeRetentionKey(isoDay(at)) });
}

/** Delete the meetings past retention; returns how many went. */
export function pruneMeetings(deps: Pick<AlarmeDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now().getTime();
  return deleteExpiredMeetings(
    deps.db,
    new Date(now - ALARME_LIMITS.retentionDays * DAY_MS).toISOString(),
    new Date(now - ALERTED_RETENTION_DAYS * DAY_MS).toISOString(),
  );
}

/** The job's handler: prune, then enqueue the next day's run (about 04:00 Europe/Berlin). */
export function alarmeRetention(deps: Pick<AlarmeDeps, 'db' | 'clock' | 'log'>, queue: JobQueue): JobHandler {
  return async () => {
    const removed = await pruneMeetings(deps);
    deps.log.info('old emergency meetings deleted', { removed });
    const next = new Date(Date.parse(`${isoDay(deps.clock.now())}T02:00:00Z`) + DAY_MS);
    await queue.enqueue(ALARME_RETENTION, {}, { runAt: next, dedupeKey: alarmeRetentionKey(isoDay(next)) });
  };
}
