/**
 * Lighthouse benchmark (DESIGN §8: mobile score >= 95 on every page kind): serves the built site
 * with the API on a free port and a fresh demo database, runs Lighthouse's mobile preset on one page
 * of every kind and prints the four category scores with LCP, TBT and CLS. Pages are measured as a
 * returning visitor (age gate passed); the home page once more as a first visit, with the gate.
 * Usage: `npm run bench:lighthouse` (reads dist/; DIST_DIR for another build; CHROMIUM_PATH;
 * BENCH_KINDS=article,section for some kinds only).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer } from '../src/server/main.ts';
import { regions } from '../regions/index.ts';
import { getArticles } from '../src/lib/content/catalog.ts';
import { articlePath } from '../src/lib/routing/cms.ts';

const root = join(import.meta.dirname, '..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');

/** One page of every kind (the profile is taken from the place page's first card). */
const PAGES: { kind: string; path: string; firstVisit?: boolean }[] = [
  { kind: 'home', path: '/' },
  { kind: 'home, first visit', path: '/', firstVisit: true },
  { kind: 'category', path: '/erotische-massage/' },
  { kind: 'place', path: '/sex/muenchen/' },
  { kind: 'state', path: '/sex/bayern/' },
  { kind: 'popular', path: '/beliebte-suchen/bayern/' },
  { kind: 'uk home', path: '/uk/' },
  // Lighthouse does not score a page answered with status 404, so the same page is read from its file.
  { kind: '404', path: '/404.html' },
  { kind: 'login', path: '/users/login/' },
  { kind: 'section', path: '/ratgeber/' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

if (import.meta.main) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no built site: run "npm run build" (or set DIST_DIR)`);
  const placeHtml = readFileSync(join(dist, 'sex', 'muenchen', 'index.html'), 'utf8');
  const profile = /href="(\/users\/\d+\/)"/.exec(placeHtml)?.[1];
  if (profile) PAGES.push({ kind: 'profile', path: profile });
  // The German legal-basics guide (an article of average length with tables and lists).
  const article = getArticles().find((a) => a.region === 'de' && a.section === 'guide' && a.data.key === 'legal-basics');
  if (article) PAGES.push({ kind: 'article', path: articlePath(regions.de, article) });
  // BENCH_KINDS=article,profile measures only those kinds.
  const only = process.env.BENCH_KINDS?.split(',').map((k) => k.trim());
  if (only) PAGES.splice(0, PAGES.length, ...PAGES.filter((p) => only.includes(p.kind)));
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-lighthouse-'));
  const quiet = { info: () => undefined, error: (m: string) => console.error(m) };
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'lh.db'), distDir: dist, log: quiet });
  mkdirSync(join(dir, 'profile'));
  const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    userDataDir: join(dir, 'profile'),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: string[][] = [];
  let worstPerformance = 100;
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (const page of PAGES) {
      // A returning visitor has the consent cookie in the browser, where the page's scripts read it
      // (a request header alone leaves the age gate open); Lighthouse then keeps the cookie, and the
      // HTTP cache is emptied here instead, so every page loads cold.
      const tab = await browser.newPage();
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await browser.deleteCookie(...(await browser.cookies()));
      if (!page.firstVisit) await browser.setCookie({ name: 'consent', value: 'necessary', domain: '127.0.0.1', path: '/' });
      const result = await lighthouse(
        `${server.url}${page.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
        { extends: 'lighthouse:default' },
        tab,
      );
      await tab.close();
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const { categories, audits } = result.lhr;
      const score = (c: (typeof CATEGORIES)[number]) => Math.round((categories[c]?.score ?? 0) * 100);
      worstPerformance = Math.min(worstPerformance, score('performance'));
      rows.push([
        page.kind,
        page.path,
        ...CATEGORIES.map((c) => String(score(c))),
        audits['largest-contentful-paint']?.displayValue ?? '',
        audits['total-blocking-time']?.displayValue ?? '',
        audits['cumulative-layout-shift']?.displayValue ?? '',
      ]);
    }
  } finally {
    chrome.kill();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const head = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const r of [head, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  console.log('(mobile preset with simulated throttling; seo is low by design on noindex pages: 404, login)');
  console.log(`target: performance >= 95 on every page kind — ${worstPerformance >= 95 ? 'met' : 'MISSED'} (lowest ${worstPerformance})`);
}
