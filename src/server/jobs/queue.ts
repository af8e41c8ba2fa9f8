/**
 * The durable job queue over the `jobs` table: enqueue work due at a time (deduplicated by an
 * optional key), claim one due job under a lease, and complete or fail it (retried with
 * exponential backoff until its attempts run out). A worker that dies leaves its lease to expire;
 * the job is then claimed again.
 */
import type { Kysely } from 'kysely';
import {
  claimNextJob,
  failAbandonedJobs,
  insertJob,
  markJobDone,
  markJobFailed,
  pendingJobByKey,
  type JobRow,
} from '../db/queries/jobs.ts';
import type { DB } from '../db/types.ts';

/** Attempts a job gets unless it says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 5;
/** The first retry waits this long; each further one twice as long. */
const RETRY_BASE_SECONDS = 30;
/** Longest wait between two attempts. */
const RETRY_MAX_SECONDS = 3600;

/** Seconds to wait before attempt `attempts + 1` after attempt `attempts` failed. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

export interface EnqueueOptions {
  /** When the job is due (default: now). */
  runAt?: Date;
  /** At most one pending job per key: enqueueing again returns the pending job's id. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** A job held by a worker. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** This attempt's number (1 for the first). */
  attempt: number;
  maxAttempts: number;
  workerId: string;
}

/** What became of a failed attempt. */
export type FailResult = 'retry' | 'failed' | 'lost';

export interface JobQueue {
  /** Store a job; returns its id (the pending job's id when the dedupe key is taken). */
  enqueue(kind: string, payload: unknown, o?: EnqueueOptions): Promise<number>;
  /** Claim the next due job (of `kinds`, when given) for `leaseSeconds`; undefined when none is due. */
  claim(workerId: string, now: Date, leaseSeconds: number, kinds?: readonly string[]): Promise<ClaimedJob | undefined>;
  /** Mark a claimed job done; false when its lease was lost to another worker. */
  complete(job: ClaimedJob, now: Date): Promise<boolean>;
  /** Record a failed attempt: retried later, or failed for good when its attempts ran out. */
  fail(job: ClaimedJob, error: unknown, now: Date): Promise<FailResult>;
  /** Fail for good the jobs whose last attempt's worker died. */
  reap(now: Date): Promise<number>;
}

function claimed(row: JobRow, workerId: string): ClaimedJob {
  let payload: unknown;
  try {
    payload = JSON.parse(row.payload);
  } catch {
    payload = row.payload;
  }
  return { id: row.id, kind: row.kind, payload, attempt: row.attempts, maxAttempts: row.max_attempts, workerId };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** The queue over a database. */
export function createJobQueue(db: Kysely<DB>, clock: { now(): Date }): JobQueue {
  return {
    async enqueue(kind, payload, o = {}) {
      const job = {
        kind,
        payload: JSON.stringify(payload ?? {}),
        runAt: o.runAt ?? clock.now(),
        maxAttempts: o.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        dedupeKey: o.dedupeKey,
      };
      // Twice: the pending job holding the key may finish between the insert and the lookup.
      for (let i = 0; i < 2; i++) {
        const id = await insertJob(db, job);
        if (id !== undefined) return id;
        const pending = await pendingJobByKey(db, o.dedupeKey!);
        if (pending) return pending.id;
      }
      throw new Error(`could not enqueue job ${kind} with dedupe key ${o.dedupeKey}`);
    },
    async claim(workerId, now, leaseSeconds, kinds) {
      if (kinds && kinds.length === 0) return undefined;
      const row = await claimNextJob(db, workerId, now, new Date(now.getTime() + leaseSeconds * 1000), kinds);
      return row ? claimed(row, workerId) : undefined;
    },
    complete: (job, now) => markJobDone(db, job.id, job.workerId, now),
    async fail(job, error, now) {
      const retryAt = job.attempt >= job.maxAttempts ? null : new Date(now.getTime() + retryDelaySeconds(job.attempt) * 1000);
      if (!(await markJobFailed(db, job.id, job.workerId, message(error), now, retryAt))) return 'lost';
      return retryAt ? 'retry' : 'failed';
    },
    reap: (now) => failAbandonedJobs(db, now),
  };
}
