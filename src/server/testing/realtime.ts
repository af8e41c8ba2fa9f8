/**
 * Harnesses of the realtime tests: the built-in server on a free loopback port (alone, or the whole
 * app with it as main.ts serves it) and a raw protocol client that collects the frames it receives.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import type { ChannelAuthResponse } from '../../lib/api/realtime.ts';
import type { Client } from './auth-app.ts';
import type { App } from '../app.ts';
import { openEvent } from '../realtime/encrypt.ts';
import { pusherHttpApi } from '../realtime/http-api.ts';
import { realtimeOf, type Realtime } from '../realtime/realtime.ts';
import { RealtimeServer, type RealtimeServerOptions } from '../realtime/server.ts';

/** Credentials of the standalone test server. */
export const TEST_APP = { appId: 'test-app', key: 'test-key', secret: 'test-secret-of-the-realtime-app' };

/** Serve `fetch` on a free loopback port with `realtime` taking the WebSocket upgrades; `close` stops both. */
async function listen(
  fetch: (req: Request) => Response | Promise<Response>,
  realtime: { attach(server: Server): void; close(): Promise<void> },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  realtime.attach(server);
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * A built-in realtime server alone on 127.0.0.1 (no database): its WebSocket endpoint and the Pusher
 * HTTP API on one port, as a Pusher-compatible service (soketi and the like) offers them to API nodes.
 */
export async function startRealtime(opts: Partial<RealtimeServerOptions> = {}): Promise<{
  realtime: RealtimeServer;
  port: number;
  close(): Promise<void>;
}> {
  const realtime = new RealtimeServer({ app: TEST_APP, ...opts });
  return { realtime, ...(await listen(pusherHttpApi(opts.app ?? TEST_APP, realtime.hub).fetch, realtime)) };
}

/** An app listening on 127.0.0.1 with its realtime server attached, as `npm start` runs it. */
export async function serveApp(app: App): Promise<{ origin: string; port: number; realtime: Realtime; close(): Promise<void> }> {
  const realtime = realtimeOf(app);
  const served = await listen(app.fetch, realtime);
  return { origin: `http://127.0.0.1:${served.port}`, realtime, ...served };
}

/** A frame as received, `data` decoded when it is a JSON string. */
export interface Received {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/**
 * The data of an event received on an encrypted channel, opened with the shared secret (base64) of
 * the channel's authorisation. Throws when the frame carries no ciphertext or it does not open.
 */
export function openFrame<T>(frame: Received, sharedSecret: string): T {
  const sealed = frame.data as { nonce?: unknown; ciphertext?: unknown } | undefined;
  if (typeof sealed?.ciphertext !== 'string') throw new Error(`the ${frame.event} frame on ${frame.channel} is not encrypted`);
  const opened = openEvent(Buffer.from(sharedSecret, 'base64'), JSON.stringify(sealed));
  if (opened === undefined) throw new Error(`the ${frame.event} frame on ${frame.channel} does not open with the shared secret`);
  return opened as T;
}

/** A raw protocol client. */
export interface RawClient {
  ws: WebSocket;
  socketId: string;
  /** The first frame matching (taken from the queue), waiting up to `ms`. */
  next(match?: (f: Received) => boolean, ms?: number): Promise<Received>;
  /** Frames received and not taken yet. */
  pending: Received[];
  send(frame: unknown): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

const decode = (text: string): Received => {
  const f = JSON.parse(text) as Received;
  if (typeof f.data === 'string') {
    try {
      f.data = JSON.parse(f.data);
    } catch {
      // A plain string event: kept.
    }
  }
  return f;
};

/** Open a raw connection to `/app/{key}?protocol=…`; `established` waits for connection_established. */
export async function rawClient(
  port: number,
  o: { key?: string; query?: string; established?: boolean; headers?: Record<string, string> } = {},
): Promise<RawClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${o.key ?? TEST_APP.key}?${o.query ?? 'protocol=7&client=js&version=8.6.0'}`, {
    headers: o.headers,
  });
  const pending: Received[] = [];
  const waiters: { match: (f: Received) => boolean; resolve: (f: Received) => void }[] = [];
  ws.on('message', (data) => {
    const f = decode((data as Buffer).toString());
    const i = waiters.findIndex((w) => w.match(f));
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(f);
    else pending.push(f);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (match: (f: Received) => boolean = () => true, ms = 2000) => {
    const i = pending.findIndex(match);
    if (i >= 0) return Promise.resolve(pending.splice(i, 1)[0]!);
    return new Promise<Received>((resolve, reject) => {
      const waiter = { match, resolve };
      waiters.push(waiter);
      setTimeout(() => {
        const at = waiters.indexOf(waiter);
        if (at >= 0) {
          waiters.splice(at, 1);
          reject(new Error(`no matching frame within ${ms} ms; pending: ${JSON.stringify(pending)}`));
        }
      }, ms).unref();
    });
  };
  const client: RawClient = { ws, socketId: '', next, pending, send: (f) => ws.send(JSON.stringify(f)), closed };
  if (o.established !== false) {
    const hello = await next((f) => f.event === 'pusher:connection_established');
    client.socketId = (hello.data as { socket_id: string }).socket_id;
  }
  return client;
}

/** pusher-js (its Node build) connected to a served app as the signed-in `client`, authorising over HTTP with its cookie. */
export async function connectPusher(served: { origin: string; port: number; realtime: Realtime }, client: Client): Promise<Pusher> {
  const pusher = new Pusher(served.realtime.keys.app.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: served.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${served.origin}/broadcasting/auth`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
        }).then(
          async (res) =>
            res.ok ? callback(null, (await res.json()) as ChannelAuthResponse) : callback(new Error(`auth answered ${res.status}`), null),
          (err: Error) => callback(err, null),
        );
      },
    },
  });
  await new Promise<void>((resolve) => pusher.connection.bind('connected', () => resolve()));
  return pusher;
}
