/**
 * The API phase of `npm run bench:realtime`: real chat messages through the whole app. The server
 * runs as `npm start` runs it (src/server/main.ts: API and built-in realtime server on one port, no
 * site) in its own process, on a fresh temporary database with the demo seed. The demo punter and
 * the demo escort sign in over HTTP; the punter's connection plus `connections` more are opened, all
 * with the punter's session cookie, each subscribed to `private-encrypted-user.{punterId}` with the signature
 * of `POST /broadcasting/auth`, so every connection receives every message (as many tabs of one
 * user would). The escort then sends `messages` messages one after another through
 * `POST /api/v2/users/conversations/{id}/messages`; each is timed from just before the POST to the
 * receipt of its `message.created` on the punter's connection and on the last of all connections.
 *
 * The server holds a user to REQUEST_LIMITS.messagePerUser (30 messages a minute) and no setting
 * raises it, so the sends are paced just under it (one every ~2 s; 200 messages take ~7 minutes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { userChannel } from '../src/lib/api/messages-codes.ts';
import { openEvent } from '../src/server/realtime/encrypt.ts';
import { REQUEST_LIMITS } from '../src/server/services/limits.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../src/server/seed/accounts.ts';

const root = resolve(import.meta.dirname, '..');
const API = '/api/v2';
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));

/** Resolves with `value`, or with 'timeout' after `ms` (the timer does not outlive the race). */
async function within<T>(value: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), ms)));
  try {
    return await Promise.race([value, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Latency percentiles of one measure, in ms. */
export interface LatencyStats {
  samples: number;
  p50Ms: number;
  p99Ms: number;
}

/** What the API phase measured. */
export interface RealtimeApiResult {
  /** Listings of the demo seed. */
  profiles: number;
  /** Connections open: the punter's and the others, all on `private-encrypted-user.{punterId}`. */
  connections: number;
  /** Connect, authorise over HTTP and subscribe, for all connections. */
  connectSeconds: number;
  connectsPerSecond: number;
  messages: number;
  /** Milliseconds between the starts of two sends (the per-user message limit). */
  paceMs: number;
  /** Sends the server refused as too fast and that were sent again (0 when the pacing holds). */
  throttled: number;
  /** The POST itself, until its answer. */
  post: LatencyStats;
  /** Just before the POST to `message.created` on the punter's connection. */
  sendToFirst: LatencyStats;
  /** Just before the POST to `message.created` on the last of all connections. */
  sendToLast: LatencyStats;
  deliveries: number;
}

function stats(xs: number[]): LatencyStats {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { samples: xs.length, p50Ms: +at(50).toFixed(2), p99Ms: +at(99).toFixed(2) };
}

/** `node src/server/main.ts` on a free loopback port with a new database in `dir`; resolves with its URL once it listens. */
function startApp(dir: string, profiles: number): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The built-in realtime server on the API's own port, whatever the shell has configured.
  for (const name of Object.keys(env)) if (/^(PUSHER_|REALTIME_|DIST_DIR$|ACCESS_LOG$)/.test(name)) delete env[name];
  Object.assign(env, { PORT: '0', HOST: '127.0.0.1', DB_PATH: join(dir, 'app.db'), SEED_PROFILES: String(profiles), SITE_REBUILD: 'off' });
  // Every benchmark connection comes from this machine with one session: lift the per-client flood limits.
  Object.assign(env, { REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '100000', REALTIME_MAX_CONNECTIONS_PER_SESSION: '100000' });
  const child = spawn(process.execPath, [join(root, 'src/server/main.ts')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStart, reject) => {
    let buffer = '';
    // Read stdout to the end: a full pipe would stall the server.
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const parsed = JSON.parse(line) as { message?: string; url?: string };
          if (parsed.message === 'listening' && parsed.url) resolveStart({ child, url: parsed.url });
        } catch {
          // Not a log line of the server's: ignored.
        }
      }
    });
    child.on('exit', (code) => reject(new Error(`the app exited with ${code} before listening`)));
  });
}

/** A signed-in HTTP client of the app: keeps its cookies and sends the app's own Origin, as a browser on the site would. */
function httpClient(origin: string) {
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    cookie,
    async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; headers: Headers }> {
      const headers: Record<string, string> = { accept: 'application/json', origin };
      if (cookies.size) headers.cookie = cookie();
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(origin + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1).trim();
        if (value) cookies.set(pair.slice(0, eq).trim(), value);
        else cookies.delete(pair.slice(0, eq).trim());
      }
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: res.headers };
    },
  };
}

type HttpClient = ReturnType<typeof httpClient>;

async function signIn(origin: string, username: string): Promise<{ client: HttpClient; id: number }> {
  const client = httpClient(origin);
  const res = await client.call('POST', `${API}/users/login`, { email: `${username}@${DEMO_DOMAIN}`, password: DEMO_PASSWORD });
  const results = (res.body as { results?: { token?: boolean; user?: { id: number } } }).results;
  if (res.status !== 200 || !results?.token || !results.user) throw new Error(`signing in ${username} answered ${res.status}`);
  return { client, id: results.user.id };
}

/** Run the API phase against a new app process; the process and its database are gone afterwards. */
export async function benchRealtimeApi(o: { connections: number; messages: number; profiles: number }): Promise<RealtimeApiResult> {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-realtime-'));
  let child: ChildProcess | undefined;
  const sockets: WebSocket[] = [];
  // Receipts of the message in flight: its clientId, when its POST started, when each connection got it.
  let current: { clientId: string; startedAt: number; first?: number; last?: number; count: number; done: () => void } | undefined;
  try {
    console.log(`\nStarting the app on a new database (demo seed, ${o.profiles.toLocaleString('en')} listings) ...`);
    const started = await startApp(dir, o.profiles);
    child = started.child;
    const origin = started.url;
    const punter = await signIn(origin, 'punter');
    const escort = await signIn(origin, 'escort');
    const list = await punter.client.call('GET', `${API}/users/conversations`);
    const conversation = (list.body as { results: { id: number; other: { id: number } }[] }).results.find((c) => c.other.id === escort.id);
    if (!conversation) throw new Error('the demo punter has no conversation with the demo escort');
    const config = await punter.client.call('GET', `${API}/realtime/config`);
    const { key, wsPort } = (config.body as { results: { key: string; wsPort: number } }).results;

    // Connections the server closed during the phase ("index:code"), named when a message goes missing.
    const lost: string[] = [];
    const total = o.connections + 1;
    const connectOne = (index: number) =>
      new Promise<void>((done, fail) => {
        const ws = new WebSocket(`ws://127.0.0.1:${wsPort}/app/${key}?protocol=7&client=js&version=8.6.0`);
        const channel = userChannel(punter.id);
        // The channel is encrypted: each connection opens the events with its own shared secret, as pusher-js does.
        let secret: Buffer | undefined;
        ws.on('error', fail);
        ws.on('message', (raw) => {
          const f = JSON.parse((raw as Buffer).toString()) as { event: string; data?: string };
          if (f.event === 'pusher:connection_established') {
            const socketId = (JSON.parse(f.data!) as { socket_id: string }).socket_id;
            // Authorised as pusher-js does it: a form POST with the session cookie.
            fetch(`${origin}/broadcasting/auth`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: punter.client.cookie(), origin },
              body: new URLSearchParams({ socket_id: socketId, channel_name: channel }),
            })
              .then(async (res) => {
                if (!res.ok) throw new Error(`/broadcasting/auth answered ${res.status}`);
                const { auth, shared_secret: sharedSecret } = (await res.json()) as { auth: string; shared_secret?: string };
                if (!sharedSecret) throw new Error('the encrypted channel was authorised without a shared secret');
                secret = Buffer.from(sharedSecret, 'base64');
                ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
              })
              .catch(fail);
          } else if (f.event === 'pusher:ping') {
            // The phase outlasts the server's activity timeout: silent sockets would be closed.
            ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
          } else if (f.event === 'pusher_internal:subscription_succeeded') {
            done();
          } else if (f.event === 'message.created' && current) {
            const at = now();
            const opened = secret && (openEvent(secret, f.data!) as { message: { clientId: string | null } } | undefined);
            if (!opened) return fail(new Error(`connection ${index} could not open a message event`));
            const { message } = opened;
            if (message.clientId !== current.clientId) return;
            if (index === 0) current.first = at - current.startedAt;
            // Receipts often come before the POST's answer (the server publishes, then answers).
            if (++current.count === total) {
              current.last = at - current.startedAt;
              current.done();
            }
          }
        });
        ws.on('close', (code) => {
          lost.push(`${index}:${code}`);
          fail(new Error(`connection ${index} closed with ${code}`));
        });
        sockets.push(ws);
      });
    const connectStarted = now();
    // 50 handshakes (each with its HTTP authorisation) in flight at a time, as in the first phase.
    for (let i = 0; i < total; i += 50) await Promise.all(Array.from({ length: Math.min(50, total - i) }, (_, j) => connectOne(i + j)));
    const connectSeconds = (now() - connectStarted) / 1000;

    const limit = REQUEST_LIMITS.messagePerUser;
    // Just over the window divided by its budget: no 31 sends fall inside one 60 s window.
    const paceMs = Math.ceil((limit.windowSeconds * 1000) / limit.max) + 50;
    const minutes = ((o.messages - 1) * paceMs) / 60_000;
    console.log(
      `  ${total.toLocaleString('en')} connections open; sending ${o.messages} messages, one every ${(paceMs / 1000).toFixed(2)} s ` +
        `(the limit of ${limit.max} a user per ${limit.windowSeconds} s): about ${minutes < 1 ? `${Math.round(minutes * 60)} s` : `${minutes.toFixed(1)} minutes`}`,
    );
    const run = Math.random().toString(36).slice(2, 10);
    const post: number[] = [];
    const first: number[] = [];
    const last: number[] = [];
    let throttled = 0;
    let previous = -Infinity;
    for (let i = 0; i < o.messages; i++) {
      await sleep(previous + paceMs - now());
      const clientId = `bench-${run}-${i}`;
      for (;;) {
        previous = now();
        let done!: () => void;
        const all = new Promise<void>((r) => (done = r));
        current = { clientId, startedAt: previous, count: 0, done };
        const res = await escort.client.call('POST', `${API}/users/conversations/${conversation.id}/messages`, {
          body: `Benchmark message ${i + 1} of ${o.messages}`,
          clientId,
        });
        const answered = now() - previous;
        if (res.status === 429) {
          // Over the limit after all (a slow send bunched two up): wait as told and send again.
          throttled++;
          await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
          continue;
        }
        if (res.status !== 201) throw new Error(`sending message ${i + 1} answered ${res.status}: ${JSON.stringify(res.body)}`);
        if ((await within(all, 10_000)) === 'timeout')
          throw new Error(
            `message ${i + 1} reached ${current.count} of ${total} connections within 10 s${lost.length ? ` (closed by the server: ${lost.join(', ')})` : ''}`,
          );
        post.push(answered);
        first.push(current.first!);
        last.push(current.last!);
        break;
      }
    }
    current = undefined;
    return {
      profiles: o.profiles,
      connections: total,
      connectSeconds: +connectSeconds.toFixed(2),
      connectsPerSecond: Math.round(total / connectSeconds),
      messages: o.messages,
      paceMs,
      throttled,
      post: stats(post),
      sendToFirst: stats(first),
      sendToLast: stats(last),
      deliveries: o.messages * total,
    };
  } finally {
    current = undefined;
    for (const ws of sockets) {
      ws.removeAllListeners('close');
      ws.terminate();
    }
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Print the API phase in the style of the other phases. */
export function printRealtimeApiBench(r: RealtimeApiResult): void {
  console.log(
    `realtime through the app's messaging API: ${r.connections} connections (the demo punter's session, each on private-encrypted-user.{id} ` +
      `authorised by /broadcasting/auth) in ${r.connectSeconds} s = ${r.connectsPerSecond}/s`,
  );
  console.log(
    `  ${r.messages} messages from the demo escort, one every ${(r.paceMs / 1000).toFixed(2)} s${r.throttled ? ` (${r.throttled} refused as too fast and sent again)` : ''}: ` +
      `POST p50 ${r.post.p50Ms} ms, p99 ${r.post.p99Ms} ms`,
  );
  console.log(`  send to receipt on the punter's connection: p50 ${r.sendToFirst.p50Ms} ms, p99 ${r.sendToFirst.p99Ms} ms`);
  console.log(
    `  send to receipt on the last of ${r.connections} connections: ${r.deliveries} deliveries, p50 ${r.sendToLast.p50Ms} ms, p99 ${r.sendToLast.p99Ms} ms`,
  );
}
