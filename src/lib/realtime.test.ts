/**
 * The browser's realtime client against the app as `npm start` serves it: the configuration comes
 * from the API, the state store walks through the connection states, a listener gets the events
 * of its channel, a channel that is not the user's reports the refusal's status, and the channel is
 * left only when its last listener goes.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { configureApi } from './api/http.ts';
import { $realtimeState, connectRealtime, disconnectRealtime, listen, realtimeSocketId, type RealtimeState } from './realtime.ts';
import { createAuthTestApp, type AuthTestApp } from '../server/testing/auth-app.ts';
import { idOf, signIn } from '../server/testing/punter.ts';
import { serveApp } from '../server/testing/realtime.ts';

let t: AuthTestApp;
let served: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  t = await createAuthTestApp();
  served = await serveApp(t.app);
});
afterEach(() => disconnectRealtime());
afterAll(async () => {
  configureApi({ origin: '', headers: undefined });
  await served.close();
  await t.close();
});

/** Point the client at the served app with a user's session cookie (a browser sends it itself). */
async function as(role: string) {
  const client = await signIn(t, role);
  configureApi({
    origin: served.origin,
    headers: () => ({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
  });
  return client;
}

const until = (check: () => boolean, ms = 5000) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const tick = () => (check() ? resolve() : Date.now() - started > ms ? reject(new Error('timed out')) : setTimeout(tick, 10));
    tick();
  });

test('the state store shows the connection from connecting to connected and disconnected', async () => {
  await as('punter');
  const seen: RealtimeState[] = [];
  const stop = $realtimeState.subscribe((s) => seen.push(s));
  const pusher = await connectRealtime();
  expect(pusher).not.toBeNull();
  await until(() => $realtimeState.get() === 'connected');
  expect(realtimeSocketId()).toMatch(/^\d+\.\d+$/);
  disconnectRealtime();
  stop();
  expect(seen).toEqual(expect.arrayContaining(['connecting', 'connected', 'disconnected']));
  expect(seen.indexOf('connecting')).toBeLessThan(seen.indexOf('connected'));
  expect(realtimeSocketId()).toBeUndefined();
});

test('a listener gets the events of the user’s private channel, and every listener of it gets them', async () => {
  await as('punter');
  const escort = await signIn(t, 'escort');
  const channel = `private-user.${idOf(t, 'punter')}`;
  const a: string[] = [];
  const b: string[] = [];
  let subscribed = 0;
  const stopA = listen(
    channel,
    { 'message.created': (d: { message: { body: string } }) => a.push(d.message.body) },
    { onSubscribed: () => subscribed++ },
  );
  const stopB = listen(
    channel,
    { 'message.created': (d: { message: { body: string } }) => b.push(d.message.body) },
    { onSubscribed: () => subscribed++ },
  );
  await until(() => subscribed === 2);

  const list = await escort.call('GET', '/api/v2/users/conversations');
  const conversation = (list.body as { results: { id: number; other: { id: number } }[] }).results.find(
    (c) => c.other.id === idOf(t, 'punter'),
  )!;
  const sent = await escort.call('POST', `/api/v2/users/conversations/${conversation.id}/messages`, {
    body: 'Hallo!',
    clientId: 'rt-client-0001',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  await until(() => a.length === 1 && b.length === 1);
  expect(a).toEqual(['Hallo!']);

  // The first listener goes: the channel stays for the second.
  stopA();
  const again = await escort.call('POST', `/api/v2/users/conversations/${conversation.id}/messages`, {
    body: 'Noch da?',
    clientId: 'rt-client-0002',
  });
  expect(again.status).toBe(201);
  await until(() => b.length === 2);
  expect(a).toEqual(['Hallo!']);
  const pusher = await connectRealtime();
  expect(pusher!.channel(channel)?.subscribed).toBe(true);
  // The last one goes: the channel is left.
  stopB();
  expect(pusher!.channel(channel)).toBeUndefined();
});

test('another user’s channel is refused with its status', async () => {
  await as('punter-basic');
  const status = await new Promise<number>((resolve) => listen(`private-user.${idOf(t, 'punter')}`, {}, { onError: resolve }));
  expect(status).toBe(403);
});

test('without a configuration the state is failed and no client exists', async () => {
  configureApi({ origin: 'http://127.0.0.1:9', headers: undefined });
  expect(await connectRealtime()).toBeNull();
  expect($realtimeState.get()).toBe('failed');
});
