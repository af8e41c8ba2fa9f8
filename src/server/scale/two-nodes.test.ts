/**
 * Two API nodes on one PostgreSQL database, as behind a load balancer: two server processes
 * (`node src/server/main.ts`, nothing shared but the database, the settings and the media folder)
 * and requests sent to them in turn. A session made on one works on the other and its logout
 * holds on both, a rate limit counts across both, queued jobs run once, a payment notification
 * delivered to both nodes at once credits once, and realtime goes through one Pusher-compatible
 * server (here the built-in one, standing alone as soketi or Pusher Channels would) that both nodes
 * publish to and authorise for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_SIGNATURE_HEADER, demoNotification } from '../billing/providers/demo.ts';
import { signPayload } from '../billing/providers/signature.ts';
import { createBody } from '../ai/testing.ts';
import { memoryLogger } from '../context.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { setup } from '../setup.ts';
import { startPostgres, type PgCluster } from '../testing/postgres-cluster.ts';
import { userChannel } from '../../lib/api/messages-codes.ts';
import { openFrame, rawClient, startRealtime, TEST_APP } from '../testing/realtime.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const API = '/api/v2';
const WEBHOOK_SECRET = randomBytes(32).toString('base64url');
const VISITOR = '203.0.113.7';
/** The encrypted channels' master key both nodes share (the user channels are encrypted). */
const MASTER_KEY = randomBytes(32).toString('base64');

let cluster: PgCluster;
let databaseUrl: string;
let dir: string;
/** The Pusher-compatible server both nodes use: its HTTP API and WebSocket endpoint on one port. */
let pusher: Awaited<ReturnType<typeof startRealtime>>;
const nodes: { child: ChildProcess; url: string }[] = [];
let next = 0;

function startNode(name: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dir, name),
      MEDIA_DIR: join(dir, 'media'),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_PROFILES: '0',
      SITE_REBUILD: 'off',
      AUTH_SECRET: 'two-nodes-share-this-secret-of-forty-characters',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      TRUST_PROXY: '1',
      AI_WORKER_ID: `ai@${name}`,
      PUSHER_APP_ID: TEST_APP.appId,
      PUSHER_KEY: TEST_APP.key,
      PUSHER_SECRET: TEST_APP.secret,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(pusher.port),
      PUSHER_USE_TLS: '0',
      PUSHER_ENCRYPTION_MASTER_KEY_BASE64: MASTER_KEY,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  return new Promise((resolveStart, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      for (const line of buffer.split('\n').slice(0, -1)) {
        try {
          const parsed = JSON.parse(line) as { message?: string; url?: string };
          if (parsed.message === 'listening' && parsed.url) resolveStart({ child, url: parsed.url });
        } catch {
          // Not a log line.
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    });
    child.on('exit', (code) => reject(new Error(`node ${name} exited with ${code}: ${errors.slice(-2000)}`)));
  });
}

/** The nodes in turn, as a round-robin load balancer would send them. */
function node(): string {
  return nodes[next++ % nodes.length]!.url;
}

async function call(
  base: string,
  method: string,
  path: string,
  o: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}${API}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': VISITOR,
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...o.headers,
    },
    body: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: res.status, body, headers: res.headers };
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await call(base, 'POST', '/users/login', { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase();
  dir = mkdtempSync(join(tmpdir(), 'lustmap-nodes-'));
  // The demo data, seeded once (as `npm run db:copy` or a first start would).
  const made = await setup({ path: databaseUrl, seedProfiles: 40, log: memoryLogger() });
  await made.database.close();
  pusher = await startRealtime();
  nodes.push(await startNode('a'), await startNode('b'));
}, 120_000);

afterAll(async () => {
  for (const n of nodes) {
    const exited = new Promise((r) => n.child.once('exit', r));
    n.child.kill('SIGTERM');
    await exited;
  }
  await pusher?.close();
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a session made on one node works on the other, and a logout on either ends it on both', async () => {
  const [a, b] = [nodes[0]!.url, nodes[1]!.url];
  const cookie = await signIn(a, 'punter@demo.lustmap.test');
  const onB = await call(b, 'GET', '/users/me', { cookie });
  expect(onB.status).toBe(200);
  expect(JSON.stringify(onB.body)).toContain('punter');
  const onA = await call(a, 'GET', '/users/me', { cookie });
  expect(onA.body).toEqual(onB.body);

  expect((await call(b, 'POST', '/users/logout', { cookie, body: {} })).status).toBe(204);
  for (const base of [a, b]) {
    const me = await call(base, 'GET', '/users/me', { cookie });
    expect(JSON.stringify(me.body)).not.toContain('punter@demo');
  }
});

test('a rate limit counts the requests of both nodes together', async () => {
  // The search budget of one address: 60 searches in 10 seconds (each a new one: an answer a
  // node's search cache holds spends none).
  const statuses: number[] = [];
  for (let i = 0; i < 70; i++) statuses.push((await call(node(), 'GET', `/search/escorts?region=de&per_page=1&page=${i + 1}`)).status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(60);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
});

test('jobs queued through both nodes each run exactly once', { timeout: 90_000 }, async () => {
  const cookies = [await signIn(nodes[0]!.url, 'punter@demo.lustmap.test'), await signIn(nodes[1]!.url, 'punter@demo.lustmap.test')];
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await call(nodes[i % 2]!.url, 'POST', '/ai/create-girlfriend', {
      cookie: cookies[i % 2],
      headers: { 'x-locale': 'en' },
      body: createBody({ name: `Nodes ${i}` }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids.push((res.body as { results: { id: number } }).results.id);
  }
  const deadline = Date.now() + 60_000;
  let statuses: string[] = [];
  while (Date.now() < deadline) {
    statuses = (await query<{ status: string }>('SELECT status FROM ai_creations WHERE id = ANY($1::bigint[])', [ids])).map(
      (r) => r.status,
    );
    if (statuses.length === ids.length && statuses.every((s) => s === 'succeeded' || s === 'failed')) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(statuses).toEqual(ids.map(() => 'succeeded'));
  const jobs = await query<{ attempts: number; done: boolean }>(
    "SELECT attempts, done_at IS NOT NULL AS done FROM jobs WHERE kind LIKE 'ai%' AND payload LIKE ANY($1::text[])",
    [ids.map((id) => `%${id}%`)],
  );
  expect(jobs.length).toBeGreaterThanOrEqual(ids.length);
  expect(jobs.every((j) => j.attempts === 1 && j.done)).toBe(true);
});

test('a payment notification delivered to both nodes at once credits once', async () => {
  const cookie = await signIn(nodes[0]!.url, 'punter-basic@demo.lustmap.test');
  const wallet = async () =>
    ((await call(node(), 'GET', '/users/wallet', { cookie })).body as { results: { credits: number } }).results.credits;
  const before = await wallet();
  const products = (await call(node(), 'GET', '/products/credits', { cookie })).body as { results: { id: string; credits: number }[] };
  const product = products.results[0]!;
  const created = await call(node(), 'POST', '/transactions/', {
    cookie,
    body: { productId: product.id, waiveWithdrawal: true },
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as { results: { id: number } }).results.id;
  const started = await call(node(), 'POST', '/transactions/bank-transfer/', {
    cookie,
    body: { transactionId: id },
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const txn = (started.body as { results: { reference: string; price: { amountMinor: number; currency: 'EUR' | 'GBP' | 'AUD' } } }).results;

  const n = demoNotification(
    { type: 'payment.paid', reference: txn.reference, amountMinor: txn.price.amountMinor, currency: txn.price.currency },
    new Date(),
  );
  const deliver = (base: string) =>
    call(base, 'POST', '/payments/webhooks/demo', {
      body: n.body,
      headers: { [DEMO_SIGNATURE_HEADER]: signPayload(WEBHOOK_SECRET, n.body, new Date()) },
    });
  const journals = async () => (await query<{ n: number }>('SELECT COUNT(*)::int AS n FROM ledger_journals'))[0]!.n;
  const journalsBefore = await journals();
  const answers = await Promise.all([nodes[0]!.url, nodes[1]!.url, nodes[0]!.url, nodes[1]!.url].map(deliver));
  expect(
    answers.map((r) => r.status).every((s) => s === 200),
    JSON.stringify(answers.map((r) => r.body)),
  ).toBe(true);
  expect(await wallet()).toBe(before + product.credits);
  const journalsAfter = await journals();
  expect(journalsAfter).toBeGreaterThan(journalsBefore);
  // A late replay to either node changes nothing either.
  for (const base of [nodes[1]!.url, nodes[0]!.url]) expect((await deliver(base)).status).toBe(200);
  expect(await journals()).toBe(journalsAfter);
  expect(await wallet()).toBe(before + product.credits);
});

test('a message sent through one node reaches a subscriber authorised by the other, through the shared realtime server', async () => {
  const [a, b] = [nodes[0]!.url, nodes[1]!.url];
  const punter = await signIn(a, 'punter@demo.lustmap.test');
  const escort = await signIn(b, 'escort@demo.lustmap.test');
  const idOf = async (cookie: string) => ((await call(b, 'GET', '/users/me', { cookie })).body as { results: { id: number } }).results.id;
  const [punterId, escortId] = [await idOf(punter), await idOf(escort)];
  const conversations = (await call(a, 'GET', '/users/conversations', { cookie: punter })).body as {
    results: { id: number; other: { id: number } }[];
  };
  const conversation = conversations.results.find((c) => c.other.id === escortId);
  expect(conversation, JSON.stringify(conversations)).toBeDefined();

  // Both nodes send browsers to the shared server, not to themselves.
  for (const base of [a, b]) {
    const config = (await call(base, 'GET', '/realtime/config', { cookie: punter })).body as { results: Record<string, unknown> };
    expect(config.results).toMatchObject({ key: TEST_APP.key, wsHost: '127.0.0.1', wsPort: pusher.port });
  }

  // The punter connects to the shared server; node B signs the subscription with the app's secret.
  const client = await rawClient(pusher.port);
  const channel = userChannel(punterId);
  const auth = await fetch(`${b}/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: punter, 'x-forwarded-for': VISITOR },
    body: new URLSearchParams({ socket_id: client.socketId, channel_name: channel }),
  });
  expect(auth.status).toBe(200);
  const signed = (await auth.json()) as { auth: string; shared_secret: string };
  client.send({ event: 'pusher:subscribe', data: { channel, auth: signed.auth } });
  await client.next((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);

  // The escort writes through node A, which publishes to the shared server.
  const sent = await call(a, 'POST', `/users/conversations/${conversation!.id}/messages`, {
    cookie: escort,
    body: { body: 'Über zwei Knoten', clientId: 'two-nodes-0001' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
  const frame = await client.next((f) => f.event === 'message.created' && f.channel === channel, 5000);
  // The shared server relays ciphertext only; the subscriber opens it with its shared secret.
  expect(JSON.stringify(frame.data)).not.toContain('zwei Knoten');
  expect(openFrame<{ message: { body: string } }>(frame, signed.shared_secret).message.body).toBe('Über zwei Knoten');
  client.ws.close();
  await client.closed;
});
