/**
 * The server as `npm start` runs it with two workers (`node scripts/start.ts --api-only`,
 * WEB_CONCURRENCY=2) on a temporary SQLite database. Which worker answered a request is read from
 * its access log line (ACCESS_LOG=1: every worker's lines carry its number; a WebSocket upgrade
 * has an `upgrade` line). Requests go over a new connection each, so the primary hands them to the
 * workers in turn. The last test starts the server again on the same database to watch it give up
 * on a worker that keeps dying.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { userChannel } from '../lib/api/messages-codes.ts';
import { createBody } from './ai/testing.ts';
import { DEFAULT_REALTIME_SETTINGS } from './realtime/settings.ts';
import { DEMO_PASSWORD } from './seed/accounts.ts';
import { openFrame, rawClient, type RawClient } from './testing/realtime.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const API = '/api/v2';
const KEY = DEFAULT_REALTIME_SETTINGS.key;

interface Line {
  message: string;
  worker?: number;
  requestId?: string;
  pid?: number;
  lead?: boolean;
  [k: string]: unknown;
}

/** A started server: its primary process, its port and every log line so far. */
interface Launched {
  child: ChildProcess;
  port: number;
  lines: Line[];
  stderr: { text: string };
}

let dir: string;
let dbPath: string;
let server: Launched;
let ids = 0;

/** `node scripts/start.ts --api-only` with two workers on the test's database; resolves once it serves. */
function launch(): Promise<Launched> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.ts'), '--api-only'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: dbPath,
      DATABASE_URL: '',
      MEDIA_DIR: join(dir, 'media'),
      SEED_PROFILES: '40',
      SITE_REBUILD: 'off',
      ACCESS_LOG: '1',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Line[] = [];
  const stderr = { text: '' };
  return new Promise<Launched>((resolveStart, reject) => {
    // Log lines come on both streams (errors on stderr); the start banner on stdout.
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.on('data', (d: Buffer) => {
        if (stream === child.stderr) stderr.text += d.toString();
        buffer += d.toString();
        let nl: number;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          const text = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 1);
          const running = /^Lustmap is running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(text);
          if (running) resolveStart({ child, port: Number(running[1]), lines, stderr });
          if (text.startsWith('{')) lines.push(JSON.parse(text) as Line);
        }
      });
    }
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it served: ${stderr.text.slice(-2000)}`)));
  });
}

/** Kill what is left of a server. */
async function kill(s: Launched | undefined): Promise<void> {
  if (!s || s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lustmap-cluster-'));
  dbPath = join(dir, 'app.db');
  server = await launch();
}, 60_000);

afterAll(async () => {
  await kill(server);
  rmSync(dir, { recursive: true, force: true });
});

/** The first log line of `of` matching, waiting up to `ms`. */
async function line(match: (l: Line) => boolean, ms = 15_000, of: Launched = server): Promise<Line> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = of.lines.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such log line within ${ms} ms; stderr: ${of.stderr.text.slice(-1000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The worker that answered the request `id` (its access log line). */
async function workerOf(id: string, message = 'request'): Promise<number> {
  return (await line((l) => l.message === message && l.requestId === id)).worker!;
}

/** A request over a new connection; `id` is its x-request-id. */
function call(
  method: string,
  path: string,
  o: { body?: unknown; cookie?: string; form?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; cookies: string[]; id: string }> {
  const id = `cluster-test-${++ids}`;
  const payload = o.form ? new URLSearchParams(o.form).toString() : o.body === undefined ? undefined : JSON.stringify(o.body);
  return new Promise((resolveCall, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        agent: false,
        headers: {
          'x-request-id': id,
          'x-locale': 'en',
          ...(payload !== undefined
            ? {
                'content-type': o.form ? 'application/x-www-form-urlencoded' : 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
          ...(o.cookie ? { cookie: o.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON.
          }
          const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
          resolveCall({ status: res.statusCode ?? 0, body, cookies, id });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function signIn(email: string): Promise<string> {
  const res = await call('POST', `${API}/users/login`, { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.cookies.join('; ');
}

/** Searches over new connections; the workers that answered them. */
async function searchWorkers(n: number): Promise<Set<number>> {
  const answered: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await call('GET', `${API}/search/escorts?region=de&page=${(i % 2) + 1}`);
    expect(res.status).toBe(200);
    answered.push(res.id);
  }
  return new Set(await Promise.all(answered.map((id) => workerOf(id))));
}

/** A realtime client whose connection worker `want` took (connects until one lands there). */
async function clientOn(want: number): Promise<RawClient> {
  for (let i = 0; i < 10; i++) {
    const id = `cluster-test-ws-${++ids}`;
    const client = await rawClient(server.port, { key: KEY, headers: { 'x-request-id': id } });
    if ((await workerOf(id, 'upgrade')) === want) return client;
    client.ws.close();
    await client.closed;
  }
  throw new Error(`no connection landed on worker ${want}`);
}

/** The process ids of the workers now (their last "worker listening" lines). */
function workerPids(): Map<number, number> {
  const pids = new Map<number, number>();
  for (const l of server.lines) if (l.message === 'worker listening') pids.set(l.worker!, l.pid!);
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('both workers answer, and only the lead runs the once-only parts', async () => {
  expect(await searchWorkers(6)).toEqual(new Set([1, 2]));
  const { lines } = server;
  const started = lines.filter((l) => l.message === 'worker listening');
  expect(started.map((l) => [l.worker, l.lead])).toEqual(
    expect.arrayContaining([
      [1, true],
      [2, false],
    ]),
  );
  // The start banner's line and the daily jobs' lines: the jobs ran in worker 1 alone.
  expect(lines.find((l) => l.message === 'starting workers')).toMatchObject({ workers: 2 });
  const jobLines = lines.filter((l) => l.message === 'pruned expired rows' || l.message === 'old messages deleted');
  expect(jobLines.length).toBeGreaterThan(0);
  expect(new Set(jobLines.map((l) => l.worker))).toEqual(new Set([1]));
  expect(lines.filter((l) => l.message === 'worker started').map((l) => l.worker)).toEqual([1, 2]);
});

test('jobs queued through either worker each run exactly once', { timeout: 60_000 }, async () => {
  const cookie = await signIn('punter@demo.lustmap.test');
  const created: number[] = [];
  const answeredBy = new Set<number>();
  for (let i = 0; i < 4; i++) {
    const res = await call('POST', `${API}/ai/create-girlfriend`, { cookie, body: createBody({ name: `Cluster ${i}` }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created.push((res.body as { results: { id: number } }).results.id);
    answeredBy.add(await workerOf(res.id));
  }
  expect(answeredBy).toEqual(new Set([1, 2]));
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const marks = created.map(() => '?').join(',');
    const deadline = Date.now() + 45_000;
    let statuses: string[] = [];
    while (Date.now() < deadline) {
      statuses = (db.prepare(`SELECT status FROM ai_creations WHERE id IN (${marks})`).all(...created) as { status: string }[]).map(
        (r) => r.status,
      );
      if (statuses.length === created.length && statuses.every((s) => s === 'succeeded' || s === 'failed')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(statuses).toEqual(created.map(() => 'succeeded'));
    const jobs = db
      .prepare(`SELECT payload, attempts, done_at IS NOT NULL AS done FROM jobs WHERE kind LIKE 'ai%' AND kind != 'ai.sweep'`)
      .all() as { payload: string; attempts: number; done: number }[];
    const mine = jobs.filter((j) => created.some((id) => j.payload.includes(String(id))));
    expect(mine.length).toBeGreaterThanOrEqual(created.length);
    expect(mine.every((j) => j.attempts === 1 && j.done === 1)).toBe(true);
  } finally {
    db.close();
  }
});

test('an event published by one worker reaches a subscriber connected through the other', { timeout: 30_000 }, async () => {
  const punter = await signIn('punter@demo.lustmap.test');
  const escort = await signIn('escort@demo.lustmap.test');
  const idOf = async (cookie: string) =>
    ((await call('GET', `${API}/users/me`, { cookie })).body as { results: { id: number } }).results.id;
  const [punterId, escortId] = [await idOf(punter), await idOf(escort)];
  const conversations = (await call('GET', `${API}/users/conversations`, { cookie: punter })).body as {
    results: { id: number; other: { id: number } }[];
  };
  const conversation = conversations.results.find((c) => c.other.id === escortId);
  expect(conversation, JSON.stringify(conversations)).toBeDefined();

  // One subscriber through each worker (worker 2 relays to the lead's server).
  const clients = new Map<number, RawClient>([
    [1, await clientOn(1)],
    [2, await clientOn(2)],
  ]);
  const channel = userChannel(punterId);
  const secrets = new Map<number, string>();
  for (const [worker, client] of clients) {
    const auth = await call('POST', '/broadcasting/auth', { cookie: punter, form: { socket_id: client.socketId, channel_name: channel } });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    const signed = auth.body as { auth: string; shared_secret: string };
    secrets.set(worker, signed.shared_secret);
    client.send({ event: 'pusher:subscribe', data: { channel, auth: signed.auth } });
    await client.next((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  }

  for (let i = 0; i < 2; i++) {
    const sent = await call('POST', `${API}/users/conversations/${conversation!.id}/messages`, {
      cookie: escort,
      body: { body: `Über zwei Worker ${i}`, clientId: `cluster-test-000${i}` },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    const publishedBy = await workerOf(sent.id);
    // The subscriber on the other worker hears it as well as the one on the publishing worker.
    for (const worker of [3 - publishedBy, publishedBy]) {
      const frame = await clients.get(worker)!.next((f) => f.event === 'message.created' && f.channel === channel, 5000);
      expect(openFrame<{ message: { body: string } }>(frame, secrets.get(worker)!).message.body).toBe(`Über zwei Worker ${i}`);
    }
  }
  for (const client of clients.values()) {
    client.ws.close();
    await client.closed;
  }
});

test('a killed worker is started again while the port keeps answering', { timeout: 40_000 }, async () => {
  const before = workerPids();
  const lead = before.get(1)!;
  process.kill(lead, 'SIGKILL');
  await line((l) => l.message === 'worker died: starting it again' && l.pid === lead);
  // Worker 2 answers alone until the lead is back.
  for (let i = 0; i < 4; i++) expect((await call('GET', `${API}/search/escorts?region=de`)).status).toBe(200);
  const restarted = await line((l) => l.message === 'worker listening' && l.worker === 1 && l.pid !== lead, 30_000);
  expect(restarted.lead).toBe(true);
  expect(alive(lead)).toBe(false);
  expect(await searchWorkers(6)).toEqual(new Set([1, 2]));
  // Worker 2 relays to the new lead's realtime server.
  const client = await clientOn(2);
  expect(client.socketId).toMatch(/^\d+\.\d+$/);
  client.ws.close();
  await client.closed;
});

test('SIGTERM stops the workers and then the primary', { timeout: 40_000 }, async () => {
  const pids = [...workerPids().values()];
  expect(pids).toHaveLength(2);
  const exited = new Promise<number | null>((r) => server.child.once('exit', (code) => r(code)));
  server.child.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const pid of pids) expect(alive(pid)).toBe(false);
});

test('a worker that keeps dying stops the server with an error', { timeout: 60_000 }, async () => {
  const again = await launch();
  try {
    const exited = new Promise<number | null>((r) => again.child.once('exit', (code) => r(code)));
    // Worker 2 is killed each time it is started, five times within the minute.
    const killed = new Set<number>();
    const killer = setInterval(() => {
      for (const l of again.lines) {
        if (l.message !== 'worker started' || l.worker !== 2 || killed.has(l.pid!)) continue;
        killed.add(l.pid!);
        process.kill(l.pid!, 'SIGKILL');
      }
    }, 20);
    try {
      expect(await exited).toBe(1);
    } finally {
      clearInterval(killer);
    }
    expect(killed.size).toBe(5);
    const gaveUp = await line((l) => l.message === 'worker keeps dying: stopping the server', 1000, again);
    expect(gaveUp).toMatchObject({ worker: 2, deaths: 5 });
    expect(again.lines.filter((l) => l.message === 'worker died: starting it again').map((l) => l.inMs)).toEqual([250, 500, 1000, 2000]);
    const pids = again.lines.filter((l) => l.message === 'worker started').map((l) => l.pid!);
    for (const pid of pids) expect(alive(pid)).toBe(false);
  } finally {
    await kill(again);
  }
});
