/**
 * The incremental build against a full one (`npm run test:site`): with listings from an API on a
 * fresh demo database, builds the Austrian edition fully into a new cache, renames one listed
 * escort (her page and her cards change), builds again with the same cache, and builds a third
 * time fully into a fresh cache. The incremental result must equal the full one byte for byte
 * (but for each page's build id and the build's own manifest), must have rendered every page whose
 * content changed, and only a few pages besides.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app.ts';
import { isCompressedCopy } from '../src/server/precompressed.ts';
import { setup } from '../src/server/setup.ts';
import { readBuildReport } from '../src/server/site/rebuild-job.ts';
import { renameListedEscort } from '../src/server/testing/rename-escort.ts';

const root = resolve(import.meta.dirname, '..');
const REGION = 'at';
const work = mkdtempSync(join(tmpdir(), 'lustmap-incremental-'));
const quiet = { info: () => undefined, error: (m: string, f?: Record<string, unknown>) => console.error(m, f ?? '') };

function fail(message: string): never {
  console.error(`check-incremental: ${message}`);
  process.exit(1);
}

/** `astro build` of the region into `outDir` with the cache `cacheDir`. */
function build(outDir: string, cacheDir: string, apiOrigin: string): Promise<void> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--outDir', outDir], {
      cwd: root,
      env: { ...process.env, REGION, BUILD_API_ORIGIN: apiOrigin, SITE_BUILD_CACHE_DIR: cacheDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) =>
      code === 0 ? done() : reject(new Error(`build into ${outDir} exited with ${code}:\n${out.slice(-4000)}`)),
    );
  });
}

/**
 * Every file of a build but its own manifest, by relative path; a compressed copy (`index.html.br`)
 * as what it decompresses to, so a kept page's copy compares like the page (all but its build id).
 */
function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (rel.startsWith('builds/') || rel === '.build-stamp' || rel === '.build-report.json') continue;
    const data = readFileSync(join(dir, rel));
    out.set(rel, !isCompressedCopy(rel) ? data : rel.endsWith('.br') ? brotliDecompressSync(data) : gunzipSync(data));
  }
  return out;
}

/** A page without its build id (every build names itself). */
const normal = (b: Buffer) => b.toString('utf8').replace(/<meta name="build-id" content="[^"]*">/, '');

/** The site path of an output file. */
const pathOf = (rel: string) => `/${rel.replace(/index\.html$/, '')}`;

/** Files whose content differs between two builds. */
function differing(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter(
    (n) => !a.has(n) || !b.has(n) || (a.get(n)!.equals(b.get(n)!) ? false : normal(a.get(n)!) !== normal(b.get(n)!)),
  );
}

const { database, deps } = await setup({ path: join(work, 'check.db'), log: quiet });
const server = await new Promise<Server>((ready) => {
  const s = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s as Server));
});
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  const cache = join(work, 'cache');
  const [first, second, full] = ['first', 'incremental', 'full'].map((n) => join(work, n));
  await build(first!, cache, origin);

  // A listed escort with a place renames herself.
  const herId = await renameListedEscort(deps, REGION);

  const started = performance.now();
  await build(second!, cache, origin);
  const seconds = (performance.now() - started) / 1000;
  await build(full!, join(work, 'fresh-cache'), origin);

  const report = readBuildReport(second!);
  if (!report) fail('the incremental build wrote no report');
  const fullFiles = files(full!);
  const mismatched = differing(files(second!), fullFiles);
  if (mismatched.length)
    fail(`the incremental build differs from the full one in ${mismatched.length} files: ${mismatched.slice(0, 10).join(', ')}`);
  const rendered = new Set(report.renderedPaths);
  const ownPage = `/${REGION}/users/${herId}/`;
  if (!rendered.has(ownPage)) fail(`her page ${ownPage} was not rendered again`);
  const changedPages = differing(files(first!), fullFiles).filter((f) => f.endsWith('.html') && !f.startsWith('_'));
  const missed = changedPages.map(pathOf).filter((p) => !rendered.has(p) && p !== '/404.html' && !p.endsWith('/404/'));
  if (missed.length) fail(`pages whose content changed were kept: ${missed.slice(0, 10).join(', ')}`);
  if (report.rendered > changedPages.length + 50)
    fail(`${report.rendered} pages rendered for ${changedPages.length} whose content changed: keys change too often`);
  console.log(
    `check-incremental: ${report.pages} pages; renaming one escort rendered ${report.rendered} (${changedPages.length} changed in content), ` +
      `kept ${report.kept}, in ${seconds.toFixed(1)} s; the result equals a full build`,
  );
} finally {
  await new Promise<void>((done) => server.close(() => done()));
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
