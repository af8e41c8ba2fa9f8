import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rawClient, startRealtime, TEST_APP, type RawClient } from '../testing/realtime.ts';
import { decryptEvent } from './encrypt.ts';
import { localPublisher } from './publisher.ts';
import type { RealtimeServer } from './server.ts';
import { channelAuth, channelSharedSecret } from './signing.ts';

let server: { realtime: RealtimeServer; port: number; close(): Promise<void> };
beforeAll(async () => {
  // The public channels these tests use; every connection comes from this machine.
  server = await startRealtime({ publicChannels: ['news', 'lobby'], maxConnectionsPerAddress: 1000 });
});
afterAll(() => server.close());

const subscribe = (c: RawClient, channel: string, o: { auth?: string; channelData?: string } = {}) =>
  c.send({ event: 'pusher:subscribe', data: { channel, auth: o.auth, channel_data: o.channelData } });
const subscribed = (c: RawClient, channel: string) =>
  c.next((f) => f.channel === channel && f.event === 'pusher_internal:subscription_succeeded');
const subscribePrivate = async (c: RawClient, channel: string) => {
  subscribe(c, channel, { auth: channelAuth(TEST_APP, c.socketId, channel) });
  await subscribed(c, channel);
};
const joinPresence = async (c: RawClient, channel: string, userId: string) => {
  const channelData = JSON.stringify({ user_id: userId, user_info: { name: `user ${userId}` } });
  subscribe(c, channel, { auth: channelAuth(TEST_APP, c.socketId, channel, channelData), channelData });
  return subscribed(c, channel);
};
/** A ping answered proves every frame sent to `c` before it has arrived. */
const settle = async (c: RawClient) => {
  c.send({ event: 'pusher:ping', data: {} });
  await c.next((f) => f.event === 'pusher:pong');
};

describe('the built-in Pusher-protocol server', () => {
  it('greets with connection_established: a socket id and the 120 s activity timeout', async () => {
    const c = await rawClient(server.port, { established: false });
    const hello = await c.next();
    expect(hello.event).toBe('pusher:connection_established');
    expect(hello.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/) as string, activity_timeout: 120 });
    c.ws.close();
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const c = await rawClient(server.port);
    c.send({ event: 'pusher:ping', data: {} });
    expect((await c.next()).event).toBe('pusher:pong');
    c.ws.close();
  });

  it.each([
    ['an unknown app key', { key: 'nope' }, 4001],
    ['no protocol version', { query: 'client=js' }, 4008],
    ['a version that is not a number', { query: 'protocol=seven' }, 4006],
    ['an unsupported version', { query: 'protocol=6' }, 4007],
  ])('closes a connection with %s with its protocol code', async (_name, o, code) => {
    const c = await rawClient(server.port, { ...o, established: false });
    const error = await c.next();
    expect(error).toMatchObject({ event: 'pusher:error', data: { code } });
    expect(await c.closed).toBe(code);
  });

  it('answers upgrades on other paths with 404', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/socket`);
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(404);
  });

  it('subscribes to public channels without auth and to private channels with the right signature only', async () => {
    const c = await rawClient(server.port);
    subscribe(c, 'news');
    await subscribed(c, 'news');
    await subscribePrivate(c, 'private-user.1');
    subscribe(c, 'private-user.2', { auth: `${TEST_APP.key}:${'0'.repeat(64)}` });
    expect(await c.next((f) => f.channel === 'private-user.2')).toEqual({
      event: 'pusher:subscription_error',
      channel: 'private-user.2',
      data: { type: 'AuthError', error: expect.any(String) as string, status: 401 },
    });
    // A signature for another socket is refused too.
    subscribe(c, 'private-user.3', { auth: channelAuth(TEST_APP, '1.1', 'private-user.3') });
    expect((await c.next((f) => f.channel === 'private-user.3')).event).toBe('pusher:subscription_error');
    expect(server.realtime.hub.subscribers('private-user.2') + server.realtime.hub.subscribers('private-user.3')).toBe(0);
    c.ws.close();
  });

  it('keeps presence members unique by user id and announces arrivals and departures to the others', async () => {
    const channel = 'presence-room.1';
    const a = await rawClient(server.port);
    const b = await rawClient(server.port);
    const b2 = await rawClient(server.port);
    const first = await joinPresence(a, channel, '7');
    expect(first.data).toEqual({ presence: { ids: ['7'], hash: { 7: { name: 'user 7' } }, count: 1 } });
    const second = await joinPresence(b, channel, '8');
    expect(second.data).toMatchObject({ presence: { ids: ['7', '8'], count: 2 } });
    expect(await a.next((f) => f.event === 'pusher_internal:member_added')).toEqual({
      event: 'pusher_internal:member_added',
      channel,
      data: { user_id: '8', user_info: { name: 'user 8' } },
    });
    // The same user in a second tab: no new member.
    expect((await joinPresence(b2, channel, '8')).data).toMatchObject({ presence: { count: 2 } });
    b.send({ event: 'pusher:unsubscribe', data: { channel } });
    await settle(a);
    expect(a.pending.filter((f) => f.event.startsWith('pusher_internal:member'))).toEqual([]);
    b2.ws.close();
    expect(await a.next((f) => f.event === 'pusher_internal:member_removed')).toEqual({
      event: 'pusher_internal:member_removed',
      channel,
      data: { user_id: '8' },
    });
    a.ws.close();
    b.ws.close();
  });

  it('refuses presence subscriptions with a wrong signature or channel_data without user_id', async () => {
    const c = await rawClient(server.port);
    const channel = 'presence-room.2';
    const data = JSON.stringify({ user_id: '1' });
    subscribe(c, channel, { auth: channelAuth(TEST_APP, c.socketId, channel, JSON.stringify({ user_id: '2' })), channelData: data });
    expect(await c.next((f) => f.channel === channel)).toMatchObject({ event: 'pusher:subscription_error', data: { status: 401 } });
    const noId = JSON.stringify({ user_info: {} });
    subscribe(c, channel, { auth: channelAuth(TEST_APP, c.socketId, channel, noId), channelData: noId });
    expect(await c.next((f) => f.channel === channel)).toMatchObject({ event: 'pusher:subscription_error' });
    c.ws.close();
  });

  it('relays client events on private and presence channels to the others, never back to the sender', async () => {
    const a = await rawClient(server.port);
    const b = await rawClient(server.port);
    await subscribePrivate(a, 'private-chat.1');
    await subscribePrivate(b, 'private-chat.1');
    a.send({ event: 'client-typing', channel: 'private-chat.1', data: { typing: true } });
    expect(await b.next((f) => f.event === 'client-typing')).toEqual({
      event: 'client-typing',
      channel: 'private-chat.1',
      data: { typing: true },
    });
    await settle(a);
    expect(a.pending.filter((f) => f.event === 'client-typing')).toEqual([]);

    await joinPresence(a, 'presence-chat.1', '1');
    await joinPresence(b, 'presence-chat.1', '2');
    a.send({ event: 'client-read', channel: 'presence-chat.1', data: { upTo: 4 } });
    expect(await b.next((f) => f.event === 'client-read')).toMatchObject({ user_id: '1', data: { upTo: 4 } });
    a.ws.close();
    b.ws.close();
  });

  it('refuses client events on public channels and on channels the socket is not subscribed to (4301)', async () => {
    const a = await rawClient(server.port);
    const b = await rawClient(server.port);
    subscribe(a, 'lobby');
    subscribe(b, 'lobby');
    await subscribed(a, 'lobby');
    await subscribed(b, 'lobby');
    a.send({ event: 'client-hi', channel: 'lobby', data: {} });
    expect(await a.next((f) => f.event === 'pusher:error')).toMatchObject({ data: { code: 4301 } });
    a.send({ event: 'client-hi', channel: 'private-chat.9', data: {} });
    expect(await a.next((f) => f.event === 'pusher:error')).toMatchObject({ data: { code: 4301 } });
    await settle(b);
    expect(b.pending.filter((f) => f.event === 'client-hi')).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it('delivers at most 10 client events per second per connection', async () => {
    const a = await rawClient(server.port);
    const b = await rawClient(server.port);
    await subscribePrivate(a, 'private-burst.1');
    await subscribePrivate(b, 'private-burst.1');
    for (let i = 0; i < 13; i++) a.send({ event: 'client-n', channel: 'private-burst.1', data: { i } });
    await settle(a);
    await settle(b);
    expect(b.pending.filter((f) => f.event === 'client-n').map((f) => (f.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(a.pending.filter((f) => f.event === 'pusher:error' && (f.data as { code: number }).code === 4301)).toHaveLength(3);
    a.ws.close();
    b.ws.close();
  });

  it('refuses event data over 10 KB (4301) and closes on frames over 32 KB (1009)', async () => {
    const a = await rawClient(server.port);
    const b = await rawClient(server.port);
    await subscribePrivate(a, 'private-big.1');
    await subscribePrivate(b, 'private-big.1');
    a.send({ event: 'client-big', channel: 'private-big.1', data: 'x'.repeat(10 * 1024 + 1) });
    expect(await a.next((f) => f.event === 'pusher:error')).toMatchObject({
      data: { code: 4301, message: expect.stringContaining('10 KB') as string },
    });
    a.send({ event: 'client-big', channel: 'private-big.1', data: 'x'.repeat(10 * 1024 - 100) });
    expect((await b.next((f) => f.event === 'client-big')).data).toHaveLength(10 * 1024 - 100);
    a.send({ event: 'client-big', channel: 'private-big.1', data: 'x'.repeat(40 * 1024) });
    expect(await a.closed).toBe(1009);
    b.ws.close();
  });

  it('publishes to subscribers except the excluded socket, encrypting on encrypted channels', async () => {
    const masterKey = Buffer.alloc(32, 7);
    const publisher = localPublisher(server.realtime.hub, masterKey);
    const a = await rawClient(server.port);
    const b = await rawClient(server.port);
    await subscribePrivate(a, 'private-user.50');
    await subscribePrivate(b, 'private-user.50');
    await publisher.publish(['private-user.50'], 'message.new', { id: 1 }, a.socketId);
    expect(await b.next((f) => f.event === 'message.new')).toEqual({ event: 'message.new', channel: 'private-user.50', data: { id: 1 } });
    await settle(a);
    expect(a.pending.filter((f) => f.event === 'message.new')).toEqual([]);

    await subscribePrivate(a, 'private-encrypted-user.50');
    await publisher.publish(['private-encrypted-user.50'], 'secret', { text: 'hi' });
    const sealed = await a.next((f) => f.event === 'secret');
    expect(sealed.data).toEqual({ nonce: expect.any(String) as string, ciphertext: expect.any(String) as string });
    expect(channelSharedSecret('private-encrypted-user.50', masterKey)).toHaveLength(32);
    expect(decryptEvent('private-encrypted-user.50', masterKey, JSON.stringify(sealed.data))).toEqual({ text: 'hi' });
    await expect(publisher.publish(['private-user.50'], 'big', 'x'.repeat(10 * 1024 + 1))).rejects.toThrow(/at most 10240/);
    a.ws.close();
    b.ws.close();
  });
});

describe('idle connections and shutdown', () => {
  it('pings a silent socket and closes it with 4201 when no answer comes within the pong timeout', async () => {
    const quick = await startRealtime({ activityTimeoutSeconds: 0.2, pongTimeoutSeconds: 0.2, sweepMs: 25 });
    const silent = await rawClient(quick.port);
    const lively = await rawClient(quick.port);
    expect((await silent.next((f) => f.event === 'pusher:ping')).event).toBe('pusher:ping');
    await lively.next((f) => f.event === 'pusher:ping');
    lively.send({ event: 'pusher:pong', data: {} });
    expect(await silent.closed).toBe(4201);
    expect(lively.ws.readyState).toBe(WebSocket.OPEN);
    await quick.close();
    expect(await lively.closed).toBe(4200);
  });

  it('tells every client to reconnect (4200) when the server closes', async () => {
    const other = await startRealtime();
    const c = await rawClient(other.port);
    await other.close();
    expect(await c.next((f) => f.event === 'pusher:error')).toMatchObject({ data: { code: 4200 } });
    expect(await c.closed).toBe(4200);
  });
});
