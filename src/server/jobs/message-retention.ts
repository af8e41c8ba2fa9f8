/**
 * Message retention: a daily durable job deletes messages (and their images) older than
 * MESSAGE_RETENTION_DAYS (default 90). Each day's run has its own dedupe key and enqueues the next
 * day's, and the server enqueues today's on start, so a restart neither skips nor doubles a day.
 * Conversations stay (their seq keeps counting), so clients never see a number reused.
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../context.ts';
import { deleteMessagesBefore } from '../db/queries/messages.ts';
import type { DB } from '../db/types.ts';
import type { MediaStorage } from '../media/storage.ts';
import { isoDay, type Clock } from '../time.ts';
import type { JobQueue } from './queue.ts';
import type { JobHandler } from './runner.ts';

/** The job kind. */
export const MESSAGE_RETENTION = 'message-retention';
/** Days a message is kept unless MESSAGE_RETENTION_DAYS says otherwise. */
export const DEFAULT_MESSAGE_RETENTION_DAYS = 90;

const DAY_MS = 86_400_000;

/** What the job needs. */
export interface RetentionDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: Logger;
  media: MediaStorage;
  days: number;
}

/** MESSAGE_RETENTION_DAYS from the environment (a whole number of days, at least 1). */
export function retentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MESSAGE_RETENTION_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_MESSAGE_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`MESSAGE_RETENTION_DAYS must be a whole number of days, got "${raw}"`);
  return days;
}

/** The dedupe key of a day's run. */
export const retentionKey = (day: string) => `${MESSAGE_RETENTION}:${day}`;

/** Enqueue the run of the day of `at` (due at `at`), once per day. */
export function enqueueRetention(queue: JobQueue, at: Date): Promise<number> {
  return queue.enqueue(MESSAGE_RETENTION, {}, { runAt: at, dedupeKey: retentionKey(isoDay(at)) });
}

/** Delete what is older than the retention; returns how many messages went. */
export async function pruneMessages(deps: RetentionDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - deps.days * DAY_MS).toISOString();
  const removed = await deleteMessagesBefore(deps.db, before);
  // The rows are gone first: a file left behind by a crash is unreachable, never a dangling row.
  for (const key of removed.mediaKeys) await deps.media.delete(key);
  return removed.messages;
}

/** The job's handler: prune, then enqueue the next day's run (about 03:00 Europe/Berlin). */
export function messageRetention(deps: RetentionDeps, queue: JobQueue): JobHandler {
  return async () => {
    const removed = await pruneMessages(deps);
    deps.log.info('old messages deleted', { removed, days: deps.days });
    const next = new Date(Date.parse(`${isoDay(deps.clock.now())}T01:00:00Z`) + DAY_MS);
    await queue.enqueue(MESSAGE_RETENTION, {}, { runAt: next, dedupeKey: retentionKey(isoDay(next)) });
  };
}
