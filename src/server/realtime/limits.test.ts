/**
 * The built-in realtime server under a flood: connections per client address (IPv6 per /64) and per
 * session, the server's own cap, channels per connection and unknown public channels are refused,
 * a connection flooding frames is closed, refusals are security events (a few a minute), HTTP
 * keeps answering meanwhile, and a closed socket leaves nothing behind.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { rawClient, serveApp, startRealtime, TEST_APP, type RawClient } from '../testing/realtime.ts';
import { syncSql } from '../testing/sync-sql.ts';
import { defaultMaxConnections, openFileLimit, type UpgradeRefusal } from './server.ts';
import { channelAuth } from './signing.ts';

const QUERY = 'protocol=7&client=js&version=8.6.0';

/** The HTTP status an upgrade is answered with (101 when it became a WebSocket, which is then closed). */
function upgradeStatus(port: number, key: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?${QUERY}`, { headers });
    ws.once('upgrade', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.once('error', (err) => (/Unexpected server response/.test(err.message) ? undefined : reject(err)));
  });
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('connections per client', () => {
  const refused: UpgradeRefusal[] = [];
  let server: Awaited<ReturnType<typeof startRealtime>>;
  beforeAll(async () => {
    server = await startRealtime({
      maxConnectionsPerAddress: 3,
      maxConnectionsPerSession: 2,
      trustedHops: 1,
      onRefused: (r) => refused.push(r),
    });
  });
  afterAll(() => server.close());

  test('one address gets its cap and no more (429), another address still connects, and a closed one frees a place', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const open: RawClient[] = [];
    for (let i = 0; i < 3; i++) open.push(await rawClient(server.port, { headers: from('203.0.113.5') }));
    expect(await upgradeStatus(server.port, TEST_APP.key, from('203.0.113.5'))).toBe(429);
    expect(await upgradeStatus(server.port, TEST_APP.key, from('203.0.113.5'))).toBe(429);
    expect(await upgradeStatus(server.port, TEST_APP.key, from('203.0.113.6'))).toBe(101);
    // Reported once per address and reason, not once per refused socket.
    expect(refused.filter((r) => r.address === '203.0.113.5')).toEqual([
      { reason: 'address', address: '203.0.113.5', open: expect.any(Number) as number },
    ]);

    open.pop()!.ws.close();
    await until(() => server.realtime.size === 2);
    expect(await upgradeStatus(server.port, TEST_APP.key, from('203.0.113.5'))).toBe(101);
    for (const c of open) c.ws.close();
  });

  test('addresses of one IPv6 /64 count together', async () => {
    const open: RawClient[] = [];
    for (const host of ['1', '2', '3'])
      open.push(await rawClient(server.port, { headers: { 'x-forwarded-for': `2001:db8:aa:bb::${host}` } }));
    expect(await upgradeStatus(server.port, TEST_APP.key, { 'x-forwarded-for': '2001:db8:aa:bb:ffff::9' })).toBe(429);
    expect(await upgradeStatus(server.port, TEST_APP.key, { 'x-forwarded-for': '2001:db8:aa:cc::1' })).toBe(101);
    for (const c of open) c.ws.close();
  });

  test('one session gets its cap from any address', async () => {
    const session = { cookie: 'jwt=one-session-token' };
    const a = await rawClient(server.port, { headers: { ...session, 'x-forwarded-for': '198.51.100.1' } });
    const b = await rawClient(server.port, { headers: { ...session, 'x-forwarded-for': '198.51.100.2' } });
    expect(await upgradeStatus(server.port, TEST_APP.key, { ...session, 'x-forwarded-for': '198.51.100.3' })).toBe(429);
    expect(refused.at(-1)).toMatchObject({ reason: 'session' });
    a.ws.close();
    b.ws.close();
  });
});

describe('the server cap', () => {
  test('past its connections the server answers 503 before making a socket', async () => {
    const server = await startRealtime({ maxConnections: 2, maxConnectionsPerAddress: 100 });
    try {
      const a = await rawClient(server.port);
      const b = await rawClient(server.port);
      expect(await upgradeStatus(server.port, TEST_APP.key)).toBe(503);
      expect(server.realtime.size).toBe(2);
      a.ws.close();
      b.ws.close();
    } finally {
      await server.close();
    }
  });

  test('a full server is reported once, however many addresses knock', async () => {
    const refused: UpgradeRefusal[] = [];
    const server = await startRealtime({ maxConnections: 1, trustedHops: 1, onRefused: (r) => refused.push(r) });
    try {
      const a = await rawClient(server.port);
      for (const host of [1, 2, 3, 4, 5]) {
        expect(await upgradeStatus(server.port, TEST_APP.key, { 'x-forwarded-for': `198.51.100.${host}` })).toBe(503);
      }
      expect(refused).toEqual([{ reason: 'capacity', address: '198.51.100.1', open: 1 }]);
      a.ws.close();
    } finally {
      await server.close();
    }
  });

  test('by default it keeps half the open-file limit for everything else', () => {
    expect(defaultMaxConnections(20_000)).toBe(10_000);
    expect(defaultMaxConnections(1024)).toBe(512);
    expect(defaultMaxConnections(1_000_000)).toBe(20_000);
    const dir = mkdtempSync(join(tmpdir(), 'lustmap-limits-'));
    try {
      const file = join(dir, 'limits');
      writeFileSync(
        file,
        'Limit                     Soft Limit           Hard Limit           Units\nMax open files            20000                524288               files\n',
      );
      expect(openFileLimit(file)).toBe(20_000);
      writeFileSync(file, 'Max open files            unlimited            unlimited            files\n');
      expect(openFileLimit(file)).toBeUndefined();
      expect(openFileLimit(join(dir, 'missing'))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('channels', () => {
  let server: Awaited<ReturnType<typeof startRealtime>>;
  beforeAll(async () => {
    server = await startRealtime({ maxChannelsPerConnection: 3, publicChannels: ['news'] });
  });
  afterAll(() => server.close());

  const subscribePrivate = (c: RawClient, channel: string) =>
    c.send({ event: 'pusher:subscribe', data: { channel, auth: channelAuth(TEST_APP, c.socketId, channel) } });

  test('a connection subscribes to at most its cap of channels', async () => {
    const c = await rawClient(server.port);
    for (const n of [1, 2, 3]) {
      subscribePrivate(c, `private-user.${n}`);
      await c.next((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === `private-user.${n}`);
    }
    subscribePrivate(c, 'private-user.4');
    expect(await c.next((f) => f.channel === 'private-user.4')).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'LimitReached', status: 4004 },
    });
    c.ws.close();
  });

  test('an unknown public channel is refused; a known one is served', async () => {
    const c = await rawClient(server.port);
    c.send({ event: 'pusher:subscribe', data: { channel: 'made-up-channel-123' } });
    expect(await c.next((f) => f.channel === 'made-up-channel-123')).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'UnknownChannel', status: 404 },
    });
    c.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(await c.next((f) => f.channel === 'news')).toMatchObject({ event: 'pusher_internal:subscription_succeeded' });
    c.ws.close();
  });

  test('closed sockets leave no channel, presence entry or counter behind', async () => {
    const many = await startRealtime({ maxChannelsPerConnection: 500 });
    try {
      const clients = await Promise.all([0, 1, 2, 3, 4].map(() => rawClient(many.port)));
      for (const [i, c] of clients.entries()) {
        for (let n = 0; n < 100; n++) subscribePrivate(c, `private-user.${i * 1000 + n}`);
        const member = JSON.stringify({ user_id: String(i) });
        const presence = 'presence-conversation.1';
        c.send({
          event: 'pusher:subscribe',
          data: { channel: presence, auth: channelAuth(TEST_APP, c.socketId, presence, member), channel_data: member },
        });
        await c.next((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === presence);
      }
      expect(many.realtime.held.channels).toBe(5 * 100 + 2);
      expect(many.realtime.held.addresses).toBe(1);
      for (const c of clients) c.ws.close();
      await until(() => many.realtime.size === 0);
      expect(many.realtime.held).toEqual({ channels: 0, addresses: 0, sessions: 0 });
    } finally {
      await many.close();
    }
  });
});

describe('frames', () => {
  test('a connection past its burst and rate of frames is closed with 4100; one that keeps to them is served', async () => {
    const server = await startRealtime({ framesPerSecond: 5, frameBurst: 10 });
    try {
      const flood = await rawClient(server.port);
      const calm = await rawClient(server.port);
      for (let i = 0; i < 10; i++) flood.send({ event: 'pusher:ping', data: {} });
      for (let i = 0; i < 10; i++) await flood.next((f) => f.event === 'pusher:pong');
      for (let i = 0; i < 5; i++) flood.send({ event: 'pusher:ping', data: {} });
      expect(await flood.next((f) => f.event === 'pusher:error')).toMatchObject({ data: { code: 4100 } });
      expect(await flood.closed).toBe(4100);

      for (let i = 0; i < 10; i++) calm.send({ event: 'pusher:ping', data: {} });
      for (let i = 0; i < 10; i++) await calm.next((f) => f.event === 'pusher:pong');
      await new Promise((r) => setTimeout(r, 450));
      calm.send({ event: 'pusher:ping', data: {} });
      calm.send({ event: 'pusher:ping', data: {} });
      await calm.next((f) => f.event === 'pusher:pong');
      await calm.next((f) => f.event === 'pusher:pong');
      expect(calm.ws.readyState).toBe(WebSocket.OPEN);
      calm.ws.close();
    } finally {
      await server.close();
    }
  });
});

describe('a flood against the whole app', () => {
  let t: AuthTestApp;
  let served: Awaited<ReturnType<typeof serveApp>>;
  beforeAll(async () => {
    t = await createAuthTestApp();
    served = await serveApp(t.app);
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  test('one address past its 30 sockets is refused and logged, while pages and the API keep answering', async () => {
    const key = served.realtime.keys.app.key;
    const flood = { 'x-forwarded-for': '192.0.2.77' };
    const open: RawClient[] = [];
    for (let i = 0; i < 30; i++) open.push(await rawClient(served.port, { key, headers: flood }));
    const statuses = await Promise.all(Array.from({ length: 20 }, () => upgradeStatus(served.port, key, flood)));
    expect(new Set(statuses)).toEqual(new Set([429]));

    const api = await fetch(`${served.origin}/api/v2/search/escorts?region=de`, { headers: { 'x-forwarded-for': '192.0.2.78' } });
    expect(api.status).toBe(200);
    expect(await upgradeStatus(served.port, key, { 'x-forwarded-for': '192.0.2.78' })).toBe(101);

    const events = syncSql(t.database).all("SELECT ip, details FROM security_events WHERE type = 'realtime.refused'") as {
      ip: string;
      details: string;
    }[];
    expect(events).toHaveLength(1);
    expect(events[0]!.ip).toBe('192.0.2.77');
    expect(JSON.parse(events[0]!.details)).toMatchObject({ reason: 'address' });
    for (const c of open) c.ws.close();
  });
});
