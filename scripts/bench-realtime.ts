/**
 * `npm run bench:realtime`, in two phases.
 *
 * The server alone: the built-in Pusher-protocol server in its own process; 2,000 WebSocket
 * connections on loopback, each subscribed to its own private channel (signed as /broadcasting/auth
 * signs), then events published to every channel through the publisher (built-in path) and through
 * the official `pusher` SDK and the HTTP API. Prints the connect rate, the fan-out latency p50/p99
 * (publish to receipt) and the server's memory per connection (RSS and heap after GC, before and
 * after connecting).
 *
 * Through the messaging API (scripts/bench-realtime-api.ts): the whole app as `npm start` runs it,
 * in its own process on a fresh database with the demo seed. The demo punter's connection and as
 * many more as the first phase opened, all with the punter's session and subscribed to
 * `private-user.{punterId}` through /broadcasting/auth, so every connection receives every message;
 * the demo escort sends 200 messages through `POST /api/v2/users/conversations/{id}/messages`,
 * paced to the per-user limit of 30 a minute (about 7 minutes). Prints the connect rate, the POST
 * latency and the send-to-receipt latency p50/p99 on the punter's connection and on the last of all.
 *
 * Results also go to bench-results/realtime.json (the second phase under `api`).
 *
 * Options: --connections 2000  --rounds 5  --messages 200 (0 skips the API phase)
 *          --profiles 6000 (listings of the demo seed)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import WebSocket from 'ws';
import { pusherHttpApi } from '../src/server/realtime/http-api.ts';
import { localPublisher, pusherPublisher } from '../src/server/realtime/publisher.ts';
import { RealtimeServer } from '../src/server/realtime/server.ts';
import { channelAuth } from '../src/server/realtime/signing.ts';
import { DEFAULT_DEMO_PROFILES } from '../src/server/setup.ts';
import { benchRealtimeApi, printRealtimeApiBench } from './bench-realtime-api.ts';

const APP = { appId: 'bench', key: 'bench-key', secret: 'bench-secret-of-the-realtime-app' };
const now = () => performance.timeOrigin + performance.now();

type Command = { kind: 'memory' } | { kind: 'publish'; via: 'local' | 'sdk'; channels: string[]; round: number };

/** The server process: the realtime server on a free port, publishing and reporting memory on request. */
async function serve(): Promise<void> {
  const realtime = new RealtimeServer({ app: APP, maxConnections: 100_000, maxConnectionsPerAddress: 100_000 });
  // The HTTP API on the same port, so the SDK publishes as it would to Pusher.
  const listener = getRequestListener(pusherHttpApi(APP, realtime.hub).fetch);
  const http = createServer((req, res) => void listener(req, res));
  realtime.attach(http);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const port = (http.address() as AddressInfo).port;
  const local = localPublisher(realtime.hub);
  const sdk = pusherPublisher({ ...APP, host: '127.0.0.1', port, useTLS: false });
  process.on('message', (cmd: Command) => {
    void (async () => {
      if (cmd.kind === 'memory') {
        globalThis.gc?.();
        const m = process.memoryUsage();
        process.send!({ kind: 'memory', rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers });
        return;
      }
      const publisher = cmd.via === 'local' ? local : sdk;
      // One call per 100 channels, as the HTTP API takes them; each event carries its send time.
      const calls: Promise<void>[] = [];
      for (let i = 0; i < cmd.channels.length; i += 100) {
        calls.push(publisher.publish(cmd.channels.slice(i, i + 100), 'bench', { t: now(), round: cmd.round }));
      }
      await Promise.all(calls);
      process.send!({ kind: 'published' });
    })();
  });
  process.send!({ kind: 'ready', port });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '2000' },
      rounds: { type: 'string', default: '5' },
      messages: { type: 'string', default: '200' },
      profiles: { type: 'string', default: String(DEFAULT_DEMO_PROFILES) },
    },
  });
  const n = Number(values.connections);
  const rounds = Number(values.rounds);
  const messages = Number(values.messages);
  const profiles = Number(values.profiles);
  const child: ChildProcess = fork(import.meta.filename, ['--server'], { execArgv: ['--expose-gc'], stdio: 'inherit' });
  const replies: ((msg: { kind: string; [k: string]: unknown }) => void)[] = [];
  child.on('message', (msg: { kind: string }) => replies.shift()?.(msg));
  const ask = <T>(cmd?: Command) =>
    new Promise<T>((resolveReply) => {
      replies.push(resolveReply as (msg: unknown) => void);
      if (cmd) child.send(cmd);
    });
  const { port } = await ask<{ port: number }>();
  const before = await ask<{ rss: number; heap: number }>({ kind: 'memory' });

  const latencies: Record<'local' | 'sdk', number[]> = { local: [], sdk: [] };
  let via: 'local' | 'sdk' = 'local';
  let received = 0;
  let onReceived: (() => void) | undefined;
  const sockets: WebSocket[] = [];
  const started = now();
  const connectOne = (i: number) =>
    new Promise<void>((done, fail) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7&client=js&version=8.6.0`);
      const channel = `private-user.${i}`;
      ws.on('error', fail);
      ws.on('message', (raw) => {
        const f = JSON.parse((raw as Buffer).toString()) as { event: string; data?: string };
        if (f.event === 'pusher:connection_established') {
          const socketId = (JSON.parse(f.data!) as { socket_id: string }).socket_id;
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: channelAuth(APP, socketId, channel) } }));
        } else if (f.event === 'pusher_internal:subscription_succeeded') {
          done();
        } else if (f.event === 'bench') {
          latencies[via].push(now() - (JSON.parse(f.data!) as { t: number }).t);
          received++;
          onReceived?.();
        }
      });
      sockets.push(ws);
    });
  // 50 handshakes in flight at a time, as a crowd of browsers arriving would do.
  for (let i = 0; i < n; i += 50) await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, j) => connectOne(i + j)));
  const connectSeconds = (now() - started) / 1000;
  const after = await ask<{ rss: number; heap: number }>({ kind: 'memory' });

  const channels = Array.from({ length: n }, (_, i) => `private-user.${i}`);
  for (const path of ['local', 'sdk'] as const) {
    via = path;
    for (let round = 0; round < rounds; round++) {
      received = 0;
      const all = new Promise<void>((r) => (onReceived = () => received === n && r()));
      await ask({ kind: 'publish', via: path, channels, round });
      await all;
    }
  }
  for (const ws of sockets) ws.terminate();
  child.kill();

  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { deliveries: xs.length, p50Ms: +percentile(sorted, 50).toFixed(2), p99Ms: +percentile(sorted, 99).toFixed(2) };
  };
  const result = {
    connections: n,
    connectSeconds: +connectSeconds.toFixed(2),
    connectsPerSecond: Math.round(n / connectSeconds),
    fanOut: { local: stats(latencies.local), sdk: stats(latencies.sdk) },
    memoryPerConnectionKiB: {
      rss: +((after.rss - before.rss) / n / 1024).toFixed(1),
      heap: +((after.heap - before.heap) / n / 1024).toFixed(1),
    },
  };
  console.log(
    `realtime: ${n} connections (each subscribed to its own private channel) in ${result.connectSeconds} s = ${result.connectsPerSecond}/s`,
  );
  for (const path of ['local', 'sdk'] as const) {
    const s = result.fanOut[path];
    console.log(
      `  fan-out via ${path === 'local' ? 'the built-in publisher' : 'the pusher SDK + HTTP API'}: ${s.deliveries} deliveries, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms`,
    );
  }
  console.log(
    `  server memory per connection: ${result.memoryPerConnectionKiB.rss} KiB RSS, ${result.memoryPerConnectionKiB.heap} KiB heap`,
  );

  const api = messages > 0 ? await benchRealtimeApi({ connections: n, messages, profiles }) : undefined;
  if (api) printRealtimeApiBench(api);
  const dir = join(resolve(import.meta.dirname, '..'), 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'realtime.json'), `${JSON.stringify({ ...result, api }, null, 2)}\n`);
}

if (process.argv.includes('--server')) await serve();
else await main();
