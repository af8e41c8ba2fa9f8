import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { conversationResponseSchema, messageResponseSchema } from '../../lib/api/messages.ts';
import { memoryLogger } from '../context.ts';
import { memoryStorage } from '../media/storage.ts';
import { testImage } from '../media/test-images.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { API, idOf, newPunter, rows, signIn } from '../testing/punter.ts';
import {
  DEFAULT_MESSAGE_RETENTION_DAYS,
  enqueueRetention,
  MESSAGE_RETENTION,
  messageRetention,
  retentionDaysFromEnv,
  retentionKey,
  type RetentionDeps,
} from './message-retention.ts';
import { createJobQueue } from './queue.ts';
import { JobRunner } from './runner.ts';

const DAY = 86_400;
const media = memoryStorage();
let t: AuthTestApp;
let deps: RetentionDeps;
beforeAll(async () => {
  t = await createAuthTestApp({ media });
  deps = { db: t.deps.db, clock: t.clock, log: memoryLogger(), media, days: 90 };
});
afterAll(() => t.close());

describe('message retention', () => {
  test('the daily job deletes messages and images older than the retention; seq keeps counting; it survives a restart', async () => {
    const username = newPunter(t).username;
    let punter = await signIn(t, username);
    const id = conversationResponseSchema.parse(
      (await punter.call('POST', `${API}/users/conversations`, { profileId: idOf(t, 'escort') })).body,
    ).results.id;
    const send = async (body: string, clientId: string, attachmentId?: number) => {
      const res = await punter.call('POST', `${API}/users/conversations/${id}/messages`, { body, clientId, attachmentId });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return messageResponseSchema.parse(res.body).results;
    };
    // An old message with an image, stored as the upload route would.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testImage({ width: 800, height: 600, seed: 9 }))]), 'a.jpg');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const up = await t.app.request(`${API}/users/conversations/${id}/messages/attachments`, {
      method: 'POST',
      body: new Uint8Array(await request.arrayBuffer()),
      headers: {
        'content-type': request.headers.get('content-type')!,
        cookie: [...punter.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(up.status, await up.clone().text()).toBe(201);
    const attachmentId = ((await up.json()) as { results: { id: number } }).results.id;
    await send('old with image', 'retention-old-1', attachmentId);
    await send('old', 'retention-old-2');
    expect(media.keys().filter((k) => k.startsWith('private/messages/'))).toHaveLength(1);
    t.clock.advance(60 * DAY);
    // Sessions end long before messages do.
    punter = await signIn(t, username);
    await send('recent', 'retention-new-1');

    const queue = createJobQueue(t.deps.db, t.clock);
    const runner = () =>
      new JobRunner({ queue, clock: t.clock, log: memoryLogger() }).register(MESSAGE_RETENTION, messageRetention(deps, queue));
    const first = await enqueueRetention(queue, t.clock.now());
    // A restart on the same day enqueues nothing new.
    expect(await enqueueRetention(queue, t.clock.now())).toBe(first);
    expect(await runner().runDue()).toBe(1);
    // Nothing is 90 days old yet.
    expect(rows(t, 'SELECT body FROM messages WHERE conversation_id = ? ORDER BY seq', id).map((r) => r.body)).toEqual([
      'old with image',
      'old',
      'recent',
    ]);
    // The run enqueued tomorrow's, keyed by its day.
    const next = rows(t, `SELECT dedupe_key, run_at FROM jobs WHERE kind = ? AND done_at IS NULL`, MESSAGE_RETENTION);
    expect(next).toHaveLength(1);
    expect(String(next[0]!.dedupe_key)).toMatch(/^message-retention:\d{4}-\d{2}-\d{2}$/);
    expect(next[0]!.dedupe_key).not.toBe(retentionKey(new Date(t.clock.now()).toISOString().slice(0, 10)));

    // 31 days later, a new process (a fresh runner) runs each day's job once.
    for (let day = 0; day < 31; day++) {
      t.clock.advance(DAY);
      await runner().runDue();
    }
    expect(rows(t, 'SELECT body, seq FROM messages WHERE conversation_id = ? ORDER BY seq', id)).toEqual([{ body: 'recent', seq: 3 }]);
    expect(rows(t, 'SELECT count(*) AS n FROM message_attachments WHERE conversation_id = ?', id)).toEqual([{ n: 0 }]);
    expect(media.keys().filter((k) => k.startsWith('private/messages/'))).toEqual([]);
    // The conversation stays and its numbers are never reused.
    punter = await signIn(t, username);
    expect((await send('after retention', 'retention-new-2')).seq).toBe(4);
    expect(rows(t, `SELECT count(*) AS n FROM jobs WHERE kind = ? AND done_at IS NULL`, MESSAGE_RETENTION)).toEqual([{ n: 1 }]);
  });

  test('MESSAGE_RETENTION_DAYS', () => {
    expect(retentionDaysFromEnv({})).toBe(DEFAULT_MESSAGE_RETENTION_DAYS);
    expect(retentionDaysFromEnv({ MESSAGE_RETENTION_DAYS: '30' })).toBe(30);
    expect(() => retentionDaysFromEnv({ MESSAGE_RETENTION_DAYS: '0' })).toThrow(/whole number/);
    expect(() => retentionDaysFromEnv({ MESSAGE_RETENTION_DAYS: 'soon' })).toThrow(/whole number/);
  });
});
