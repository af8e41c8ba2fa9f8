import { afterEach, beforeEach, expect, test } from 'vitest';
import { memoryLogger } from '../context.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { movableClock } from '../testing/clock.ts';
import { createJobQueue } from './queue.ts';
import { pruneExpired } from './prune.ts';

let d: Database;
beforeEach(async () => {
  d = await openDatabase(':memory:');
});
afterEach(() => d.close());

test('it drops expired deny-list rows, captchas, week-old requests and month-old jobs, and keeps the rest', async () => {
  const clock = movableClock('2025-06-15T10:00:00.000Z');
  const at = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();
  const run = d.sqlite.prepare.bind(d.sqlite);
  run(`INSERT INTO revoked_sessions (jti, expires_at) VALUES ('old', ?), ('live', ?)`).run(at(-1), at(1));
  run(
    `INSERT INTO captcha_uses (signature, expires_at) VALUES ('old', '2000-01-01T00:00:00.000Z'), ('live', '2999-01-01T00:00:00.000Z')`,
  ).run();
  for (const [handle, expires] of [
    ['old', at(-8)],
    ['recent', at(-6)],
  ])
    run(`INSERT INTO auth_secrets (purpose, handle_hash, last_sent_at, expires_at) VALUES ('verify_email', ?, ?, ?)`).run(
      handle!,
      at(-9),
      expires!,
    );
  const queue = createJobQueue(d.db, clock);
  await queue.enqueue('x', {}, { runAt: new Date(at(-40)) });
  const job = (await queue.claim('w', new Date(at(-40)), 60))!;
  await queue.complete(job, new Date(at(-31)));
  const pending = await queue.enqueue('x', {});

  await pruneExpired(d.db, clock, memoryLogger())({}, job);

  const col = (sql: string) => (run(sql).all() as Record<string, unknown>[]).map((r) => Object.values(r)[0]);
  expect(col('SELECT jti FROM revoked_sessions')).toEqual(['live']);
  expect(col('SELECT signature FROM captcha_uses')).toEqual(['live']);
  expect(col('SELECT handle_hash FROM auth_secrets')).toEqual(['recent']);
  expect(col('SELECT id FROM jobs')).toEqual([pending]);
});
