import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startPostgres, type PgCluster } from '../../testing/postgres-cluster.ts';
import { openPostgres } from '../postgres.ts';
import type { DB } from '../types.ts';
import { claimNextJob, insertJob, jobById, markJobDone } from './jobs.ts';

let cluster: PgCluster;
const nodes: Kysely<DB>[] = [];

beforeAll(async () => {
  cluster = await startPostgres();
  const url = await cluster.createDatabase();
  // Two nodes: two pools of connections on one database, as two API processes would have.
  for (let i = 0; i < 2; i++) nodes.push((await openPostgres(url, { poolMax: 8 })).db);
}, 60_000);
afterAll(async () => {
  for (const db of nodes) await db.destroy();
  await cluster?.stop();
});

test('workers of two nodes claiming at once take every due job exactly once', async () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const ids: number[] = [];
  for (let i = 0; i < 120; i++) ids.push((await insertJob(nodes[0]!, { kind: 'test', payload: String(i), runAt: now }))!);
  const lease = new Date(now.getTime() + 60_000);
  const claimed = new Map<number, string>();
  const duplicates: number[] = [];
  await Promise.all(
    Array.from({ length: 16 }, async (_, w) => {
      const db = nodes[w % 2]!;
      const worker = `node${w % 2}-w${w}`;
      for (;;) {
        const job = await claimNextJob(db, worker, now, lease);
        if (!job) return;
        if (claimed.has(job.id)) duplicates.push(job.id);
        claimed.set(job.id, worker);
        expect(await markJobDone(db, job.id, worker, now)).toBe(true);
      }
    }),
  );
  expect(duplicates).toEqual([]);
  expect([...claimed.keys()].sort((a, b) => a - b)).toEqual(ids);
  // Both nodes did some of the work.
  expect(new Set([...claimed.values()].map((w) => w.slice(0, 5)))).toEqual(new Set(['node0', 'node1']));
  for (const id of ids.slice(0, 5)) expect((await jobById(nodes[1]!, id))?.attempts).toBe(1);
});

test('a job held under a live lease is not claimed by the other node until the lease ends', async () => {
  const now = new Date('2026-01-02T12:00:00Z');
  const id = (await insertJob(nodes[0]!, { kind: 'lease', payload: '{}', runAt: now }))!;
  const first = await claimNextJob(nodes[0]!, 'a', now, new Date(now.getTime() + 30_000), ['lease']);
  expect(first?.id).toBe(id);
  expect(await claimNextJob(nodes[1]!, 'b', new Date(now.getTime() + 10_000), new Date(now.getTime() + 40_000), ['lease'])).toBeUndefined();
  const later = await claimNextJob(nodes[1]!, 'b', new Date(now.getTime() + 31_000), new Date(now.getTime() + 90_000), ['lease']);
  expect(later?.id).toBe(id);
  expect(later?.attempts).toBe(2);
  expect(await markJobDone(nodes[0]!, id, 'a', now)).toBe(false);
});
