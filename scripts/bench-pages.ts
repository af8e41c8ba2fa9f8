/**
 * Page weight benchmark (DESIGN §8): for a place page with listings and a profile page of a built
 * site, prints the HTML bytes (raw and gzip), the CSS, the JS the page's islands load to hydrate
 * (their static import graph), the JS a browser has fetched once the page is idle (lazy chunks
 * included: the profile page, the dictionary, pagination) and the render-blocking scripts.
 * Targets: HTML <= 30 KB gzip, initial JS <= 80 KB gzip, no render-blocking script.
 *
 * Then the cost of serving the place page: requests per second, latency, the server's CPU time per
 * request and the bytes of each answer, for 16 concurrent clients sending `Accept-Encoding: br,
 * gzip` over loopback, once answered from the build's compressed copies (src/integrations/
 * precompress.ts) and once compressed on the fly by the compression middleware as before
 * (precompressed serving off). The server runs in its own process, a fresh one for each.
 *
 * Usage: `npm run bench:pages` (reads dist/; DIST_DIR for another build, PLACE_PATH for another
 * place page). It serves the build with the API on a free port and a fresh demo database, the same
 * deterministic data a build against `npm start` shows. `-- --serving` measures the serving part
 * alone (no browser); `--seconds N` (default 10) and `--concurrency N` (default 16) shape its load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app.ts';
import { startServer } from '../src/server/main.ts';
import { setup } from '../src/server/setup.ts';
import { loadStaticSite } from '../src/server/static.ts';
import { BUDGETS, DEFAULT_PLACE_PATH, gz, kb, staticWeight, type StaticWeight } from './lib/page-weight.ts';

const root = join(import.meta.dirname, '..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const placePath = process.env.PLACE_PATH ?? DEFAULT_PLACE_PATH;

interface Weight extends StaticWeight {
  label: string;
  path: string;
  /** JS fetched once the page is idle (lazy chunks included). */
  idleJsGz: number;
}

async function measure(base: string, label: string, path: string, browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Weight> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const html = await res.text();

  const context = await browser.newContext();
  await context.addCookies([{ name: 'consent', value: 'necessary', url: base }]);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await context.close();

  return {
    label,
    path,
    ...staticWeight(dist, html),
    idleJsGz: [...scripts].reduce((n, p) => n + gz(readFileSync(join(dist, p))), 0),
  };
}

/** One run of the serving load. */
interface ServingResult {
  label: string;
  encoding: string;
  /** Body bytes of one answer (as sent, compressed). */
  bytes: number;
  /** Content-Length or chunked. */
  framing: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU (user + system) per request, ms; NaN where /proc is missing. */
  cpuMs: number;
}

/** CPU seconds a process has used so far (Linux /proc), or NaN. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Serve `dist` in a child process of this script (`--serve`), precompressed or not; resolves with its URL. */
async function startChild(precompressed: boolean): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [import.meta.filename, '--serve', precompressed ? 'on' : 'off'], {
    env: { ...process.env, DIST_DIR: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((done, fail) => {
    lines.once('line', (line) => done(line.trim()));
    child.once('exit', (code) => fail(new Error(`the server process exited with ${code}`)));
  });
  return { child, url };
}

/** The serving child: the site (copies on or off) and the API over a database without demo data. */
async function serveChild(precompressed: boolean): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-serving-'));
  const quiet = { info: () => undefined, error: (m: string) => console.error(m) };
  const { deps } = await setup({ path: join(dir, 'serving.db'), log: quiet, seedProfiles: false });
  const site = loadStaticSite(dist, deps.regions, { precompressed });
  const app = createApp({ ...deps, site: { current: () => site } });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`http://127.0.0.1:${info.port}`));
  process.once('SIGTERM', () => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** One GET of `url` over `agent`: status, headers and the body's size as sent. */
function fetchRaw(url: string, agent: Agent): Promise<{ ms: number; bytes: number; encoding: string; framing: string }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) return fail(new Error(`${url} answered ${res.statusCode}`));
        done({
          ms: performance.now() - started,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          framing: res.headers['content-length'] !== undefined ? 'Content-Length' : String(res.headers['transfer-encoding'] ?? '?'),
        });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** `concurrency` clients requesting the place page for `seconds` from a server child. */
async function measureServing(label: string, precompressed: boolean, seconds: number, concurrency: number): Promise<ServingResult> {
  const { child, url } = await startChild(precompressed);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const target = `${url}${placePath}`;
    const first = await fetchRaw(target, agent);
    for (let i = 0; i < 300; i++) await fetchRaw(target, agent);
    const times: number[] = [];
    const cpuBefore = cpuSeconds(child.pid);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) times.push((await fetchRaw(target, agent)).ms);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(child.pid) - cpuBefore;
    times.sort((a, b) => a - b);
    return {
      label,
      encoding: first.encoding,
      bytes: first.bytes,
      framing: first.framing,
      requests: times.length,
      rps: times.length / elapsed,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      cpuMs: (cpu * 1000) / times.length,
    };
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)));
  }
}

/** The serving measurement: precompressed copies against compression on the fly. */
async function serving(seconds: number, concurrency: number): Promise<void> {
  const file = join(dist, placePath.slice(1), 'index.html');
  if (!existsSync(`${file}.br`)) console.log(`note: ${file}.br is missing (a build without copies): both runs compress on the fly`);
  const results = [
    await measureServing('precompressed copies', true, seconds, concurrency),
    await measureServing('compressed on the fly', false, seconds, concurrency),
  ];
  const n = (v: number, digits = 0) => v.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  console.log(
    `\nserving ${placePath} (${n(readFileSync(file).length)} bytes) with Accept-Encoding: br, gzip: ${concurrency} clients, ${seconds} s, loopback, server in its own process`,
  );
  console.log('answer                  encoding   body bytes  framing          requests      rps  p50 ms  p99 ms  server CPU ms/request');
  for (const r of results) {
    console.log(
      `${r.label.padEnd(22)}  ${r.encoding.padEnd(8)} ${n(r.bytes).padStart(12)}  ${r.framing.padEnd(14)} ${n(r.requests).padStart(10)} ${n(r.rps).padStart(8)} ${n(r.p50, 1).padStart(7)} ${n(r.p99, 1).padStart(7)} ${n(r.cpuMs, 3).padStart(22)}`,
    );
  }
  const [pre, fly] = results as [ServingResult, ServingResult];
  console.log(
    `precompressed: ${n(pre.rps / fly.rps, 1)}x the requests per second, ${n((pre.cpuMs / fly.cpuMs) * 100)} % of the server CPU per request, ${n((pre.bytes / fly.bytes) * 100)} % of the bytes`,
  );
}

/** The page weights, measured with a browser. */
async function pageWeights(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-pages-'));
  const quiet = { info: () => undefined, error: (m: string) => console.error(m) };
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'pages.db'), distDir: dist, log: quiet });
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath });
  try {
    const place = await measure(server.url, 'place page', placePath, browser);
    const html = readFileSync(join(dist, placePath.slice(1), 'index.html'), 'utf8');
    const profile = /href="(\/(?:[a-z]{2}\/)?users\/\d+\/)"/.exec(html)?.[1];
    if (!profile) throw new Error(`${placePath} has no listing cards: build against an API (npm start, or BUILD_API_ORIGIN)`);
    const results = [place, await measure(server.url, 'profile page', profile, browser)];
    console.log(`built site: ${dist}`);
    console.log('page           path                   HTML raw   HTML gz   CSS gz   JS initial gz   JS at idle gz   blocking');
    for (const r of results) {
      console.log(
        `${r.label.padEnd(14)} ${r.path.padEnd(22)} ${kb(r.htmlRaw).padStart(8)} ${kb(r.htmlGz).padStart(9)} ${kb(r.cssGz).padStart(8)} ${kb(r.initialJsGz).padStart(15)} ${kb(r.idleJsGz).padStart(15)} ${String(r.blocking).padStart(10)}`,
      );
    }
    for (const r of results) {
      const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
      console.log(
        `${r.label}: HTML <= ${kb(BUDGETS.htmlGz)} gzip ${verdict(r.htmlGz <= BUDGETS.htmlGz)}; initial JS <= ${kb(BUDGETS.initialJsGz)} gzip ${verdict(r.initialJsGz <= BUDGETS.initialJsGz)}; no render-blocking script ${verdict(r.blocking === 0)}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      serve: { type: 'string' },
      serving: { type: 'boolean', default: false },
      seconds: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '16' },
    },
  });
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  if (!(seconds > 0) || !Number.isInteger(concurrency) || concurrency < 1)
    throw new Error('--seconds takes a positive number, --concurrency a positive whole number');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no built site: run "npm run build" (or set DIST_DIR)`);
  if (values.serve !== undefined) await serveChild(values.serve !== 'off');
  else if (values.serving) await serving(seconds, concurrency);
  else {
    await pageWeights();
    await serving(seconds, concurrency);
  }
}
