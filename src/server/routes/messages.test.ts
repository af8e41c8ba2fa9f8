import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  blockResponseSchema,
  conversationReportsResponseSchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  MESSAGE_BODY_MAX,
  messageResponseSchema,
  messagesResponseSchema,
  messagingSettingsResponseSchema,
  attachmentResponseSchema,
  type Conversation,
} from '../../lib/api/messages.ts';
import { testImage } from '../media/test-images.ts';
import { memoryStorage } from '../media/storage.ts';
import { conversationChannelRule } from '../messaging/channels.ts';
import type { Broadcast } from '../messaging/broadcast.ts';
import { DEMO_MESSAGES } from '../seed/messages.ts';
import { REQUEST_LIMITS } from '../services/limits.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, newPunter, rows, signIn } from '../testing/punter.ts';

/** Every published event, with whether the message it carries was already stored when it went out. */
const events: { channels: string[]; event: string; data: unknown; exclude?: string; storedFirst?: boolean }[] = [];
let t: AuthTestApp;
const media = memoryStorage();
const recording: Broadcast = (channels, event, data, exclude) => {
  const id = (data as { message?: { id: number } }).message?.id;
  const storedFirst = id === undefined ? undefined : rows(t, 'SELECT id FROM messages WHERE id = ?', id).length === 1;
  events.push({ channels, event, data, exclude, storedFirst });
  return Promise.resolve();
};

beforeAll(async () => {
  t = await createAuthTestApp({ broadcast: recording, media });
});
afterAll(() => t.close());
beforeEach(() => {
  events.length = 0;
});

const escortId = () => idOf(t, 'escort');
const start = (c: Client, profileId: number) => c.call('POST', `${API}/users/conversations`, { profileId });
const send = (
  c: Client,
  id: number,
  body: string,
  clientId = `c-${Math.random().toString(36).slice(2, 12)}`,
  headers?: Record<string, string>,
) => c.call('POST', `${API}/users/conversations/${id}/messages`, { body, clientId }, headers);
const history = async (c: Client, id: number, query = '') => {
  const res = await c.call('GET', `${API}/users/conversations/${id}/messages${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return messagesResponseSchema.parse(res.body);
};
const list = async (c: Client): Promise<Conversation[]> =>
  conversationsResponseSchema.parse((await c.call('GET', `${API}/users/conversations`)).body).results;

/** A fresh punter with a conversation with the demo escort (the escort signed in too). */
async function pair() {
  const p = newPunter(t);
  const punter = await signIn(t, p.username);
  const res = await start(punter, escortId());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const conversation = conversationResponseSchema.parse(res.body).results;
  return { p, punter, escort: await signIn(t, 'escort'), id: conversation.id, conversation };
}

/** A multipart upload with the client's session (the form sets its own boundary). */
async function upload(c: Client, id: number, form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.request(`${API}/users/conversations/${id}/messages/attachments`, {
    method: 'POST',
    body: new Uint8Array(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type')!,
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('starting a conversation', () => {
  test.each([
    ['punter', 201],
    ['multi', 201],
    ['escort', 403],
    ['venue', 403],
    ['manager', 403],
  ] as const)('%s contacting the demo venue: %i', async (username, status) => {
    const c = await signIn(t, username);
    const res = await start(c, idOf(t, 'venue'));
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 201) {
      const again = await start(c, idOf(t, 'venue'));
      expect(again.status).toBe(200);
      expect(conversationResponseSchema.parse(again.body).results.id).toBe(conversationResponseSchema.parse(res.body).results.id);
      expect(conversationResponseSchema.parse(res.body).results.other).toMatchObject({ id: idOf(t, 'venue'), role: 'venue' });
    }
  });

  test('401 without a session; 404 for a punter, an unpublished escort or nobody; 422 for oneself and bad input', async () => {
    expect((await start(t.client(), escortId())).status).toBe(401);
    const c = await signIn(t, newPunter(t).username);
    expect((await start(c, idOf(t, 'punter-basic'))).status).toBe(404);
    expect((await start(c, idOf(t, 'escort-new'))).status).toBe(404);
    expect((await start(c, 99_999_999)).status).toBe(404);
    expect((await start(c, 0)).status).toBe(422);
    const multi = await signIn(t, 'multi');
    expect((await start(multi, idOf(t, 'multi'))).status).toBe(422);
  });

  test('a punter starts a conversation with a published AI companion, marked ai; people are not', async () => {
    const aiProfile = (
      rows(t, `SELECT user_id FROM profiles WHERE profile_type = 'escort_ai' AND published = 1 LIMIT 1`)[0] as {
        user_id: number;
      }
    ).user_id;
    const c = await signIn(t, newPunter(t).username);
    const res = await start(c, aiProfile);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(conversationResponseSchema.parse(res.body).results.other).toMatchObject({ id: aiProfile, role: 'escort', ai: true });
    expect(conversationResponseSchema.parse((await start(c, escortId())).body).results.other).toMatchObject({ ai: false });
    expect((await list(c)).map((x) => [x.other.id, x.other.ai])).toEqual(
      expect.arrayContaining([
        [aiProfile, true],
        [escortId(), false],
      ]),
    );
  });

  test('an unpublished AI companion cannot be contacted', async () => {
    const { user_id: hidden } = rows(
      t,
      `SELECT user_id FROM profiles WHERE profile_type = 'escort_ai' ORDER BY user_id DESC LIMIT 1`,
    )[0] as {
      user_id: number;
    };
    const c = await signIn(t, newPunter(t).username);
    rows(t, 'UPDATE profiles SET published = 0 WHERE user_id = ? RETURNING user_id', hidden);
    try {
      expect((await start(c, hidden)).status).toBe(404);
    } finally {
      rows(t, 'UPDATE profiles SET published = 1 WHERE user_id = ? RETURNING user_id', hidden);
    }
    expect((await start(c, hidden)).status).toBe(201);
  });
});

describe('messages', () => {
  test('stored with a per-conversation seq, published to both members after the row is stored', async () => {
    const { p, punter, escort, id } = await pair();
    for (const [i, text] of ['one', 'two', 'three'].entries()) {
      const res = await send(punter, id, text, `client-${p.id}-${i}`, { 'x-socket-id': '123.456' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(messageResponseSchema.parse(res.body).results).toMatchObject({ seq: i + 1, body: text, senderId: p.id, conversationId: id });
    }
    const created = events.filter((e) => e.event === 'message.created');
    expect(created).toHaveLength(3);
    for (const e of created) {
      expect(e.storedFirst).toBe(true);
      expect(e.channels).toEqual([`private-encrypted-user.${p.id}`, `private-encrypted-user.${escortId()}`]);
      expect(e.exclude).toBe('123.456');
    }
    const mine = (await list(escort)).find((c) => c.id === id)!;
    expect(mine).toMatchObject({ unread: 3, lastSeq: 3, other: { id: p.id, role: 'punter' } });
    expect(mine.lastMessage?.body).toBe('three');
    // The sender has nothing unread.
    expect((await list(punter)).find((c) => c.id === id)?.unread).toBe(0);
  });

  test('paging and exactly-what-you-missed by seq', async () => {
    const { punter, escort, id } = await pair();
    for (let i = 1; i <= 5; i++) expect((await send(i % 2 ? punter : escort, id, `m${i}`)).status).toBe(201);
    const all = await history(escort, id);
    expect(all.results.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(all).toMatchObject({ lastSeq: 5, hasMore: false });
    const missed = await history(escort, id, '?after_seq=3');
    expect(missed.results.map((m) => m.body)).toEqual(['m4', 'm5']);
    const firstTwoAfter = await history(escort, id, '?after_seq=0&limit=2');
    expect(firstTwoAfter.results.map((m) => m.seq)).toEqual([1, 2]);
    expect(firstTwoAfter.hasMore).toBe(true);
    const newest = await history(escort, id, '?limit=2');
    expect(newest.results.map((m) => m.seq)).toEqual([4, 5]);
    expect(newest.hasMore).toBe(true);
    const older = await history(escort, id, '?before_seq=4&limit=2');
    expect(older.results.map((m) => m.seq)).toEqual([2, 3]);
    expect((await history(escort, id, '?before_seq=2&limit=2')).hasMore).toBe(false);
    expect((await escort.call('GET', `${API}/users/conversations/${id}/messages?after_seq=1&before_seq=3`)).status).toBe(422);
    expect((await escort.call('GET', `${API}/users/conversations/${id}/messages?limit=101`)).status).toBe(422);
  });

  test('a retry with the same clientId is the same message, published once', async () => {
    const { punter, id } = await pair();
    const first = await send(punter, id, 'Are you free tonight?', 'retry-client-0001');
    const again = await send(punter, id, 'Are you free tonight?', 'retry-client-0001');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(messageResponseSchema.parse(again.body).results).toEqual(messageResponseSchema.parse(first.body).results);
    expect(events.filter((e) => e.event === 'message.created')).toHaveLength(1);
    expect(rows(t, 'SELECT count(*) AS n FROM messages WHERE conversation_id = ?', id)[0]).toEqual({ n: 1 });
  });

  test('text is stored and answered exactly as typed', async () => {
    const { punter, escort, id } = await pair();
    const text = '<script>alert(1)</script> & <b>bold</b> "quoted" 😊\nsecond line';
    expect((await send(punter, id, text)).status).toBe(201);
    expect(rows(t, 'SELECT body FROM messages WHERE conversation_id = ?', id)).toEqual([{ body: text }]);
    const res = await escort.call('GET', `${API}/users/conversations/${id}/messages`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(messagesResponseSchema.parse(res.body).results[0]!.body).toBe(text);
  });

  test('only the two members read and write; others get 404, anonymous 401; bad input 422', async () => {
    const { punter, id } = await pair();
    const stranger = await signIn(t, newPunter(t).username);
    const anonymous = t.client();
    for (const c of [stranger, anonymous]) {
      const expected = c === anonymous ? 401 : 404;
      expect((await c.call('GET', `${API}/users/conversations/${id}/messages`)).status).toBe(expected);
      expect((await send(c, id, 'hello')).status).toBe(expected);
      expect((await c.call('POST', `${API}/users/conversations/${id}/read`, { seq: 1 })).status).toBe(expected);
      expect((await c.call('POST', `${API}/users/conversations/${id}/report`, { reason: 'spam' })).status).toBe(expected);
    }
    expect((await list(stranger)).map((c) => c.id)).not.toContain(id);
    expect((await send(punter, id, 'x'.repeat(MESSAGE_BODY_MAX + 1))).status).toBe(422);
    expect((await send(punter, id, 'x'.repeat(MESSAGE_BODY_MAX))).status).toBe(201);
    expect((await send(punter, id, '   ')).status).toBe(422);
    expect((await send(punter, id, 'hi', 'no spaces allowed')).status).toBe(422);
    expect((await punter.call('POST', `${API}/users/conversations/${id}/messages`, { body: 'hi' })).status).toBe(422);
    expect((await send(punter, 424242, 'hi')).status).toBe(404);
  });

  test(`at most ${REQUEST_LIMITS.messagePerUser.max} messages a minute per user`, async () => {
    const { punter, id } = await pair();
    for (let i = 0; i < REQUEST_LIMITS.messagePerUser.max; i++) expect((await send(punter, id, `n${i}`)).status).toBe(201);
    const over = await send(punter, id, 'one too many');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(REQUEST_LIMITS.messagePerUser.windowSeconds);
    expect((await send(punter, id, 'after the minute')).status).toBe(201);
  });
});

describe('read state and settings', () => {
  test('reading publishes the position to both while both have read receipts on, else only to the reader', async () => {
    const { p, punter, escort, id } = await pair();
    for (let i = 0; i < 3; i++) await send(punter, id, `r${i}`);
    events.length = 0;
    const read = await escort.call('POST', `${API}/users/conversations/${id}/read`, { seq: 99 });
    expect(read.status).toBe(200);
    // Clamped to the newest message.
    expect(read.body).toEqual({ results: { conversationId: id, lastReadSeq: 3 } });
    expect(events).toEqual([
      {
        channels: [`private-encrypted-user.${escortId()}`, `private-encrypted-user.${p.id}`],
        event: 'conversation.read',
        data: { conversationId: id, userId: escortId(), seq: 3 },
        exclude: undefined,
        storedFirst: undefined,
      },
    ]);
    expect((await list(punter)).find((c) => c.id === id)?.otherReadSeq).toBe(3);
    expect((await list(escort)).find((c) => c.id === id)?.unread).toBe(0);
    // It never moves back.
    expect((await escort.call('POST', `${API}/users/conversations/${id}/read`, { seq: 1 })).body).toEqual({
      results: { conversationId: id, lastReadSeq: 3 },
    });

    // The punter turns read receipts off: sends none, sees none.
    const off = await punter.call('PATCH', `${API}/users/messaging-settings`, { readReceipts: false });
    expect(messagingSettingsResponseSchema.parse(off.body).results).toEqual({ readReceipts: false, typing: true });
    expect((await list(punter)).find((c) => c.id === id)?.otherReadSeq).toBeNull();
    expect((await history(punter, id)).otherReadSeq).toBeNull();
    await send(escort, id, 'answer');
    events.length = 0;
    await punter.call('POST', `${API}/users/conversations/${id}/read`, { seq: 4 });
    expect(events.map((e) => e.channels)).toEqual([[`private-encrypted-user.${p.id}`]]);
    expect((await list(escort)).find((c) => c.id === id)?.otherReadSeq).toBeNull();
    expect((await punter.call('PATCH', `${API}/users/messaging-settings`, {})).status).toBe(422);
    expect((await t.client().call('GET', `${API}/users/messaging-settings`)).status).toBe(401);
  });
});

describe('safety', () => {
  test('a block stops messages both ways and a new conversation; unblocking opens it again', async () => {
    const { p, punter, escort, id } = await pair();
    const blocked = await escort.call('POST', `${API}/users/blocks/${p.id}`, {});
    expect(blockResponseSchema.parse(blocked.body).results).toEqual({ userId: p.id, blocked: true });
    expect((await send(punter, id, 'hello?')).status).toBe(403);
    expect((await send(escort, id, 'bye')).status).toBe(403);
    expect((await start(punter, escortId())).status).toBe(403);
    expect((await list(escort)).find((c) => c.id === id)).toMatchObject({ blocked: true, canSend: false });
    expect((await list(punter)).find((c) => c.id === id)).toMatchObject({ blocked: false, canSend: false });
    // Reading the history still works.
    expect((await punter.call('GET', `${API}/users/conversations/${id}/messages`)).status).toBe(200);
    expect((await escort.call('DELETE', `${API}/users/blocks/${p.id}`, {})).status).toBe(200);
    expect((await send(punter, id, 'hello again')).status).toBe(201);
    expect((await escort.call('POST', `${API}/users/blocks/${escortId()}`, {})).status).toBe(422);
    expect((await escort.call('POST', `${API}/users/blocks/99999999`, {})).status).toBe(404);
  });

  test('a report lands in the admins’ queue with the messages before it', async () => {
    const { p, punter, escort, id } = await pair();
    await send(punter, id, 'first');
    await send(escort, id, 'rude answer');
    const res = await punter.call('POST', `${API}/users/conversations/${id}/report`, { reason: 'harassment', note: 'Insults' });
    expect(res.status).toBe(201);
    const reportId = (res.body as { results: { id: number } }).results.id;
    const again = await punter.call('POST', `${API}/users/conversations/${id}/report`, { reason: 'harassment' });
    expect([again.status, (again.body as { results: { id: number } }).results.id]).toEqual([200, reportId]);
    expect((await punter.call('POST', `${API}/users/conversations/${id}/report`, { reason: 'nonsense' })).status).toBe(422);

    expect((await punter.call('GET', `${API}/admin/conversation-reports`)).status).toBe(403);
    const a = await signIn(t, 'admin');
    const queue = conversationReportsResponseSchema.parse((await a.call('GET', `${API}/admin/conversation-reports`)).body);
    const item = queue.results.find((r) => r.id === reportId)!;
    expect(item).toMatchObject({
      conversationId: id,
      reason: 'harassment',
      note: 'Insults',
      reporter: { id: p.id, username: p.username },
      reported: { id: escortId(), username: 'escort' },
      resolvedAt: null,
    });
    expect(item.messages.map((m) => m.body)).toEqual(['first', 'rude answer']);
    const resolved = await a.call('POST', `${API}/admin/conversation-reports/${reportId}/resolve`, { note: 'Warned the escort.' });
    expect(resolved.status).toBe(200);
    const done = conversationReportsResponseSchema.parse((await a.call('GET', `${API}/admin/conversation-reports?status=resolved`)).body);
    expect(done.results.find((r) => r.id === reportId)?.resolutionNote).toBe('Warned the escort.');
    expect((await a.call('POST', `${API}/admin/conversation-reports/${reportId}/resolve`, { note: 'Again.' })).status).toBe(404);
  });
});

describe('attachments', () => {
  test('an image goes through the pipeline, is sent once and is served to the members only', async () => {
    const { punter, escort, id } = await pair();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testImage({ width: 900, height: 700, seed: 3 }))]), 'me.jpg');
    const res = await upload(punter, id, form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const attachment = attachmentResponseSchema.parse(res.body).results;
    const notImage = new FormData();
    notImage.append('file', new Blob([new TextEncoder().encode('plain text, not an image')]), 'x.jpg');
    expect((await upload(punter, id, notImage)).status).toBe(422);
    const stranger = await signIn(t, newPunter(t).username);
    expect((await upload(stranger, id, form)).status).toBe(404);
    expect(attachment.width).toBeLessThanOrEqual(1280);

    const msg = await punter.call('POST', `${API}/users/conversations/${id}/messages`, {
      body: '',
      clientId: 'with-image-01',
      attachmentId: attachment.id,
    });
    expect(msg.status, JSON.stringify(msg.body)).toBe(201);
    expect(messageResponseSchema.parse(msg.body).results.attachment?.url).toBe(attachment.url);
    const reused = await punter.call('POST', `${API}/users/conversations/${id}/messages`, {
      body: 'x',
      clientId: 'with-image-02',
      attachmentId: attachment.id,
    });
    expect(reused.status).toBe(422);

    const seen = await escort.call('GET', attachment.url);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect((await stranger.call('GET', attachment.url)).status).toBe(404);
  });
});

describe('the realtime channel rules', () => {
  test('a conversation channel admits its two members only', async () => {
    const { p, id } = await pair();
    const rule = conversationChannelRule(t.deps.db);
    expect(await rule({ id: p.id }, `presence-conversation.${id}`)).toMatchObject({ user_id: String(p.id), user_info: { typing: true } });
    expect(await rule({ id: escortId() }, `presence-conversation.${id}`)).toMatchObject({ user_id: String(escortId()) });
    expect(await rule({ id: idOf(t, 'punter-basic') }, `presence-conversation.${id}`)).toBe(false);
    expect(await rule({ id: p.id }, `private-conversation.${id}`)).toBe(false);
    expect(await rule({ id: p.id }, `presence-conversation.${id}x`)).toBe(false);
  });
});

describe('demo data', () => {
  test('the demo punter and the demo escort have a conversation; the escort’s last answer is unread', async () => {
    const punter = await signIn(t, 'punter');
    const c = (await list(punter)).find((x) => x.other.id === escortId())!;
    expect(c).toMatchObject({ lastSeq: DEMO_MESSAGES.length, unread: 1, other: { role: 'escort' } });
    expect((await history(punter, c.id)).results.map((m) => m.body)).toEqual(DEMO_MESSAGES.map((m) => m.body));
  });
});
