/**
 * Page weight benchmark (DESIGN §8): for a place page with listings and a profile page of a built
 * site, prints the HTML bytes (raw and gzip), the CSS, the JS the page's islands load to hydrate
 * (their static import graph), the JS a browser has fetched once the page is idle (lazy chunks
 * included: the profile page, the dictionary, pagination) and the render-blocking scripts.
 * Targets: HTML <= 30 KB gzip, initial JS <= 80 KB gzip, no render-blocking script.
 *
 * Usage: `npm run bench:pages` (reads dist/; DIST_DIR for another build, PLACE_PATH for another
 * place page). It serves the build with the API on a free port and a fresh demo database, the same
 * deterministic data a build against `npm start` shows.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../src/server/main.ts';
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

if (import.meta.main) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no built site: run "npm run build" (or set DIST_DIR)`);
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
