/**
 * Build benchmark: builds one region and then all regions, each in a fresh process, and prints pages
 * built, search pages with listings, wall seconds, pages per second and peak memory (max RSS). The
 * builds take their listings from an API started here (a fresh demo database on a free port), as
 * `npm start` does; `--no-api` measures a build without listings. The full build runs last, so the
 * output folder (`--out-dir`, default dist/) holds the complete site afterwards.
 * `--profiles 10000,20000` measures the pre-rendered profile pages instead: for each count a fresh
 * database seeded with that many listings, then the whole site built without profile pages
 * (PROFILE_PAGES_MAX=0) and with all of them, and the extra seconds per 10,000 profile pages.
 * `--articles` measures the content sections: the whole site (demo database) built without articles
 * (an empty CONTENT_DIR: every section keeps only its empty index) and with the content folder.
 * `--incremental` measures incremental builds: on a fresh database (`--profiles N` listings, else the
 * demo's), the whole site with every profile page into an empty build cache, then again with no
 * change, then after one escort renamed herself (her page and her cards change): wall seconds, peak
 * memory and the pages each rendered and kept.
 * Usage: `npm run bench:build [-- --region at] [-- --out-dir dist-bench] [-- --no-api] [-- --profiles 10000,20000] [-- --articles] [-- --incremental [--profiles 100000]]`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    region: { type: 'string', default: 'at' },
    'out-dir': { type: 'string', default: 'dist' },
    'no-api': { type: 'boolean' },
    profiles: { type: 'string' },
    articles: { type: 'boolean' },
    incremental: { type: 'boolean' },
    child: { type: 'boolean' },
  },
});
const outDir = resolve(root, values['out-dir']);

/** The whole site into an empty cache, again with no change, again after one change: what each rendered and kept. */
async function benchIncremental(seeded: number | undefined) {
  const quiet = { info: () => undefined, error: (m: string) => console.error(m) };
  const { setup } = await import('../src/server/setup.ts');
  const { createApp } = await import('../src/server/app.ts');
  const { serve } = await import('@hono/node-server');
  const { renameListedEscort } = await import('../src/server/testing/rename-escort.ts');
  const { readBuildReport } = await import('../src/server/site/rebuild-job.ts');
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-'));
  const { database, deps } = await setup({ path: join(dir, 'bench.db'), log: quiet, ...(seeded ? { seedProfiles: seeded } : {}) });
  const server = await new Promise<import('node:http').Server>((ready) => {
    const s = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s as import('node:http').Server));
  });
  const url = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
  const cache = { SITE_BUILD_CACHE_DIR: join(dir, 'cache') };
  const rows: (Result & { rendered: number; kept: number })[] = [];
  const measure = async (label: string, n: number) => {
    const into = join(dir, `out-${n}`);
    const r = await run(label, undefined, url, cache, into);
    const report = readBuildReport(into);
    rows.push({ ...r, rendered: report?.rendered ?? 0, kept: report?.kept ?? 0 });
    rmSync(into, { recursive: true, force: true });
  };
  try {
    await measure('whole site, empty cache', 1);
    await measure('no change', 2);
    await renameListedEscort(deps);
    await measure('one escort renamed', 3);
    console.log(`listings: ${seeded ?? 'demo'}; every profile page; 2 cores`);
    console.log('build                      pages  profile pages  rendered     kept   wall s   peak MB');
    for (const r of rows)
      console.log(
        `${r.label.padEnd(24)} ${String(r.pages).padStart(7)} ${String(r.profilePages).padStart(14)} ${String(r.rendered).padStart(9)} ${String(r.kept).padStart(8)} ${r.seconds.toFixed(1).padStart(8)} ${r.maxRssMb.toFixed(0).padStart(9)}`,
      );
    console.log(
      `target: a rebuild after no change under 10 s — ${rows[1]!.seconds <= 10 ? 'met' : 'MISSED'} (${rows[1]!.seconds.toFixed(1)} s)`,
    );
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Count the HTML pages of the build. */
function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

/** Run inside the child: build in-process and report. */
async function child() {
  const { build } = await import('astro');
  const { buildListings, listingTotals } = await import('../src/lib/routing/listings.ts');
  const started = performance.now();
  await build({ root, outDir, logLevel: 'warn' });
  const seconds = (performance.now() - started) / 1000;
  const listings = buildListings();
  const withListings = [...(listingTotals(listings)?.values() ?? [])].filter((n) => n > 0).length;
  const profilePages = listings?.profileKeys?.size ?? 0;
  const result = { pages: countPages(outDir), withListings, profilePages, seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  console.log(`BENCH ${JSON.stringify(result)}`);
}

interface Result {
  label: string;
  pages: number;
  withListings: number;
  profilePages: number;
  seconds: number;
  maxRssMb: number;
}

/** Build in a fresh process (asynchronously: the API answering the build runs in this one). */
async function run(
  label: string,
  region: string | undefined,
  apiOrigin: string | undefined,
  extra: Record<string, string> = {},
  into: string = outDir,
): Promise<Result> {
  const env = { ...process.env, REGION: region ?? '', BUILD_API_ORIGIN: apiOrigin ?? '', ...extra };
  const started = performance.now();
  const child = spawn(process.execPath, [import.meta.filename, '--child', '--out-dir', into], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  const wall = (performance.now() - started) / 1000;
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH '));
  if (status !== 0 || !line) {
    process.stderr.write(stdout + stderr);
    throw new Error(`${label} build failed (exit ${status})`);
  }
  const r = JSON.parse(line.slice(6)) as Omit<Result, 'label'>;
  return { label, pages: r.pages, withListings: r.withListings, profilePages: r.profilePages, seconds: wall, maxRssMb: r.maxRssMb };
}

/** The whole site without and with its profile pages, on a fresh database of each size. */
async function benchProfiles(counts: number[]) {
  const quiet = { info: () => undefined, error: (m: string) => console.error(m) };
  const { startServer } = await import('../src/server/main.ts');
  const rows: { seeded: number; without: Result; with: Result }[] = [];
  for (const seeded of counts) {
    const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-'));
    const api = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'bench.db'), log: quiet, seedProfiles: seeded });
    try {
      const without = await run(`${seeded} without`, undefined, api.url, { PROFILE_PAGES_MAX: '0' });
      const withPages = await run(`${seeded} with`, undefined, api.url, { PROFILE_PAGES_MAX: String(seeded * 2) });
      rows.push({ seeded, without, with: withPages });
    } finally {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log('listings  profile pages   pages without   wall s   pages with   wall s   extra s   extra s per 10,000   peak MB');
  for (const r of rows) {
    const extra = r.with.seconds - r.without.seconds;
    const per10k = r.with.profilePages ? (extra / r.with.profilePages) * 10_000 : 0;
    console.log(
      `${String(r.seeded).padStart(8)} ${String(r.with.profilePages).padStart(14)} ${String(r.without.pages).padStart(15)} ${r.without.seconds.toFixed(1).padStart(8)} ` +
        `${String(r.with.pages).padStart(12)} ${r.with.seconds.toFixed(1).padStart(8)} ${extra.toFixed(1).padStart(9)} ${per10k.toFixed(1).padStart(20)} ${r.with.maxRssMb.toFixed(0).padStart(9)}`,
    );
  }
}

/** The whole site without and with the articles of the content folder. */
async function benchArticles() {
  const quiet = { info: () => undefined, error: (m: string) => console.error(m) };
  const { startServer } = await import('../src/server/main.ts');
  const { getArticles } = await import('../src/lib/content/catalog.ts');
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-'));
  const empty = join(dir, 'no-content');
  mkdirSync(empty);
  const api = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'bench.db'), log: quiet });
  try {
    const without = await run('without articles', undefined, api.url, { CONTENT_DIR: empty });
    const withArticles = await run('with articles', undefined, api.url);
    const extra = withArticles.seconds - without.seconds;
    console.log('build               pages   wall s');
    for (const r of [without, withArticles])
      console.log(`${r.label.padEnd(17)} ${String(r.pages).padStart(7)} ${r.seconds.toFixed(1).padStart(8)}`);
    console.log(
      `${getArticles().length} articles: ${withArticles.pages - without.pages} more pages (articles, extra index and tag pages), ${extra.toFixed(1)} s more`,
    );
  } finally {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (values.child) {
  await child();
} else if (values.incremental) {
  await benchIncremental(values.profiles ? Number(values.profiles) : undefined);
} else if (values.articles) {
  await benchArticles();
} else if (values.profiles) {
  const counts = values.profiles.split(',').map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`--profiles ${values.profiles}: give counts such as 10000,20000`);
  await benchProfiles(counts);
} else {
  let api: { url: string; close(): Promise<void> } | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-'));
  try {
    if (!values['no-api']) {
      const { startServer } = await import('../src/server/main.ts');
      const quiet = { info: () => undefined, error: (m: string) => console.error(m) };
      api = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'bench.db'), log: quiet });
    }
    const results = [await run(`region ${values.region}`, values.region, api?.url), await run('all regions', undefined, api?.url)];
    console.log(api ? `listings from ${api.url} (fresh demo database)` : 'built without an API (no listings)');
    console.log('build            pages   listed   wall s   pages/s   peak MB');
    for (const r of results) {
      console.log(
        `${r.label.padEnd(15)} ${String(r.pages).padStart(6)} ${String(r.withListings).padStart(8)} ${r.seconds.toFixed(1).padStart(8)} ${(r.pages / r.seconds).toFixed(0).padStart(9)} ${r.maxRssMb.toFixed(0).padStart(9)}`,
      );
    }
    const full = results[1]!;
    console.log(`target: all regions under 180 s on 2 cores — ${full.seconds <= 180 ? 'met' : 'MISSED'} (${full.seconds.toFixed(1)} s)`);
  } finally {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
