/**
 * Event ingestion throughput (part of `npm run bench:api`, or `node scripts/bench-tracking.ts`):
 * the server on a temporary demo database, then `clients` concurrent clients (default 50) each
 * posting batches of page views to POST /api/v2/p as a browser's sendBeacon would (text/plain),
 * for `calls` calls in all. Prints events per second and p50 / p99 per call. Client and server
 * share one process, so the numbers are a floor.
 *
 * Options: --clients 50  --calls 5000  --batch 10
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../src/server/main.ts';

/** What the run measured. */
export interface TrackingBench {
  clients: number;
  calls: number;
  batch: number;
  eventsPerSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const quiet = { info: () => {}, error: (m: string, f?: unknown) => console.error(m, f) };

/** Post `calls` batches of `batch` events from `clients` concurrent clients. */
export async function benchTracking(clients = 50, calls = 5000, batch = 10): Promise<TrackingBench> {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-tracking-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'app.db'), seedProfiles: 50, log: quiet });
  try {
    const url = `${server.url}/api/v2/p`;
    const times: number[] = [];
    let next = 0;
    const worker = async (n: number) => {
      const headers = { 'content-type': 'text/plain;charset=UTF-8', cookie: `lm_did=bench-device-${n}`, referer: `${server.url}/` };
      while (next < calls) {
        const i = next++;
        const body = JSON.stringify(
          Array.from({ length: batch }, (_, k) => ({
            c: 'page_view',
            a: 'search',
            atr: { path: `/sex/p${(i + k) % 500}/`, place: 'koeln', category: 1 },
            cou: 'de',
          })),
        );
        const started = performance.now();
        const res = await fetch(url, { method: 'POST', headers, body });
        await res.arrayBuffer();
        if (res.status !== 204) throw new Error(`POST /p answered ${res.status}`);
        times.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, n) => worker(n)));
    const elapsed = performance.now() - started;
    const sorted = times.sort((a, b) => a - b);
    return {
      clients,
      calls,
      batch,
      eventsPerSecond: ((calls * batch) / elapsed) * 1000,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Print the result. */
export function printTrackingBench(r: TrackingBench): void {
  console.log(
    `\nEvent ingestion (POST /p, ${r.clients} clients, ${r.batch} events per call): ` +
      `${r.eventsPerSecond.toFixed(0)} events/s, per call p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '50' },
      calls: { type: 'string', default: '5000' },
      batch: { type: 'string', default: '10' },
    },
  });
  printTrackingBench(await benchTracking(Number(values.clients), Number(values.calls), Number(values.batch)));
}
