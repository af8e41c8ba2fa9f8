/**
 * Onboarding write latency (part of `npm run bench:api`, or `node scripts/bench-onboarding.ts`):
 * the server on a temporary demo database, the half-onboarded demo escort signed in over loopback,
 * then each onboarding write (contact and location, features and texts, services, the step) sent
 * one after another; prints p50 / p95 / p99 per write. The server and the client share one
 * process, so the numbers include both sides of the loopback.
 *
 * Options: --requests 300
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../src/server/main.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../src/server/seed/accounts.ts';

/** Latency of one kind of write. */
export interface WriteLatency {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The writes of the onboarding steps, each a body that varies with `i` so every request changes data. */
const WRITES: { name: string; method: string; path: string; body: (i: number) => unknown }[] = [
  {
    name: 'PATCH /onboarding/user-information',
    method: 'PATCH',
    path: '/onboarding/user-information',
    body: (i) => ({
      phone: `+4915112${String(100000 + i).slice(-6)}`,
      phone_private: false,
      street: `Teststraße ${i % 90}`,
      postcode: '50667',
    }),
  },
  {
    name: 'PATCH /onboarding/user-features',
    method: 'PATCH',
    path: '/onboarding/user-features',
    body: (i) => ({ hair_color: i % 2 ? 'brown' : 'black', slogan: `Slogan ${i}`, about_me: `Über mich, Fassung ${i}.` }),
  },
  { name: 'POST /services', method: 'POST', path: '/services', body: (i) => ({ serviceIds: i % 2 ? [19, 57] : [19, 40, 65] }) },
  { name: 'PATCH /onboarding/step/{step}', method: 'PATCH', path: '/onboarding/step/location', body: () => ({}) },
];

/** Measure every onboarding write `requests` times. */
export async function benchOnboarding(requests = 300): Promise<WriteLatency[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-onboarding-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'app.db'), seedProfiles: 2000, log: quiet });
  try {
    const base = server.url;
    const login = await fetch(`${base}/api/v2/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: `escort-new@${DEMO_DOMAIN}`, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { 'content-type': 'application/json', origin: base, cookie };
    const out: WriteLatency[] = [];
    for (const w of WRITES) {
      const times: number[] = [];
      for (let i = 0; i < requests + 20; i++) {
        const started = performance.now();
        const res = await fetch(`${base}/api/v2${w.path}`, { method: w.method, headers, body: JSON.stringify(w.body(i)) });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${w.name} answered ${res.status}`);
        // The first 20 warm the caches and the JIT.
        if (i >= 20) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      out.push({ name: w.name, requests, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
    }
    return out;
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const quiet = { info: () => {}, error: (m: string, f?: unknown) => console.error(m, f) };

/** Print a run. */
export function printOnboardingBench(rows: WriteLatency[]): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log('\nOnboarding writes over loopback (signed-in escort, one after another)');
  for (const r of rows)
    console.log(`  ${r.name.padEnd(38)} p50 ${ms(r.p50)} / p95 ${ms(r.p95)} / p99 ${ms(r.p99)}  (${r.requests} requests)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' } } });
  printOnboardingBench(await benchOnboarding(Number(values.requests)));
}
