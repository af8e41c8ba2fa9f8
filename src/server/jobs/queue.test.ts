import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, expect, test } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { jobById } from '../db/queries/jobs.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { createJobQueue, retryDelaySeconds, type JobQueue } from './queue.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let d: Database;
let clock: MovableClock;
let queue: JobQueue;
beforeEach(async () => {
  d = await openDatabase(':memory:');
  clock = movableClock('2025-06-15T10:00:00.000Z');
  queue = createJobQueue(d.db, clock);
});
afterEach(() => d.close());

test('it hands a due job to one worker only, even when both ask at once', async () => {
  const id = await queue.enqueue('mail', { to: 'a@example.test' });
  const [a, b] = await Promise.all([queue.claim('a', clock.now(), 60), queue.claim('b', clock.now(), 60)]);
  expect([a?.id, b?.id].filter(Boolean)).toEqual([id]);
  const winner = (a ?? b)!;
  expect(winner).toMatchObject({ kind: 'mail', payload: { to: 'a@example.test' }, attempt: 1 });
  expect(await queue.claim('c', clock.now(), 60)).toBeUndefined();
});

test('it hands out many jobs to workers on two connections to one file without giving any out twice', async () => {
  const path = join(dir, 'race.db');
  const one = await openDatabase(path);
  const two = await openDatabase(path);
  const queues = [createJobQueue(one.db, clock), createJobQueue(two.db, clock)];
  for (let i = 0; i < 20; i++) await queues[i % 2]!.enqueue('mail', { i });
  const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => queues[i % 2]!.claim(`w${i}`, clock.now(), 60)));
  const ids = claims.filter((c) => c !== undefined).map((c) => c.id);
  expect(ids).toHaveLength(20);
  expect(new Set(ids).size).toBe(20);
  await one.close();
  await two.close();
});

test('it claims only due jobs, in due order, and only of the kinds asked for', async () => {
  await queue.enqueue('later', {}, { runAt: new Date(clock.now().getTime() + 3_600_000) });
  const second = await queue.enqueue('mail', {}, { runAt: new Date(clock.now().getTime() - 1000) });
  const first = await queue.enqueue('mail', {}, { runAt: new Date(clock.now().getTime() - 2000) });
  expect(await queue.claim('w', clock.now(), 60, ['later'])).toBeUndefined();
  const a = (await queue.claim('w', clock.now(), 60, ['mail']))!;
  const b = (await queue.claim('w', clock.now(), 60))!;
  expect([a.id, b.id]).toEqual([first, second]);
  expect(await queue.claim('w', clock.now(), 60)).toBeUndefined();
  await queue.complete(a, clock.now());
  await queue.complete(b, clock.now());
  clock.advance(3600);
  expect((await queue.claim('w', clock.now(), 60))?.kind).toBe('later');
});

test('it gives the job of a crashed worker to another once the lease ran out', async () => {
  await queue.enqueue('rebuild', {});
  const crashed = (await queue.claim('crashed', clock.now(), 60))!;
  clock.advance(59);
  expect(await queue.claim('other', clock.now(), 60)).toBeUndefined();
  clock.advance(1);
  const again = (await queue.claim('other', clock.now(), 60))!;
  expect(again).toMatchObject({ id: crashed.id, attempt: 2, workerId: 'other' });
  // The crashed worker's late answer no longer counts; the new holder's does.
  expect(await queue.complete(crashed, clock.now())).toBe(false);
  expect(await queue.fail(crashed, new Error('late'), clock.now())).toBe('lost');
  expect(await queue.complete(again, clock.now())).toBe(true);
  expect((await jobById(d.db, again.id))?.done_at).toBe(clock.now().toISOString());
});

test('it retries a failed job with growing waits until its attempts run out', async () => {
  const id = await queue.enqueue('alert', {}, { maxAttempts: 3 });
  const first = (await queue.claim('w', clock.now(), 60))!;
  expect(await queue.fail(first, new Error('gateway down'), clock.now())).toBe('retry');
  expect(retryDelaySeconds(1)).toBe(30);
  expect(retryDelaySeconds(2)).toBe(60);
  clock.advance(29);
  expect(await queue.claim('w', clock.now(), 60)).toBeUndefined();
  clock.advance(1);
  const second = (await queue.claim('w', clock.now(), 60))!;
  expect(second.attempt).toBe(2);
  expect(await queue.fail(second, new Error('still down'), clock.now())).toBe('retry');
  clock.advance(59);
  expect(await queue.claim('w', clock.now(), 60)).toBeUndefined();
  clock.advance(1);
  const third = (await queue.claim('w', clock.now(), 60))!;
  const gaveUpAt = clock.now().toISOString();
  expect(await queue.fail(third, new Error('gave up'), clock.now())).toBe('failed');
  clock.advance(86_400);
  expect(await queue.claim('w', clock.now(), 60)).toBeUndefined();
  expect(await jobById(d.db, id)).toMatchObject({ attempts: 3, last_error: 'gave up', done_at: gaveUpAt, failed_at: gaveUpAt });
  expect(retryDelaySeconds(20)).toBe(3600);
});

test('it fails a job for good when the worker of its last attempt died', async () => {
  const id = await queue.enqueue('alert', {}, { maxAttempts: 1 });
  await queue.claim('dead', clock.now(), 60);
  clock.advance(61);
  expect(await queue.claim('w', clock.now(), 60)).toBeUndefined();
  expect(await queue.reap(clock.now())).toBe(1);
  expect(await jobById(d.db, id)).toMatchObject({ failed_at: clock.now().toISOString(), last_error: 'the worker stopped answering' });
});

test('it keeps one pending job per dedupe key and frees the key when the job is done', async () => {
  const id = await queue.enqueue('rebuild', { region: 'at' }, { dedupeKey: 'rebuild:at' });
  expect(await queue.enqueue('rebuild', { region: 'at' }, { dedupeKey: 'rebuild:at' })).toBe(id);
  const other = await queue.enqueue('rebuild', { region: 'de' }, { dedupeKey: 'rebuild:de' });
  expect(other).not.toBe(id);
  const job = (await queue.claim('w', clock.now(), 60))!;
  expect(await queue.enqueue('rebuild', { region: 'at' }, { dedupeKey: 'rebuild:at' })).toBe(id);
  await queue.complete(job, clock.now());
  const next = await queue.enqueue('rebuild', { region: 'at' }, { dedupeKey: 'rebuild:at' });
  expect(next).not.toBe(id);
  expect(next).not.toBe(other);
});

test('it keeps jobs and their locks across reopening the database file', async () => {
  const path = join(dir, 'jobs.db');
  const first = await openDatabase(path);
  const q1 = createJobQueue(first.db, clock);
  const pending = await q1.enqueue('mail', { n: 1 });
  const held = await q1.enqueue('mail', { n: 2 }, { runAt: new Date(clock.now().getTime() - 1000) });
  expect((await q1.claim('before-restart', clock.now(), 60))?.id).toBe(held);
  await first.close();

  const second = await openDatabase(path);
  const q2 = createJobQueue(second.db, clock);
  const next = (await q2.claim('after-restart', clock.now(), 60))!;
  expect(next).toMatchObject({ id: pending, payload: { n: 1 } });
  expect(await q2.claim('after-restart', clock.now(), 60)).toBeUndefined();
  clock.advance(60);
  expect(await q2.claim('after-restart', clock.now(), 60)).toMatchObject({ id: held, attempt: 2 });
  await second.close();
});
