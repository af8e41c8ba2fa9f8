/**
 * A small job runner: polls the queue for due jobs of the kinds it has handlers for and runs them
 * one at a time. A kind registered with `every` repeats: each run schedules the next. Stopping
 * waits for the running job; a process that dies mid-job leaves the lease to expire, and the job
 * is claimed again (by this process after a restart, or by another).
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../context.ts';
import type { Clock } from '../time.ts';
import type { ClaimedJob, EnqueueOptions, JobQueue } from './queue.ts';

/** Runs one job; throwing fails the attempt. */
export type JobHandler = (payload: unknown, job: ClaimedJob) => Promise<void>;

export interface JobRunnerOptions {
  queue: JobQueue;
  clock: Clock;
  log: Logger;
  /** Names this worker in `locked_by` (default: a random id). */
  workerId?: string;
  /** How long a claimed job stays locked (default 300 s); a longer run may be claimed again. */
  leaseSeconds?: number;
  /** Pause between polls when nothing was due (default 5 s). */
  pollMs?: number;
}

interface Registration {
  handler: JobHandler;
  /** Seconds between runs of a repeating kind. */
  every?: number;
}

export class JobRunner {
  readonly workerId: string;
  readonly #queue: JobQueue;
  readonly #clock: Clock;
  readonly #log: Logger;
  readonly #leaseSeconds: number;
  readonly #pollMs: number;
  readonly #kinds = new Map<string, Registration>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  /** The runs `enqueueSoon` started, one after the other. */
  #soon: Promise<void> = Promise.resolve();
  #stopped = true;

  constructor(o: JobRunnerOptions) {
    this.workerId = o.workerId ?? `worker-${randomUUID()}`;
    this.#queue = o.queue;
    this.#clock = o.clock;
    this.#log = o.log;
    this.#leaseSeconds = o.leaseSeconds ?? 300;
    this.#pollMs = o.pollMs ?? 5000;
  }

  /** Run jobs of `kind` with `handler`; with `every` (seconds) the kind repeats after each run. */
  register(kind: string, handler: JobHandler, o: { every?: number } = {}): this {
    this.#kinds.set(kind, { handler, every: o.every });
    return this;
  }

  /** Make sure a repeating kind has a pending run (due now unless one is pending already). */
  async schedule(kind: string, payload: unknown = {}): Promise<number> {
    return this.#queue.enqueue(kind, payload, { dedupeKey: kind });
  }

  /**
   * Queue a job and run the due jobs right after the current turn of the event loop: the request
   * that queued it answers first, and the work does not wait for the next poll (a job left over
   * by a crash is run by the next poll or the next `enqueueSoon`).
   */
  async enqueueSoon(kind: string, payload: unknown, o?: EnqueueOptions): Promise<number> {
    const id = await this.#queue.enqueue(kind, payload, o);
    this.#soon = this.#soon
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => this.runDue())
      .then(
        () => undefined,
        (err: unknown) => this.#log.error('job runner run failed', { error: String(err) }),
      );
    return id;
  }

  /** Resolves once the runs `enqueueSoon` started so far are over. */
  idle(): Promise<void> {
    return this.#soon;
  }

  /** Claim and run due jobs until none is left; returns how many ran. */
  runDue(): Promise<number> {
    return this.#drain(() => true);
  }

  /** Run due jobs while `go()` says so. */
  async #drain(go: () => boolean): Promise<number> {
    let ran = 0;
    await this.#queue.reap(this.#clock.now());
    while (go()) {
      const job = await this.#queue.claim(this.workerId, this.#clock.now(), this.#leaseSeconds, [...this.#kinds.keys()]);
      if (!job) break;
      await this.#run(job);
      ran++;
    }
    return ran;
  }

  async #run(job: ClaimedJob): Promise<void> {
    const registration = this.#kinds.get(job.kind);
    if (!registration) return;
    try {
      await registration.handler(job.payload, job);
      if (!(await this.#queue.complete(job, this.#clock.now())))
        this.#log.error('job finished after its lease was lost', { id: job.id, kind: job.kind });
      else await this.#repeat(job, registration);
    } catch (err) {
      const result = await this.#queue.fail(job, err, this.#clock.now());
      this.#log.error('job failed', { id: job.id, kind: job.kind, attempt: job.attempt, result, error: String(err) });
      if (result === 'failed') await this.#repeat(job, registration);
    }
  }

  async #repeat(job: ClaimedJob, registration: Registration): Promise<void> {
    if (registration.every === undefined) return;
    const runAt = new Date(this.#clock.now().getTime() + registration.every * 1000);
    await this.#queue.enqueue(job.kind, job.payload, { runAt, dedupeKey: job.kind });
  }

  /** Start polling. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#poll();
  }

  #poll(): void {
    this.#timer = undefined;
    if (this.#stopped) return;
    // A stop between two jobs ends the round after the job that is running.
    this.#running = this.#drain(() => !this.#stopped)
      .catch((err: unknown) => this.#log.error('job runner poll failed', { error: String(err) }))
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        this.#timer = setTimeout(() => this.#poll(), this.#pollMs);
        this.#timer.unref();
      });
  }

  /** Stop polling and wait for the job that is running, if any. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
    await this.#soon;
  }
}
