/**
 * The relay of a cluster's workers to the lead's realtime server (the hub): connections and the
 * Pusher HTTP API pass through, and the hub counts a relayed connection by the client address the
 * relay saw, which no client can name itself.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import Pusher from 'pusher';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawClient, TEST_APP } from '../testing/realtime.ts';
import { isHubApiRequest, RELAY_ADDRESS_HEADER, RELAY_TOKEN_HEADER, RealtimeRelay, serveHub, type HubEndpoint } from './relay.ts';
import { RealtimeServer, type UpgradeRefusal } from './server.ts';

const TOKEN = 'relay-token-of-this-test-cluster';
const refusals: UpgradeRefusal[] = [];
let hubServer: RealtimeServer;
let hub: HubEndpoint;
let relay: RealtimeRelay;
let front: Server;
let frontPort: number;
const open: WebSocket[] = [];

beforeAll(async () => {
  hubServer = new RealtimeServer({
    app: TEST_APP,
    relayToken: TOKEN,
    maxConnectionsPerAddress: 1,
    publicChannels: ['news'],
    onRefused: (r) => refusals.push(r),
  });
  hub = await serveHub(hubServer, TEST_APP);
  relay = new RealtimeRelay(TOKEN, hub.port);
  // A worker's server: the Pusher HTTP API goes to the hub, the rest is its own.
  front = await new Promise<Server>((resolve) => {
    const s = serve(
      {
        fetch: (req) => (isHubApiRequest(new URL(req.url).pathname) ? relay.forward(req) : new Response('the app', { status: 200 })),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s as Server),
    );
  });
  relay.attach(front);
  frontPort = (front.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const ws of open) ws.terminate();
  relay.close();
  await hubServer.close();
  await hub.close();
  await new Promise<void>((resolve) => {
    front.close(() => resolve());
    front.closeAllConnections();
  });
});

/** Close every connection opened so far and wait until the hub counts none. */
async function closeAll(): Promise<void> {
  for (const ws of open.splice(0)) ws.terminate();
  for (let i = 0; i < 100 && hubServer.size + hubServer.held.addresses > 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(hubServer.held.addresses).toBe(0);
}

/** The status an upgrade to `port` is answered with (101: connected, kept open until closeAll). */
function upgrade(port: number, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${TEST_APP.key}?protocol=7`, { headers });
    ws.once('open', () => {
      open.push(ws);
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', (err) => {
      if (ws.readyState !== WebSocket.CLOSED) reject(err);
    });
  });
}

test('a connection through the relay hears events published through it and through the forwarded HTTP API', async () => {
  const client = await rawClient(frontPort);
  client.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
  await client.next((f) => f.event === 'pusher_internal:subscription_succeeded');
  await relay.publisher({ app: TEST_APP }).publish(['news'], 'first', { n: 1 });
  expect((await client.next((f) => f.event === 'first')).data).toEqual({ n: 1 });
  // A publisher of its own (soketi-style), calling the worker's port.
  const sdk = new Pusher({ ...TEST_APP, host: '127.0.0.1', port: String(frontPort), useTLS: false });
  await sdk.trigger('news', 'second', { n: 2 });
  expect((await client.next((f) => f.event === 'second')).data).toEqual({ n: 2 });
  client.ws.close();
  await client.closed;
  await closeAll();
});

test('the hub counts relayed connections by the address the relay saw; a client cannot name another', async () => {
  refusals.length = 0;
  // Through the relay (from 127.0.0.1) with made-up relay headers: both count as 127.0.0.1, so the second is refused.
  expect(await upgrade(frontPort, { [RELAY_TOKEN_HEADER]: TOKEN, [RELAY_ADDRESS_HEADER]: '203.0.113.5' })).toBe(101);
  expect(await upgrade(frontPort, { [RELAY_TOKEN_HEADER]: TOKEN, [RELAY_ADDRESS_HEADER]: '203.0.113.6' })).toBe(429);
  expect(refusals.map((r) => r.address)).toEqual(['127.0.0.1']);
  await closeAll();

  // What a relay sends (the token and an address) counts by that address; a wrong token by the socket's.
  const relayed = (address: string, token = TOKEN) => upgrade(hub.port, { [RELAY_TOKEN_HEADER]: token, [RELAY_ADDRESS_HEADER]: address });
  expect(await relayed('198.51.100.1')).toBe(101);
  expect(await relayed('198.51.100.2')).toBe(101);
  expect(await relayed('198.51.100.1')).toBe(429);
  expect(await relayed('198.51.100.3', 'not-the-token-of-this-cluster')).toBe(101);
  expect(await relayed('198.51.100.4', 'not-the-token-of-this-cluster')).toBe(429);
  // (127.0.0.1's refusal was reported above already: once a minute per address.)
  expect(refusals.slice(1).map((r) => r.address)).toEqual(['198.51.100.1']);
  await closeAll();
});

test('while the hub is away, upgrades and HTTP API calls are answered 503 and publishing fails', async () => {
  const port = relay.port;
  relay.port = undefined;
  try {
    expect(await upgrade(frontPort)).toBe(503);
    await expect(relay.publisher({ app: TEST_APP }).publish(['news'], 'lost', {})).rejects.toThrow(/restarting/);
    const res = await fetch(`http://127.0.0.1:${frontPort}/apps/${TEST_APP.appId}/events`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    // Another path than the Pusher endpoint is not relayed.
    relay.port = port;
    const other = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${frontPort}/elsewhere`);
      ws.once('unexpected-response', (_req, r) => resolve(r.statusCode ?? 0));
      ws.once('error', () => undefined);
    });
    expect(other).toBe(404);
  } finally {
    relay.port = port;
  }
});
