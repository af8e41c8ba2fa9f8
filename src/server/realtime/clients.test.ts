/**
 * The built-in server driven by the official clients: pusher-js (its Node build) connecting to the
 * app as `npm start` serves it and authorising through /broadcasting/auth with a session cookie,
 * and the official `pusher` SDK publishing through the HTTP API.
 */
import Pusher, { type Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../testing/auth-app.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { idOf, signIn } from '../testing/punter.ts';
import { connectPusher, serveApp } from '../testing/realtime.ts';
import { md5Hex, requestSignature } from './signing.ts';
import { pusherPublisher, type Publisher } from './publisher.ts';
import type { Realtime } from './realtime.ts';
import { registerChannelRule } from './rules.ts';

let t: AuthTestApp;
let served: Awaited<ReturnType<typeof serveApp>>;
let realtime: Realtime;
let sdk: Publisher;
const open: Pusher[] = [];
let removeRule: () => void;

beforeAll(async () => {
  t = await createAuthTestApp();
  served = await serveApp(t.app);
  realtime = served.realtime;
  sdk = pusherPublisher({
    ...realtime.keys.app,
    host: '127.0.0.1',
    port: served.port,
    useTLS: false,
    encryptionMasterKeyBase64: realtime.keys.masterKey!.toString('base64'),
  });
  removeRule = registerChannelRule('presence-test-room.', (user) =>
    Promise.resolve({ user_id: String(user.id), user_info: { id: user.id } }),
  );
});
afterAll(async () => {
  removeRule();
  for (const p of open) p.disconnect();
  await served.close();
  await t.close();
});

/** pusher-js connected as the signed-in `client` (closed after the tests). */
async function connect(client: Client): Promise<Pusher> {
  const pusher = await connectPusher(served, client);
  open.push(pusher);
  return pusher;
}

const subscribed = (channel: Channel) =>
  new Promise<unknown>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', resolve);
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });
const nextEvent = (channel: Channel, event: string) => new Promise<unknown>((resolve) => channel.bind(event, resolve));

describe('pusher-js against the built-in server', () => {
  it('subscribes to the own private channel and receives what the publisher sends, except on the excluded socket', async () => {
    const id = idOf(t, 'punter');
    const tab1 = await connect(await signIn(t, 'punter'));
    const tab2 = await connect(await signIn(t, 'punter'));
    const ch1 = tab1.subscribe(`private-user.${id}`);
    const ch2 = tab2.subscribe(`private-user.${id}`);
    await Promise.all([subscribed(ch1), subscribed(ch2)]);
    const got = nextEvent(ch2, 'notification');
    let echoed = false;
    ch1.bind('notification', () => (echoed = true));
    await realtime.publisher.publish([`private-user.${id}`], 'notification', { kind: 'message' }, tab1.connection.socket_id);
    expect(await got).toEqual({ kind: 'message' });
    // Through the official SDK and the HTTP API, too.
    const viaSdk = nextEvent(ch1, 'review');
    await sdk.publish([`private-user.${id}`], 'review', { stars: 5 });
    expect(await viaSdk).toEqual({ stars: 5 });
    expect(echoed).toBe(false);
  });

  it('fails the subscription to someone else’s channel', async () => {
    const p = await connect(await signIn(t, 'punter-basic'));
    await expect(subscribed(p.subscribe(`private-user.${idOf(t, 'escort')}`))).rejects.toThrow(/403/);
  });

  it('decrypts events on the own encrypted channel, from the built-in publisher and from the SDK', async () => {
    const id = idOf(t, 'escort');
    const p = await connect(await signIn(t, 'escort'));
    const ch = p.subscribe(`private-encrypted-user.${id}`);
    await subscribed(ch);
    const local = nextEvent(ch, 'secret');
    await realtime.publisher.publish([`private-encrypted-user.${id}`], 'secret', { text: 'from the server' });
    expect(await local).toEqual({ text: 'from the server' });
    const remote = nextEvent(ch, 'secret2');
    await sdk.publish([`private-encrypted-user.${id}`], 'secret2', { text: 'through the SDK' });
    expect(await remote).toEqual({ text: 'through the SDK' });
  });

  it('shows presence members, relays client events to the other member only, and announces departures', async () => {
    const punter = await connect(await signIn(t, 'punter'));
    const escort = await connect(await signIn(t, 'escort'));
    const a = punter.subscribe('presence-test-room.1') as Channel & { members: { count: number; me: { id: string } } };
    await subscribed(a);
    const added = nextEvent(a, 'pusher:member_added');
    const b = escort.subscribe('presence-test-room.1') as Channel & { members: { count: number } };
    await subscribed(b);
    expect(await added).toEqual({ id: String(idOf(t, 'escort')), info: { id: idOf(t, 'escort') } });
    expect(b.members.count).toBe(2);

    const typing = nextEvent(b, 'client-typing');
    let echoed = false;
    a.bind('client-typing', () => (echoed = true));
    expect(a.trigger('client-typing', { on: true })).toBe(true);
    expect(await typing).toEqual({ on: true });
    expect(echoed).toBe(false);

    const removed = nextEvent(a, 'pusher:member_removed');
    escort.disconnect();
    expect(await removed).toEqual({ id: String(idOf(t, 'escort')), info: { id: idOf(t, 'escort') } });
  });
});

describe('the Pusher HTTP API of the built-in server', () => {
  const post = (path: string, body: string, query: Record<string, string>) =>
    fetch(`${served.origin}${path}?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  const signed = (path: string, body: string, secret: string, extra: Record<string, string> = {}) => {
    const query = {
      auth_key: realtime.keys.app.key,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: md5Hex(body),
      ...extra,
    };
    return { ...query, auth_signature: requestSignature(secret, 'POST', path, query) };
  };

  it('accepts a correctly signed event and refuses a wrong signature, a changed body and an old timestamp', async () => {
    const path = `/apps/${realtime.keys.app.appId}/events`;
    const body = JSON.stringify({ name: 'x', data: '{}', channels: ['news'] });
    expect((await post(path, body, signed(path, body, realtime.keys.app.secret))).status).toBe(200);
    expect((await post(path, body, signed(path, body, 'another-secret'))).status).toBe(401);
    expect((await post(path, `${body} `, signed(path, body, realtime.keys.app.secret))).status).toBe(401);
    const old = signed(path, body, realtime.keys.app.secret, { auth_timestamp: String(Math.floor(Date.now() / 1000) - 3600) });
    expect((await post(path, body, old)).status).toBe(401);
    expect((await post('/apps/other/events', body, signed('/apps/other/events', body, realtime.keys.app.secret))).status).toBe(404);
  });

  it('refuses event data over 10 KB with 413; the SDK publisher refuses it before sending', async () => {
    const path = `/apps/${realtime.keys.app.appId}/events`;
    const body = JSON.stringify({ name: 'x', data: 'y'.repeat(10 * 1024 + 1), channel: 'news' });
    expect((await post(path, body, signed(path, body, realtime.keys.app.secret))).status).toBe(413);
    await expect(sdk.publish(['news'], 'x', 'y'.repeat(10 * 1024 + 1))).rejects.toThrow(/10240/);
  });
});
