/**
 * `npm run bench:api`: seed 10k and 100k listings into temporary databases, run the server in its
 * own process with 1 and then 2 workers (WEB_CONCURRENCY; src/server/cluster.ts) and measure the
 * search over loopback: latency p50/p95/p99 of sequential requests, then requests per second with
 * concurrent clients, and the worker counts side by side. Targets (DESIGN §8): >= 2,000 rps per
 * core and sequential p99 <= 10 ms at 100k. The server's resident memory (VmRSS from /proc/<pid>/status, summed over the primary and its
 * workers) is read before the first request and after the load, with its peak (VmHWM). Then the photo pipeline's throughput
 * (scripts/bench-photos.ts), the onboarding write latency (scripts/bench-onboarding.ts) and checkout
 * and ledger throughput (scripts/bench-checkout.ts), event ingestion at 50 clients (scripts/bench-tracking.ts). Results
 * also go to bench-results/api.json.
 *
 * Options: --sizes 10000,100000  --requests 2000  --seconds 10  --concurrency 16  --workers 1,2
 *   --mix uniform,popular: the searches each about once (every answer computed), and as an
 *   audience asks them (Zipf over 2,000 searches: the search cache answers the repeated ones)
 *   --hot on,off: with the hot answers the request listener gives (src/server/http/hot-answers.ts),
 *   and without them (HOT_ANSWERS=off), side by side
 *   --db postgres: each size on node:sqlite and then on PostgreSQL (the same seeded data copied
 *   into a throw-away cluster with db:copy's code; the server is the same, with DATABASE_URL), one
 *   row each, and only the search (the other benchmarks are skipped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copySqliteToPostgres } from '../src/server/db/copy.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { openPostgres } from '../src/server/db/postgres.ts';
import { setup } from '../src/server/setup.ts';
import { startPostgres } from '../src/server/testing/postgres-cluster.ts';
import { popularSearchMix, searchMix } from '../src/server/testing/search-mix.ts';
import { benchCheckout, printCheckoutBench } from './bench-checkout.ts';
import { benchTracking, printTrackingBench } from './bench-tracking.ts';
import { benchOnboarding, printOnboardingBench } from './bench-onboarding.ts';
import { benchPhotos, printPhotoBench } from './bench-photos.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    requests: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    db: { type: 'string', default: 'sqlite' },
    workers: { type: 'string', default: '1,2' },
    mix: { type: 'string', default: 'uniform,popular' },
    hot: { type: 'string', default: 'on' },
  },
});
const workerCounts = values.workers.split(',').map((w) => Number(w.trim()));
if (!workerCounts.length || workerCounts.some((w) => !Number.isInteger(w) || w < 1 || w > 256))
  throw new Error(`--workers must list worker counts from 1 to 256 (e.g. 1,2), got "${values.workers}"`);
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const withPostgres = values.db === 'postgres';
const hotSettings = values.hot.split(',').map((h) => h.trim());
if (!hotSettings.length || hotSettings.some((h) => h !== 'on' && h !== 'off'))
  throw new Error(`--hot lists on and/or off, got "${values.hot}"`);
const mixes = values.mix.split(',').map((m) => m.trim()) as Mix[];
if (mixes.some((m) => m !== 'uniform' && m !== 'popular')) throw new Error(`--mix lists uniform and/or popular, got "${values.mix}"`);
const cluster = withPostgres ? await startPostgres() : undefined;
const sizes = values.sizes.split(',').map(Number);
const sequentialRequests = Number(values.requests);
const loadSeconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

type Mix = 'uniform' | 'popular';

/**
 * The searches of a run: `uniform`, the mix's searches each about once (every answer computed);
 * `popular`, an audience's (src/server/testing/search-mix.ts: Zipf over 2,000 searches), where the
 * server's search cache answers the repeated ones.
 */
function queryMix(mix: Mix, count: number, seed: number): string[] {
  return mix === 'popular' ? popularSearchMix(count, seed) : searchMix(count, seed);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function startServer(dbPath: string, workers: number, hot: string, databaseUrl?: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(root, 'src/server/main.ts')], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: String(workers),
      HOT_ANSWERS: hot,
      PORT: '0',
      DB_PATH: dbPath,
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: join(dbPath, '..', 'files'),
      SEED_PROFILES: '0',
      SITE_REBUILD: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveStart, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      for (const line of buffer.split('\n').slice(0, -1)) {
        const parsed = JSON.parse(line) as { message: string; url?: string };
        if (parsed.message === 'listening' && parsed.url) resolveStart({ child, url: parsed.url });
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Resident and peak resident memory of a process in MB (/proc, Linux), or NaN where there is none. */
function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/** The child processes of `pid` (Linux /proc; none where it cannot be read). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Memory of a server: its primary and its workers together (shared pages, the database's mapped file, count in each). */
function serverMemory(pid: number | undefined): { rss: number; peak: number } {
  if (pid === undefined) return { rss: NaN, peak: NaN };
  return [pid, ...childrenOf(pid)].map(memoryOf).reduce((a, b) => ({ rss: a.rss + b.rss, peak: a.peak + b.peak }));
}

/** CPU seconds (user + system) the server's processes (primary and workers) have used. */
function serverCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const p of [pid, ...childrenOf(pid)]) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      // A process that ended meanwhile.
    }
  }
  return total;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${res.status} for ${url}`);
  return performance.now() - started;
}

interface Result {
  database: 'node:sqlite' | 'PostgreSQL';
  mix: Mix;
  /** Worker processes of the server (WEB_CONCURRENCY). */
  workers: number;
  /** HOT_ANSWERS of the server: on or off. */
  hot: string;
  profiles: number;
  seedSeconds: number;
  dbMegabytes: number;
  sequential: { requests: number; p50: number; p95: number; p99: number; max: number };
  load: { concurrency: number; seconds: number; requests: number; rps: number; p50: number; p95: number; p99: number };
  /** Server CPU per request under the load (ms), and what one core answers at that cost (1000 / it). */
  cpuPerRequestMs: number;
  /** Server memory in MB: resident before the first request and after the load, and the peak. */
  memory: { before: number; after: number; peak: number };
}

async function bench(profiles: number): Promise<Result[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-'));
  const dbPath = join(dir, 'bench.db');
  try {
    console.log(`\nSeeding ${profiles.toLocaleString('en')} listings ...`);
    const started = performance.now();
    const { database, seeded } = await setup({ path: dbPath, seedProfiles: profiles, log: { info() {}, error: console.error } });
    await database.close();
    const seedSeconds = (performance.now() - started) / 1000;
    const dbMegabytes = statSync(dbPath).size / 1e6;
    console.log(`  seeded ${seeded?.profiles} listings in ${seedSeconds.toFixed(1)} s (database ${dbMegabytes.toFixed(0)} MB)`);
    const out: Result[] = [];
    for (const mix of mixes)
      for (const workers of workerCounts)
        for (const hot of hotSettings)
          out.push(await measure('node:sqlite', mix, workers, hot, profiles, seedSeconds, dbMegabytes, dbPath));
    if (cluster) {
      const copyStarted = performance.now();
      const url = await cluster.createDatabase();
      const source = await openDatabase(dbPath);
      const target = await openPostgres(url, { poolMax: 2 });
      try {
        await copySqliteToPostgres(source.sqlite, target.db);
        await target.pool.query('ANALYZE');
        const size = await target.pool.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes');
        const copySeconds = (performance.now() - copyStarted) / 1000;
        console.log(`  copied into PostgreSQL in ${copySeconds.toFixed(1)} s`);
        for (const mix of mixes)
          for (const workers of workerCounts)
            for (const hot of hotSettings)
              out.push(
                await measure(
                  'PostgreSQL',
                  mix,
                  workers,
                  hot,
                  profiles,
                  seedSeconds + copySeconds,
                  Number(size.rows[0]!.bytes) / 1e6,
                  dbPath,
                  url,
                ),
              );
      } finally {
        await target.db.destroy();
        await source.close();
      }
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(
  name: Result['database'],
  mix: Mix,
  workers: number,
  hot: string,
  profiles: number,
  seedSeconds: number,
  dbMegabytes: number,
  dbPath: string,
  databaseUrl?: string,
): Promise<Result> {
  console.log(
    `  measuring ${mix} searches on ${name} with ${workers === 1 ? 'one process' : `${workers} workers`}, hot answers ${hot} ...`,
  );
  {
    const { child, url } = await startServer(dbPath, workers, hot, databaseUrl);
    try {
      const before = serverMemory(child.pid).rss;
      const warm = queryMix(mix, 300, 1);
      for (const path of warm) await timed(url + path);

      const seq = queryMix(mix, sequentialRequests, 2);
      const times: number[] = [];
      for (const path of seq) times.push(await timed(url + path));
      times.sort((a, b) => a - b);

      const load = queryMix(mix, 50_000, 3);
      const loadTimes: number[] = [];
      let next = 0;
      const deadline = performance.now() + loadSeconds * 1000;
      const cpuBefore = serverCpuSeconds(child.pid);
      const loadStarted = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < deadline) {
            const path = load[next++ % load.length] as string;
            loadTimes.push(await timed(url + path));
          }
        }),
      );
      const elapsed = (performance.now() - loadStarted) / 1000;
      const cpuPerRequestMs = ((serverCpuSeconds(child.pid) - cpuBefore) * 1000) / loadTimes.length;
      const after = serverMemory(child.pid);
      console.log(
        `  server memory: ${before.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB after the load (peak ${after.peak.toFixed(0)} MB)`,
      );
      loadTimes.sort((a, b) => a - b);
      return {
        database: name,
        mix,
        workers,
        hot,
        profiles,
        seedSeconds,
        dbMegabytes,
        sequential: {
          requests: times.length,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          max: times[times.length - 1] ?? NaN,
        },
        load: {
          concurrency,
          seconds: elapsed,
          requests: loadTimes.length,
          rps: loadTimes.length / elapsed,
          p50: percentile(loadTimes, 50),
          p95: percentile(loadTimes, 95),
          p99: percentile(loadTimes, 99),
        },
        cpuPerRequestMs,
        memory: { before, after: after.rss, peak: after.peak },
      };
    } finally {
      // Stopped before the next server opens the same database.
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const results: Result[] = [];
try {
  for (const size of sizes) results.push(...(await bench(size)));
} finally {
  await cluster?.stop();
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log('\nGET /api/v2/search/escorts over loopback (server: WEB_CONCURRENCY workers; RSS summed over its processes)');
console.log(
  'database     mix      workers  hot  listings  seed     sequential p50 / p95 / p99          load: rps (c=%d), p50 / p95 / p99        server RSS before -> after (peak)',
  concurrency,
);
const mb = (n: number) => `${n.toFixed(0)} MB`;
for (const r of results) {
  console.log(
    `${r.database.padEnd(11)}  ${r.mix.padEnd(7)}  ${String(r.workers).padStart(7)}  ${r.hot.padEnd(3)}  ${r.profiles.toLocaleString('en').padStart(8)}  ${`${r.seedSeconds.toFixed(1)} s`.padEnd(7)}  ` +
      `${[r.sequential.p50, r.sequential.p95, r.sequential.p99].map(ms).join(' / ').padEnd(34)}  ` +
      `${`${r.load.rps.toFixed(0).padStart(5)} rps, ${[r.load.p50, r.load.p95, r.load.p99].map(ms).join(' / ')}`.padEnd(38)}  ` +
      `${mb(r.memory.before)} -> ${mb(r.memory.after)} (${mb(r.memory.peak)})`,
  );
}
// The worker counts side by side, per size and database.
console.log(`\nWorkers side by side: rps (c=${concurrency}) and sequential p99`);
for (const database of ['node:sqlite', 'PostgreSQL'] as const) {
  for (const size of sizes) {
    for (const mix of mixes) {
      const rows = results.filter((r) => r.database === database && r.profiles === size && r.mix === mix);
      if (!rows.length) continue;
      const cells = rows.map(
        (r) =>
          `${r.workers} worker${r.workers === 1 ? '' : 's'}${hotSettings.length > 1 ? `, hot ${r.hot}` : ''}: ${r.load.rps.toFixed(0)} rps, p99 ${ms(r.sequential.p99)}, ` +
          `server CPU ${r.cpuPerRequestMs.toFixed(2)} ms/request (${(1000 / r.cpuPerRequestMs).toFixed(0)} per core-second)`,
      );
      console.log(`${database.padEnd(11)}  ${mix.padEnd(7)}  ${size.toLocaleString('en').padStart(8)}  ${cells.join('  |  ')}`);
    }
  }
}
const largestSize = Math.max(...sizes);
// Targets per core: the one-process rows (a second worker shares the 2 cores with the load generator).
for (const largest of results.filter((r) => r.profiles === largestSize && r.workers === 1 && r.hot === 'on')) {
  // Per core: what one core answers at the server CPU a request cost (the load generator shares the machine).
  const perCore = 1000 / largest.cpuPerRequestMs;
  const rpsOk = perCore >= 2000;
  const p99Ok = largest.sequential.p99 <= 10;
  console.log(
    `Targets at ${largest.profiles.toLocaleString('en')} on ${largest.database}, ${largest.mix} searches, one process: ` +
      `>= 2,000 rps per core ${rpsOk ? 'met' : 'MISSED'} (${perCore.toFixed(0)}; ${largest.load.rps.toFixed(0)} rps measured beside the load generator), sequential p99 <= 10 ms ${p99Ok ? 'met' : 'MISSED'} (${ms(largest.sequential.p99)})`,
  );
}
if (withPostgres) {
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'api-postgres.json'),
    `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
  );
  process.exit(0);
}
const photos = await benchPhotos();
printPhotoBench(photos);
const onboarding = await benchOnboarding();
printOnboardingBench(onboarding);
const checkout = await benchCheckout();
printCheckoutBench(checkout);
const tracking = await benchTracking();
printTrackingBench(tracking);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'api.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results, photos, onboarding, checkout, tracking }, null, 2)}\n`,
);
