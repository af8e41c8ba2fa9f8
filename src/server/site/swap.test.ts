import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { memoryLogger, type AppEnv } from '../context.ts';
import { serveSite } from '../static.ts';
import { newBuildId, readPointer, writePointer } from './builds.ts';
import { SiteRoot } from './root.ts';
import { swapIn } from './swap.ts';
import { sitePages, writeSite } from './test-sites.ts';

let base: string;
let builds: string;
let root: SiteRoot;
let app: Hono<AppEnv>;
const log = memoryLogger();

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), 'lustmap-swap-'));
  builds = join(base, 'site');
  await writeSite(join(base, 'dist'), sitePages('old'));
  root = new SiteRoot(join(base, 'dist'), regions);
  app = new Hono<AppEnv>().all('*', serveSite(root));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

async function page(path: string): Promise<{ status: number; text: string }> {
  const res = await app.request(path);
  return { status: res.status, text: await res.text() };
}

test('a reader never sees a missing or mixed page while a build is written and swapped in', async () => {
  const id = newBuildId(new Date());
  let writing = true;
  // The build writes a file every few milliseconds, like a real build filling its folder.
  const build = writeSite(join(builds, id), sitePages('new'), { delayMs: 3 }).finally(() => (writing = false));
  const seen: string[] = [];
  while (writing) {
    const i = seen.length % 20;
    const r = await page(`/p/${i}/`);
    expect(r.status).toBe(200);
    expect(r.text).toBe(`<h1>page ${i} of old</h1>`);
    seen.push(r.text);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await build;
  expect(seen.length).toBeGreaterThan(5);
  swapIn({ root, buildsDir: builds, id, log });
  for (let i = 0; i < 20; i++) expect(await page(`/p/${i}/`)).toEqual({ status: 200, text: `<h1>page ${i} of new</h1>` });
  expect((await page('/missing/')).text).toBe('<h1>404 new</h1>');
});

test('a request keeps the build it started with when a swap happens while it runs', async () => {
  const id = newBuildId(new Date());
  await writeSite(join(builds, id), sitePages('new'));
  // The request has started (it took the site) but not read its file when the swap happens.
  const pending = app.request('/p/3/');
  swapIn({ root, buildsDir: builds, id, log });
  expect(await (await pending).text()).toBe('<h1>page 3 of old</h1>');
  expect((await page('/p/3/')).text).toBe('<h1>page 3 of new</h1>');
});

test('an unfinished build is refused and the old site keeps serving', async () => {
  const id = newBuildId(new Date());
  await writeSite(join(builds, id), sitePages('half'), { stamp: false });
  expect(() => swapIn({ root, buildsDir: builds, id, log })).toThrow(/did not finish/);
  expect(readPointer(builds)).toBeNull();
  expect((await page('/p/1/')).text).toBe('<h1>page 1 of old</h1>');
});

test('the pointer names the new build and the previous one; older builds go', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const id = newBuildId(new Date(Date.UTC(2025, 5, 15, 10, i)));
    await writeSite(join(builds, id), sitePages(`b${i}`));
    swapIn({ root, buildsDir: builds, id, log });
    ids.push(id);
  }
  // The first swap replaced dist/, which is never a previous build to keep or remove.
  expect(existsSync(join(base, 'dist', 'index.html'))).toBe(true);
  expect(readPointer(builds)).toEqual({ current: ids[2], previous: ids[1] });
  expect(existsSync(join(builds, ids[0]!))).toBe(false);
  expect(existsSync(join(builds, ids[1]!))).toBe(true);
  // A restart serves the pointer's build.
  const restarted = new SiteRoot(join(builds, readPointer(builds)!.current), regions);
  const res = await new Hono<AppEnv>().all('*', serveSite(restarted)).request('/p/0/');
  expect(await res.text()).toBe('<h1>page 0 of b2</h1>');
});

test('the first swap after serving dist has no previous build', async () => {
  const stale = newBuildId(new Date(Date.UTC(2025, 5, 15, 9)));
  await writeSite(join(builds, stale), sitePages('stale'));
  writePointer(builds, { current: stale, previous: null });
  const id = newBuildId(new Date(Date.UTC(2025, 5, 15, 10)));
  await writeSite(join(builds, id), sitePages('new'));
  swapIn({ root, buildsDir: builds, id, log });
  expect(readPointer(builds)).toEqual({ current: id, previous: null });
  expect(existsSync(join(builds, stale))).toBe(false);
});

test('a swap is announced once the pointer names it, and a root following the announcements serves the same build', async () => {
  // Another worker's root (src/server/cluster.ts passes the announcement on).
  const other = new SiteRoot(join(base, 'dist'), regions);
  const announced: string[] = [];
  root.onSwap((dir) => {
    announced.push(dir);
    expect(readPointer(builds)?.current).toBe(basename(dir));
    other.use(other.load(dir));
  });
  const id = newBuildId(new Date());
  await writeSite(join(builds, id), sitePages('new'));
  swapIn({ root, buildsDir: builds, id, log });
  expect(announced).toEqual([join(builds, id)]);
  const res = await new Hono<AppEnv>().all('*', serveSite(other)).request('/p/2/');
  expect(await res.text()).toBe('<h1>page 2 of new</h1>');
  // Following an announcement announces nothing further.
  expect(announced).toHaveLength(1);
});
