/**
 * `npm run bench:writes`: write throughput on PostgreSQL with one global write lock against locks
 * on what each transaction contends for (DATABASE_WRITE_LOCK, src/server/db/transactions.ts).
 * Starts a throw-away PostgreSQL cluster, seeds the demo data once (a few hundred accounts) and
 * gives every row of the table a fresh copy of it. Each row runs `workers` concurrent workers for
 * `seconds` seconds against one node or two (two connection pools on one database, as two
 * servers behind a load balancer), calling the real service functions in turn:
 *   - a message between the two members of a conversation (sendMessage: rate limit, sequence
 *     number, stored message),
 *   - a tracking batch of 10 page views (storeEvents: caps and counters, one insert; no
 *     transaction, so no write lock either way),
 *   - premium bought with credits under an idempotency key (idempotent + buyPremium: the key,
 *     the wallet's balance checked and spent in the ledger, the VIP extension).
 * Each row warms up for two seconds first. Prints writes per second, p50 / p99 latency per
 * write, and how many transactions ran again after a deadlock or serialization failure. Workers and database share the machine, so the numbers compare the modes
 * with each other, not with a production server.
 *
 * Options: --seconds 10  --workers 16  --accounts 300
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { regions } from '../regions/index.ts';
import { parseTrackingBody } from '../src/lib/api/tracking.ts';
import { RateLimiter } from '../src/server/auth/rate-limit.ts';
import { idempotent } from '../src/server/billing/idempotency.ts';
import { accounts, postJournal } from '../src/server/billing/ledger.ts';
import { buyPremium } from '../src/server/billing/wallet.ts';
import { PlaceIndex } from '../src/server/db/places.ts';
import { openPostgres } from '../src/server/db/postgres.ts';
import { ensureConversation } from '../src/server/db/queries/messages.ts';
import { activePlaceRows } from '../src/server/db/queries/places.ts';
import type { WriteLockMode } from '../src/server/db/transactions.ts';
import type { DB } from '../src/server/db/types.ts';
import { memoryStorage } from '../src/server/media/storage.ts';
import { sendMessage } from '../src/server/services/messaging.ts';
import { failed } from '../src/server/services/outcome.ts';
import { setup } from '../src/server/setup.ts';
import { startPostgres } from '../src/server/testing/postgres-cluster.ts';
import { systemClock } from '../src/server/time.ts';
import { storeEvents } from '../src/server/tracking/ingest.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    workers: { type: 'string', default: '16' },
    accounts: { type: 'string', default: '300' },
  },
});
const whole = (name: string, raw: string, min: number, max: number) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return n;
};
const seconds = whole('seconds', values.seconds, 1, 3600);
const workers = whole('workers', values.workers, 1, 150);
const accountCount = whole('accounts', values.accounts, 10, 5000);

/** Seconds each row runs before it is measured. */
const WARM_UP_SECONDS = 2;

const quiet = { info: () => {}, error: (m: string, f?: unknown) => console.error(m, f) };
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One measured row. */
interface Row {
  nodes: number;
  mode: WriteLockMode;
  writes: number;
  perSecond: number;
  p50: number;
  p99: number;
  byKind: Record<Kind, { n: number; p50: number; p99: number }>;
  retries: number;
  errors: number;
}

const KINDS = ['message', 'tracking', 'purchase'] as const;
type Kind = (typeof KINDS)[number];

const cluster = await startPostgres();
try {
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  const template = await cluster.createDatabase('bench_writes_template');
  const urlOf = (name: string) => Object.assign(new URL(template), { pathname: `/${name}` }).toString();

  // The demo data, once; each row gets a copy of it (CREATE DATABASE … TEMPLATE copies files).
  const started = performance.now();
  const made = await setup({ path: template, seedProfiles: accountCount, log: quiet });
  const db = made.database.db;
  const users = (await db.selectFrom('users').select('id').orderBy('id').limit(accountCount).execute()).map((r) => r.id);
  const at = new Date();
  for (const id of users)
    await postJournal(db, at, {
      kind: 'credit_purchase',
      reference: `bench:${id}`,
      postings: [
        { account: accounts.userCredits(id), unit: 'CREDIT', amount: 10_000_000 },
        { account: accounts.creditsIssued, unit: 'CREDIT', amount: -10_000_000 },
      ],
    });
  const conversations: { id: number; members: [number, number] }[] = [];
  for (let i = 0; i + 1 < users.length; i += 2) {
    const c = await ensureConversation(db, users[i]!, users[i + 1]!, at.toISOString());
    conversations.push({ id: c.id, members: [users[i]!, users[i + 1]!] });
  }
  await made.database.close();
  console.log(
    `Seeded ${users.length} accounts with credits and ${conversations.length} conversations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const parsed = parseTrackingBody(
    'page',
    Array.from({ length: 10 }, (_, k) => ({
      c: 'page_view',
      a: 'search',
      atr: { path: `/sex/p${k}/`, place: 'koeln', category: 1 },
      cou: 'de',
    })),
  );
  if (!parsed.success) throw new Error(`the tracking batch does not parse: ${parsed.error.message}`);
  const events = parsed.data;

  let copies = 0;
  async function measure(nodeCount: number, mode: WriteLockMode): Promise<Row> {
    const name = `bench_writes_${++copies}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE bench_writes_template`);
    let retries = 0;
    const perNode = Math.ceil(workers / nodeCount);
    const nodes: Kysely<DB>[] = [];
    for (let i = 0; i < nodeCount; i++)
      nodes.push((await openPostgres(urlOf(name), { poolMax: perNode, writeLock: mode, onRetry: () => retries++ })).db);
    const places = PlaceIndex.fromRows(await activePlaceRows(nodes[0]!));
    const deps = nodes.map((node) => ({
      db: node,
      clock: systemClock,
      log: quiet,
      regions,
      places,
      media: memoryStorage(),
      limiter: new RateLimiter(node, systemClock),
    }));

    const times: Record<Kind, number[]> = { message: [], tracking: [], purchase: [] };
    let errors = 0;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const write = async (kind: Kind, d: (typeof deps)[number], worker: number) => {
      if (kind === 'message') {
        const c = pick(conversations);
        const sender = c.members[Math.round(Math.random())]!;
        const r = await sendMessage(d, { id: sender, roles: [] }, c.id, { body: 'Bis gleich!', clientId: randomUUID() });
        if (failed(r)) throw new Error(`message refused: ${JSON.stringify(r)}`);
      } else if (kind === 'tracking') {
        const sender = { user: null, deviceId: `bench-device-${worker}`, sessionId: undefined, referrer: undefined };
        await storeEvents(d, 'page', events, sender, { device: null, address: '127.0.0.1', capped: false });
      } else {
        const user = pick(users);
        const r = await idempotent(
          d.db,
          () => new Date(),
          { scope: `user:${user}`, key: randomUUID(), fingerprint: 'premium-7' },
          (trx) => buyPremium(trx, d, user, 'premium-7'),
        );
        if (r.status !== 200) throw new Error(`purchase answered ${r.status}: ${JSON.stringify(r.body)}`);
      }
    };

    // A warm-up (caches, JIT, the pools' connections) that is not counted, then the measured run.
    const t0 = performance.now() + WARM_UP_SECONDS * 1000;
    const deadline = t0 + seconds * 1000;
    let retriesBefore = 0;
    setTimeout(() => (retriesBefore = retries), WARM_UP_SECONDS * 1000);
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        const d = deps[w % nodeCount]!;
        for (let i = w; performance.now() < deadline; i++) {
          const kind = KINDS[i % KINDS.length]!;
          const start = performance.now();
          try {
            await write(kind, d, w);
            if (start >= t0) times[kind].push(performance.now() - start);
          } catch (err) {
            if (++errors <= 3) console.error(`${kind} failed:`, err instanceof Error ? err.message : err);
          }
        }
      }),
    );
    const elapsed = (performance.now() - t0) / 1000;
    retries -= retriesBefore;
    for (const node of nodes) await node.destroy();
    await admin.query(`DROP DATABASE ${name}`);

    const all = KINDS.flatMap((k) => times[k]).sort((a, b) => a - b);
    const byKind = Object.fromEntries(
      KINDS.map((k) => {
        const sorted = [...times[k]].sort((a, b) => a - b);
        return [k, { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
      }),
    ) as Row['byKind'];
    return {
      nodes: nodeCount,
      mode,
      writes: all.length,
      perSecond: all.length / elapsed,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      byKind,
      retries,
      errors,
    };
  }

  const rows: Row[] = [];
  for (const nodeCount of [1, 2])
    for (const mode of ['global', 'entity'] as const) {
      const row = await measure(nodeCount, mode);
      rows.push(row);
      console.log(`  ${nodeCount} node(s), ${mode}: ${row.writes} writes`);
    }
  await admin.end();

  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `\nMixed writes for ${seconds} s, ${workers} workers, ${users.length} accounts ` +
      '(a message, a tracking batch, premium bought with credits, in turn):',
  );
  console.log(
    'nodes  DATABASE_WRITE_LOCK  writes/s   p50 ms   p99 ms  retries  errors   message p50/p99   tracking p50/p99   purchase p50/p99',
  );
  for (const r of rows) {
    const kind = (k: Kind) => `${r.byKind[k].p50.toFixed(1)}/${r.byKind[k].p99.toFixed(1)}`.padStart(16);
    console.log(
      `${String(r.nodes).padStart(5)}  ${r.mode.padEnd(19)}  ${r.perSecond.toFixed(0).padStart(8)}  ${ms(r.p50)}  ${ms(r.p99)}  ${String(r.retries).padStart(7)}  ${String(r.errors).padStart(6)}  ${kind('message')}  ${kind('tracking')}  ${kind('purchase')}`,
    );
  }
} finally {
  await cluster.stop();
}
