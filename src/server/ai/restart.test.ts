/**
 * Kill-and-restart of the AI jobs: a server dies while drawing a creation (after an image's files
 * were written and before its row, and after a row); a fresh server on the same database file and
 * media folder releases what the dead worker held and finishes: every image once, no file twice.
 * A reply job that runs twice stores one answer; a creation whose job was given up is failed.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { aiCreationResponseSchema } from '../../lib/api/ai.ts';
import { createApp } from '../app.ts';
import { memoryLogger } from '../context.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { localStorage } from '../media/storage.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { setup } from '../setup.ts';
import { movableClock } from '../testing/clock.ts';
import { TEST_START } from '../testing/auth-app.ts';
import { replyInConversation } from './chat.ts';
import { chatWithCreation } from './companion.ts';
import { AI_JOBS, type GenerationHooks } from './deps.ts';
import { generateCreation, sweepStranded } from './generation.ts';
import { localProvider } from './providers/local.ts';
import { aiRuntimeOf, recoverAiJobs, registerAiJobs } from './runtime.ts';
import { createBody } from './testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-ai-'));
const path = join(dir, 'app.db');
const mediaDir = join(dir, 'media');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const clock = movableClock(TEST_START);
const WORKER = 'ai@test-host';

class Crash extends Error {}

/** A server instance on the database file and media folder (a new one after each "kill"). */
async function instance(hooks: GenerationHooks = {}) {
  const { database, deps } = await setup({ path, clock, log: memoryLogger(), seedProfiles: 20 });
  const app = createApp({
    ...deps,
    media: localStorage(mediaDir),
    ai: { provider: localProvider(), hooks },
    accounts: { settings: { trustProxy: true, outboxKey: 'k', secret: 'ai-restart-secret' } },
  });
  const ai = aiRuntimeOf(deps).deps;
  const queue = createJobQueue(deps.db, clock);
  const runner = registerAiJobs(new JobRunner({ queue, clock, log: deps.log, workerId: WORKER, leaseSeconds: 900 }), ai);
  const rows = (sql: string, ...params: (string | number)[]) => database.sqlite.prepare(sql).all(...params) as Record<string, unknown>[];
  return { database, deps, app, ai, queue, runner, rows };
}

async function signedIn(app: ReturnType<typeof createApp>) {
  const res = await app.request('/api/v2/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.1.1' },
    body: JSON.stringify({ email: 'punter@demo.lustmap.test', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (method: string, url: string, body?: unknown) =>
    app.request(`/api/v2${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.1.1', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

test(
  'a server killed while drawing leaves a creation the next server finishes without doubling an image',
  { timeout: 60_000 },
  async () => {
    // Kill 1: the worker claimed the job, stored image 0, wrote image 1's files and died before its row.
    const first = await instance({
      afterFiles: (idx) => {
        if (idx === 1) throw new Crash('killed before the row of image 1');
      },
    });
    const call = await signedIn(first.app);
    const creation = aiCreationResponseSchema.parse(await (await call('POST', '/ai/create-girlfriend', createBody())).json()).results;
    const job = (await first.queue.claim(WORKER, clock.now(), 900, [AI_JOBS.generate]))!;
    expect(job.payload).toEqual({ creationId: creation.id });
    await expect(generateCreation(first.ai, creation.id, job)).rejects.toBeInstanceOf(Crash);
    expect(first.rows('SELECT idx FROM ai_images WHERE creation_id = ?', creation.id)).toEqual([{ idx: 0 }]);
    expect(first.rows('SELECT status FROM ai_creations WHERE id = ?', creation.id)).toEqual([{ status: 'processing' }]);
    await first.database.close();

    // Kill 2: the next server (same worker id) releases the job, stores images 1 and 2 and dies.
    const second = await instance({
      afterImage: (idx) => {
        if (idx === 2) throw new Crash('killed after image 2');
      },
    });
    expect(await recoverAiJobs(second.ai, WORKER)).toBe(1);
    const again = (await second.queue.claim(WORKER, clock.now(), 900, [AI_JOBS.generate]))!;
    expect(again.id).toBe(job.id);
    await expect(generateCreation(second.ai, creation.id, again)).rejects.toBeInstanceOf(Crash);
    await second.database.close();

    // The third server finishes through its runner.
    const third = await instance();
    expect(await recoverAiJobs(third.ai, WORKER)).toBe(1);
    await third.runner.runDue();
    expect(third.rows('SELECT status, progress FROM ai_creations WHERE id = ?', creation.id)).toEqual([
      { status: 'succeeded', progress: 100 },
    ]);
    expect(third.rows('SELECT idx FROM ai_images WHERE creation_id = ? ORDER BY idx', creation.id)).toEqual([
      { idx: 0 },
      { idx: 1 },
      { idx: 2 },
      { idx: 3 },
    ]);
    const files = readdirSync(join(mediaDir, 'ai')).filter((f) => f.startsWith(`c${creation.id}-`));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files).toHaveLength(4 * 3);
    expect(
      third.rows(`SELECT count(*) AS n FROM jobs WHERE kind = ? AND done_at IS NOT NULL AND failed_at IS NULL`, AI_JOBS.generate),
    ).toEqual([{ n: 1 }]);

    // A reply job that runs twice (it died after storing the answer) stores one answer.
    const ownerId = (third.rows(`SELECT id FROM users WHERE username = 'punter'`)[0] as { id: number }).id;
    const chat = await chatWithCreation(third.ai, ownerId, creation.id, 'de');
    const { conversationId } = 'value' in chat ? chat.value : { conversationId: 0 };
    const call3 = await signedIn(third.app);
    expect(
      (await call3('POST', `/users/conversations/${conversationId}/messages`, { body: 'Hallo!', clientId: 'restart-test-1' })).status,
    ).toBe(201);
    await replyInConversation(third.ai, conversationId, 1);
    await replyInConversation(third.ai, conversationId, 1);
    await third.runner.runDue();
    expect(third.rows('SELECT seq, client_id FROM messages WHERE conversation_id = ? ORDER BY seq', conversationId)).toEqual([
      { seq: 1, client_id: 'restart-test-1' },
      { seq: 2, client_id: 'ai-reply-1' },
    ]);
    await third.database.close();
  },
);

test('a creation whose job was given up is failed by the sweep', { timeout: 60_000 }, async () => {
  const s = await instance();
  const call = await signedIn(s.app);
  const creation = aiCreationResponseSchema.parse(
    await (await call('POST', '/ai/create-girlfriend', createBody({ name: 'Ines' }))).json(),
  ).results;
  // Every attempt died holding the job: the runner's reaper gives it up once the last lease ran out.
  s.database.sqlite
    .prepare(`UPDATE jobs SET attempts = max_attempts, locked_by = 'gone', locked_until = ? WHERE kind = ? AND done_at IS NULL`)
    .run(clock.now().toISOString(), AI_JOBS.generate);
  await s.runner.runDue();
  expect(await sweepStranded(s.ai)).toBe(1);
  expect(s.rows('SELECT status, error FROM ai_creations WHERE id = ?', creation.id)).toEqual([{ status: 'failed', error: 'stopped' }]);
  await s.database.close();
});
