/**
 * The job table (`jobs`). Claiming is one UPDATE whose WHERE picks the next due job by a
 * sub-select, so the choice and the lock are one atomic statement: SQLite runs it under the
 * database's write lock, so two workers (connections or processes on the same file) never hold the
 * same job. On PostgreSQL the sub-select locks the row it picks with FOR UPDATE SKIP LOCKED: a
 * second node's claim passes over it to the next due job instead of waiting or taking it too.
 */
import type { Kysely, Selectable } from 'kysely';
import { isPostgres } from '../dialects.ts';
import type { DB, JobsTable } from '../types.ts';

export type JobRow = Selectable<JobsTable>;

/** A job to store. */
export interface NewJob {
  kind: string;
  payload: string;
  runAt: Date;
  maxAttempts?: number;
  dedupeKey?: string | null;
}

/** Store a job; undefined when a pending job with the same dedupe key exists. */
export async function insertJob(db: Kysely<DB>, job: NewJob): Promise<number | undefined> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: job.payload,
      run_at: job.runAt.toISOString(),
      ...(job.maxAttempts !== undefined ? { max_attempts: job.maxAttempts } : {}),
      dedupe_key: job.dedupeKey ?? null,
      locked_by: null,
      locked_until: null,
      last_error: null,
      done_at: null,
      failed_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').where('done_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The pending job holding a dedupe key. */
export function pendingJobByKey(db: Kysely<DB>, dedupeKey: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('dedupe_key', '=', dedupeKey).where('done_at', 'is', null).executeTakeFirst();
}

/** A job by id. */
export function jobById(db: Kysely<DB>, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Lock the next due job (of `kinds`, when given) for `workerId` until `lockedUntil` and count the
 * attempt; undefined when none is due.
 */
export function claimNextJob(
  db: Kysely<DB>,
  workerId: string,
  now: Date,
  lockedUntil: Date,
  kinds?: readonly string[],
): Promise<JobRow | undefined> {
  const at = now.toISOString();
  const postgres = isPostgres(db);
  return db
    .updateTable('jobs')
    .set((eb) => ({ locked_by: workerId, locked_until: lockedUntil.toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs as j')
        .select('j.id')
        // Due, unfinished, attempts left, and not held under a live lease.
        .where('j.done_at', 'is', null)
        .where('j.run_at', '<=', at)
        .where((w) => w('j.attempts', '<', w.ref('j.max_attempts')))
        .where((w) => w.or([w('j.locked_until', 'is', null), w('j.locked_until', '<=', at)]))
        .$if(kinds !== undefined, (q) => q.where('j.kind', 'in', [...(kinds ?? [])]))
        .orderBy('j.run_at')
        .orderBy('j.id')
        .limit(1)
        .$if(postgres, (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Mark a job done; false when `workerId` no longer holds it. */
export async function markJobDone(db: Kysely<DB>, id: number, workerId: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ done_at: now.toISOString(), locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/**
 * Record a failed attempt: run again at `retryAt`, or give up (`retryAt` null). False when
 * `workerId` no longer holds the job.
 */
export async function markJobFailed(
  db: Kysely<DB>,
  id: number,
  workerId: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<boolean> {
  const at = now.toISOString();
  const r = await db
    .updateTable('jobs')
    .set({
      last_error: error,
      locked_by: null,
      locked_until: null,
      ...(retryAt ? { run_at: retryAt.toISOString() } : { done_at: at, failed_at: at }),
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Give up jobs whose last attempt's lease ran out without an answer (the worker died). */
export async function failAbandonedJobs(db: Kysely<DB>, now: Date): Promise<number> {
  const at = now.toISOString();
  const r = await db
    .updateTable('jobs')
    .set((eb) => ({
      done_at: at,
      failed_at: at,
      locked_by: null,
      locked_until: null,
      last_error: eb.fn.coalesce('last_error', eb.val('the worker stopped answering')),
    }))
    .where('done_at', 'is', null)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .where('locked_until', '<=', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Drop jobs that finished before `before`. */
export async function deleteJobsFinishedBefore(db: Kysely<DB>, before: Date): Promise<number> {
  const r = await db.deleteFrom('jobs').where('done_at', '<', before.toISOString()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
