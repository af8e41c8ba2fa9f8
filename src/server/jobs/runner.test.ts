import { afterEach, beforeEach, expect, test } from 'vitest';
import { memoryLogger } from '../context.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { jobById } from '../db/queries/jobs.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { JobRunner } from './runner.ts';

let d: Database;
let clock: MovableClock;
let queue: JobQueue;
let log: ReturnType<typeof memoryLogger>;
beforeEach(async () => {
  d = await openDatabase(':memory:');
  clock = movableClock('2025-06-15T10:00:00.000Z');
  queue = createJobQueue(d.db, clock);
  log = memoryLogger();
});
afterEach(() => d.close());

test('it runs due jobs with the handler of their kind and leaves other kinds alone', async () => {
  const seen: unknown[] = [];
  const runner = new JobRunner({ queue, clock, log }).register('mail', (payload) => {
    seen.push(payload);
    return Promise.resolve();
  });
  const mail = await queue.enqueue('mail', { to: 'a' });
  const other = await queue.enqueue('unknown', {});
  expect(await runner.runDue()).toBe(1);
  expect(seen).toEqual([{ to: 'a' }]);
  expect((await jobById(d.db, mail))?.done_at).not.toBeNull();
  expect((await jobById(d.db, other))?.attempts).toBe(0);
});

test('it records a throwing handler as a failed attempt and retries it later', async () => {
  let calls = 0;
  const runner = new JobRunner({ queue, clock, log }).register('alert', () => {
    calls++;
    return calls === 1 ? Promise.reject(new Error('gateway down')) : Promise.resolve();
  });
  const id = await queue.enqueue('alert', {});
  await runner.runDue();
  expect(await jobById(d.db, id)).toMatchObject({ last_error: 'gateway down', done_at: null });
  expect(log.lines.some((l) => l.message === 'job failed')).toBe(true);
  clock.advance(30);
  await runner.runDue();
  expect(calls).toBe(2);
  expect((await jobById(d.db, id))?.done_at).not.toBeNull();
});

test('it schedules a repeating kind once and runs it again after each period', async () => {
  let runs = 0;
  const runner = new JobRunner({ queue, clock, log }).register(
    'prune',
    () => {
      runs++;
      return Promise.resolve();
    },
    { every: 86_400 },
  );
  const first = await runner.schedule('prune');
  expect(await runner.schedule('prune')).toBe(first);
  await runner.runDue();
  expect(runs).toBe(1);
  // A restart schedules again: the next day's run is pending already, so nothing extra runs.
  await runner.schedule('prune');
  await runner.runDue();
  expect(runs).toBe(1);
  clock.advance(86_400);
  await runner.runDue();
  expect(runs).toBe(2);
});

test('it polls after start and waits for the running job when stopped', async () => {
  let release = () => {};
  let started = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  const runner = new JobRunner({ queue, clock, log, pollMs: 5 }).register('slow', async () => {
    started();
    await new Promise<void>((resolve) => (release = resolve));
  });
  const id = await queue.enqueue('slow', {});
  runner.start();
  await running;
  let stopped = false;
  const stopping = runner.stop().then(() => (stopped = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(stopped).toBe(false);
  release();
  await stopping;
  expect((await jobById(d.db, id))?.done_at).not.toBeNull();
  // Stopped: a job enqueued now waits for the next start.
  const later = await queue.enqueue('slow', {});
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await jobById(d.db, later))?.attempts).toBe(0);
});

test('a job queued with enqueueSoon runs after the current turn, without polling; idle() waits for it', async () => {
  const seen: unknown[] = [];
  const runner = new JobRunner({ queue, clock, log }).register('mail', (payload) => {
    seen.push(payload);
    return Promise.resolve();
  });
  const id = await runner.enqueueSoon('mail', { to: 'a' });
  // Queued, not run: the caller answers first.
  expect(seen).toEqual([]);
  expect((await jobById(d.db, id))?.attempts).toBe(0);
  await runner.idle();
  expect(seen).toEqual([{ to: 'a' }]);
  expect((await jobById(d.db, id))?.done_at).not.toBeNull();
  // A failing job is retried later, not at once; the failure is logged, nothing is thrown.
  const failing = new JobRunner({ queue, clock, log }).register('broken', () => Promise.reject(new Error('no gateway')));
  const broken = await failing.enqueueSoon('broken', {});
  await failing.idle();
  expect(await jobById(d.db, broken)).toMatchObject({ attempts: 1, done_at: null, last_error: 'no gateway' });
  expect(log.lines.some((l) => l.message === 'job failed')).toBe(true);
});
