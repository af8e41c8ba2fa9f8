/**
 * Messaging over the real transport: the app as `npm start` serves it, pusher-js in Node as the
 * browser's client. A message the escort sends reaches the punter's encrypted channel at once, and
 * pusher-js opens it; the conversation's presence channel admits its two members only.
 */
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { userChannel } from '../../lib/api/messages-codes.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { idOf, signIn } from '../testing/punter.ts';
import { connectPusher, serveApp } from '../testing/realtime.ts';

const API = '/api/v2';
let t: AuthTestApp;
let served: Awaited<ReturnType<typeof serveApp>>;
const open: Pusher[] = [];

beforeAll(async () => {
  t = await createAuthTestApp();
  served = await serveApp(t.app);
});
afterAll(async () => {
  for (const p of open) p.disconnect();
  await served.close();
  await t.close();
});

/** Subscribe and wait for the answer (bound before the server can answer). */
const subscribe = (pusher: Pusher, name: string) => {
  const channel = pusher.subscribe(name);
  const result = new Promise<'ok' | 'refused'>((resolve) => {
    channel.bind('pusher:subscription_succeeded', () => resolve('ok'));
    channel.bind('pusher:subscription_error', () => resolve('refused'));
  });
  return { channel, result };
};

test('the escort’s message reaches the punter live; the conversation channel admits only its members', async () => {
  const punter = await signIn(t, 'punter');
  const escort = await signIn(t, 'escort');
  const list = await punter.call('GET', `${API}/users/conversations`);
  expect(list.status).toBe(200);
  const conversation = (list.body as { results: { id: number; other: { id: number } }[] }).results.find(
    (c) => c.other.id === idOf(t, 'escort'),
  )!;

  const live = await connectPusher(served, punter);
  open.push(live);
  const { channel: mine, result: mineResult } = subscribe(live, userChannel(idOf(t, 'punter')));
  const room = subscribe(live, `presence-conversation.${conversation.id}`);
  expect(await mineResult).toBe('ok');
  expect(await room.result).toBe('ok');

  const stranger = await connectPusher(served, await signIn(t, 'punter-basic'));
  open.push(stranger);
  expect(await subscribe(stranger, `presence-conversation.${conversation.id}`).result).toBe('refused');
  expect(await subscribe(stranger, userChannel(idOf(t, 'punter'))).result).toBe('refused');

  const arrived = new Promise<{ body: string; seq: number }>((resolve) =>
    mine.bind('message.created', (data: { message: { body: string; seq: number } }) => resolve(data.message)),
  );
  const sent = await escort.call('POST', `${API}/users/conversations/${conversation.id}/messages`, {
    body: 'Bis später!',
    clientId: 'live-test-0001',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
  const message = await arrived;
  expect(message.body).toBe('Bis später!');
  expect(message.seq).toBeGreaterThan(0);
});
