/**
 * The browser's realtime client against the app as `npm start` serves it: the configuration comes
 * from the API, the state store walks through the connection states, a listener gets the events
 * of its channel, a channel that is not the user's reports the refusal's status, and the channel is
 * left only when its last listener goes. Encrypted channels: pusher-js's encryption build loads only
 * for them (here its stand-in is the Node build, which decrypts too, counted as it is built), takes
 * over the listeners of a running plain client without a gap in the state store, and hands the
 * events over decrypted; an authorisation without the shared secret fails the subscription.
 */
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { userChannel } from './api/messages-codes.ts';
import { configureApi } from './api/http.ts';
import {
  $realtimeState,
  connectRealtime,
  disconnectRealtime,
  isEncryptedChannel,
  listen,
  realtimeDecrypts,
  realtimeSocketId,
  type RealtimeState,
} from './realtime.ts';
import { createAuthTestApp, type AuthTestApp } from '../server/testing/auth-app.ts';
import { idOf, signIn } from '../server/testing/punter.ts';
import { serveApp } from '../server/testing/realtime.ts';

// The browser's encryption build needs a browser; Node's pusher-js reads encrypted channels as well.
// Bundled, the CommonJS wrapper hands over the wrapped module (`{ default: Pusher }`): so does this
// stand-in; `broken` makes it a chunk without a client class.
const encryptionBuilds = vi.hoisted(() => ({ count: 0, broken: false }));
vi.mock('pusher-js/with-encryption', async () => {
  const { default: NodePusher } = await import('pusher-js');
  class EncryptionBuild extends NodePusher {
    constructor(...args: ConstructorParameters<typeof NodePusher>) {
      encryptionBuilds.count++;
      super(...args);
    }
  }
  return {
    get default() {
      return encryptionBuilds.broken ? {} : { default: EncryptionBuild };
    },
  };
});

let t: AuthTestApp;
let served: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  t = await createAuthTestApp();
  served = await serveApp(t.app);
});
afterEach(() => {
  disconnectRealtime();
  vi.restoreAllMocks();
});
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

test('a listener gets the events of the user’s encrypted channel, and every listener of it gets them', async () => {
  await as('punter');
  const escort = await signIn(t, 'escort');
  const channel = userChannel(idOf(t, 'punter'));
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
  const status = await new Promise<number>((resolve) => listen(userChannel(idOf(t, 'punter')), {}, { onError: resolve }));
  expect(status).toBe(403);
});

test('without a configuration the state is failed and no client exists', async () => {
  configureApi({ origin: 'http://127.0.0.1:9', headers: undefined });
  expect(await connectRealtime()).toBeNull();
  expect($realtimeState.get()).toBe('failed');
});

test('encrypted channels are the private-encrypted- ones', () => {
  expect(isEncryptedChannel('private-encrypted-user.5')).toBe(true);
  expect(isEncryptedChannel('private-user.5')).toBe(false);
  expect(isEncryptedChannel('presence-conversation.5')).toBe(false);
});

test('an encrypted channel takes the running plain client’s listeners over to the encryption build and hears its events decrypted', async () => {
  await as('punter');
  const id = idOf(t, 'punter');
  const plain = `private-user.${id}`;
  const sealed = `private-encrypted-user.${id}`;
  const plainSeen: string[] = [];
  let plainSubscribed = 0;
  const stopPlain = listen(plain, { note: (d: { text: string }) => plainSeen.push(d.text) }, { onSubscribed: () => plainSubscribed++ });
  await until(() => plainSubscribed === 1 && $realtimeState.get() === 'connected');
  // Plain channels only: the plain build.
  expect(realtimeDecrypts()).toBe(false);
  const builds = encryptionBuilds.count;
  const plainSocket = realtimeSocketId();

  const states: RealtimeState[] = [];
  const unwatch = $realtimeState.listen((state) => void states.push(state));
  const sealedSeen: unknown[] = [];
  let sealedSubscribed = 0;
  const stopSealed = listen(sealed, { secret: (d: unknown) => sealedSeen.push(d) }, { onSubscribed: () => sealedSubscribed++ });
  // The plain listener is subscribed again on the new client (the moment to fetch what it missed).
  await until(() => sealedSubscribed === 1 && plainSubscribed === 2);
  unwatch();
  expect(encryptionBuilds.count).toBe(builds + 1);
  expect(realtimeDecrypts()).toBe(true);
  expect(realtimeSocketId()).toMatch(/^\d+\.\d+$/);
  expect(realtimeSocketId()).not.toBe(plainSocket);
  // The take-over happened behind the scenes: the page never showed "reconnecting".
  expect(states.filter((s) => s !== 'connected')).toEqual([]);

  await served.realtime.publisher.publish([sealed], 'secret', { text: 'nur für dich' });
  await served.realtime.publisher.publish([plain], 'note', { text: 'für alle Tabs' });
  await until(() => sealedSeen.length === 1 && plainSeen.length === 1);
  expect(sealedSeen).toEqual([{ text: 'nur für dich' }]);
  expect(plainSeen).toEqual(['für alle Tabs']);

  // One client for the page: a further listener of either kind opens nothing new.
  const pusher = await connectRealtime();
  expect(pusher!.channel(sealed)?.subscribed).toBe(true);
  expect(encryptionBuilds.count).toBe(builds + 1);
  stopSealed();
  expect(pusher!.channel(sealed)).toBeUndefined();
  stopPlain();
});

test('a page whose first channel is encrypted opens the encryption build at once, and plain channels share it', async () => {
  await as('punter');
  const id = idOf(t, 'punter');
  const builds = encryptionBuilds.count;
  let subscribed = 0;
  const stopSealed = listen(`private-encrypted-user.${id}`, {}, { onSubscribed: () => subscribed++ });
  const stopPlain = listen(`private-user.${id}`, {}, { onSubscribed: () => subscribed++ });
  await until(() => subscribed === 2);
  expect(encryptionBuilds.count).toBe(builds + 1);
  expect(realtimeDecrypts()).toBe(true);
  stopSealed();
  stopPlain();
});

test('without the encryption build an encrypted channel reports 0, and plain channels keep their client', async () => {
  await as('punter');
  const id = idOf(t, 'punter');
  let plainSubscribed = 0;
  const stopPlain = listen(`private-user.${id}`, {}, { onSubscribed: () => plainSubscribed++ });
  await until(() => plainSubscribed === 1);
  const socket = realtimeSocketId();
  encryptionBuilds.broken = true;
  try {
    const status = await new Promise<number>((resolve) => listen(`private-encrypted-user.${id}`, {}, { onError: resolve }));
    expect(status).toBe(0);
  } finally {
    encryptionBuilds.broken = false;
  }
  expect(realtimeDecrypts()).toBe(false);
  expect(realtimeSocketId()).toBe(socket);
  expect($realtimeState.get()).toBe('connected');
  // A later encrypted listener tries again, and succeeds.
  let sealedSubscribed = 0;
  const stopSealed = listen(`private-encrypted-user.${id}`, {}, { onSubscribed: () => sealedSubscribed++ });
  await until(() => sealedSubscribed === 1 && plainSubscribed === 2);
  expect(realtimeDecrypts()).toBe(true);
  stopSealed();
  stopPlain();
});

test('a logout while the encryption client is on its way closes it: nothing is heard any more', async () => {
  await as('punter');
  const id = idOf(t, 'punter');
  let plainSubscribed = 0;
  listen(`private-user.${id}`, {}, { onSubscribed: () => plainSubscribed++ });
  await until(() => plainSubscribed === 1);
  let sealedSubscribed = 0;
  listen(`private-encrypted-user.${id}`, {}, { onSubscribed: () => sealedSubscribed++ });
  disconnectRealtime();
  // Long enough for a connection on the loopback to open and subscribe, had it been kept.
  await new Promise((resolve) => setTimeout(resolve, 750));
  expect($realtimeState.get()).toBe('disconnected');
  expect(realtimeDecrypts()).toBe(false);
  expect(realtimeSocketId()).toBeUndefined();
  expect([plainSubscribed, sealedSubscribed]).toEqual([1, 0]);
});

test('another user’s encrypted channel is refused with its status', async () => {
  await as('punter-basic');
  const status = await new Promise<number>((resolve) => listen(`private-encrypted-user.${idOf(t, 'punter')}`, {}, { onError: resolve }));
  expect(status).toBe(403);
});

test('an encrypted channel whose authorisation carries no shared secret fails the subscription', async () => {
  await as('punter');
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const res = await real(input, init);
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    if (!url.endsWith('/broadcasting/auth')) return res;
    const { shared_secret: _dropped, ...rest } = (await res.json()) as Record<string, unknown>;
    return new Response(JSON.stringify(rest), { status: res.status, headers: { 'content-type': 'application/json' } });
  });
  let subscribed = false;
  const status = await new Promise<number>((resolve) =>
    listen(`private-encrypted-user.${idOf(t, 'punter')}`, {}, { onError: resolve, onSubscribed: () => (subscribed = true) }),
  );
  // The server granted it (200), but without the key nothing could be read: no HTTP refusal to report.
  expect(status).toBe(0);
  expect(subscribed).toBe(false);
});
