/**
 * Freshness benchmark: how long a publish and an unpublish take to reach the static HTML. Starts
 * the product as `npm start` does (scripts/start.ts) on a temporary copy of the database
 * (data/app.db when it exists, else a fresh demo database; `--profiles N`: a fresh one with N
 * listings) with its own builds folder and a short debounce. When the new builds folder's cache is
 * empty (dist/ was current, so npm start did not build into it), the server first builds the whole
 * site once (its seconds are printed: a full build at that size); then it signs in as the demo escort (`escort@demo.lustmap.test`) and measures
 * unpublish → seconds until her place page's count drops by one (and her card, when it is on the
 * first page, is gone), publish → seconds until both are back (when she starts unpublished, the
 * other way round). Targets: each at most 15 s at the demo size and 30 s with 100,000 listings.
 *
 * Usage: `npm run bench:freshness [-- --profiles 100000]` (PLACE_PATH for another place page,
 * DEBOUNCE seconds, default 5).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../src/server/seed/accounts.ts';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { profiles: { type: 'string' } } });
const profiles = args.profiles ? Number(args.profiles) : undefined;
if (profiles !== undefined && (!Number.isInteger(profiles) || profiles <= 0))
  throw new Error(`--profiles ${args.profiles}: give a whole number`);
const placePath = process.env.PLACE_PATH ?? '/sex/koeln/';
const debounce = process.env.DEBOUNCE ?? '5';
const TARGET_SECONDS = profiles !== undefined && profiles > 20_000 ? 30 : 15;
const GIVE_UP_SECONDS = 1800;

/** A free port on this machine. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
    s.on('error', fail);
  });
}

/** A consistent copy of the database (VACUUM INTO reads it as one snapshot, WAL included). */
function copyDatabase(from: string, to: string): void {
  const db = new DatabaseSync(from, { readOnly: true });
  try {
    db.exec(`VACUUM INTO '${to.replaceAll("'", "''")}'`);
  } finally {
    db.close();
  }
}

/** The demo escort's profile id and whether it is published. */
function demoEscort(dbPath: string): { id: number; published: boolean } {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const row = db
      .prepare(`SELECT p.user_id AS id, p.published FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.username = 'escort'`)
      .get() as { id: number; published: number } | undefined;
    if (!row) throw new Error('the database has no demo escort (username "escort")');
    return { id: row.id, published: row.published === 1 };
  } finally {
    db.close();
  }
}

/** Start `npm start` (scripts/start.ts) and wait until it serves. */
async function startProduct(env: NodeJS.ProcessEnv): Promise<{ stop(): Promise<void>; output: () => string }> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<void>((done, fail) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      // The rebuilds log JSON lines; echo them so the run shows what happens.
      for (const line of d.toString().split('\n')) if (line.includes('"site ')) console.log(`  server: ${line.trim()}`);
      if (output.includes('Press Ctrl-C to stop.')) done();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(new Error(`the server exited with ${code}:\n${output.slice(-4000)}`)));
  });
  await ready;
  return {
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Sign in as the demo escort; returns the Cookie header. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v2/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: `escort@${DEMO_DOMAIN}`, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.length) throw new Error('login set no cookie');
  return cookies.join('; ');
}

/** Publish or unpublish through the API as the signed-in escort. */
async function setPublished(base: string, cookie: string, published: boolean): Promise<void> {
  const res = await fetch(`${base}/api/v2/users/profile/${published ? 'publish' : 'unpublish'}/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ profile_published: published }),
  });
  if (!res.ok) throw new Error(`${published ? 'publish' : 'unpublish'} answered ${res.status}: ${await res.text()}`);
}

/** What the served place page shows: its listing count and whether its first page links the profile. */
async function served(base: string, link: string): Promise<{ count: number; linked: boolean }> {
  const res = await fetch(`${base}${placePath}`, { headers: { 'cache-control': 'no-cache' } });
  if (!res.ok) throw new Error(`${placePath} answered ${res.status}`);
  const html = await res.text();
  return { count: Number(/data-listings="(\d+)"/.exec(html)?.[1] ?? NaN), linked: html.includes(`href="${link}"`) };
}

/** Seconds from `started` until the page shows `count` listings (and the link, when `linked` is given). */
async function waitFor(base: string, link: string, want: { count: number; linked?: boolean }, started: number): Promise<number> {
  for (;;) {
    const seconds = (performance.now() - started) / 1000;
    const now = await served(base, link);
    if (now.count === want.count && (want.linked === undefined || now.linked === want.linked)) return seconds;
    if (seconds > GIVE_UP_SECONDS)
      throw new Error(`${placePath} still shows ${JSON.stringify(now)}, not ${JSON.stringify(want)}, after ${GIVE_UP_SECONDS} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'lustmap-fresh-'));
const dbPath = join(dir, 'app.db');
const source = join(root, 'data', 'app.db');
const copied = profiles === undefined && existsSync(source);
if (copied) copyDatabase(source, dbPath);
const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DB_PATH: dbPath,
  SITE_BUILDS_DIR: join(dir, 'site'),
  SITE_REBUILD: 'on',
  SITE_REBUILD_DEBOUNCE_SECONDS: debounce,
  ...(profiles !== undefined ? { SEED_PROFILES: String(profiles) } : {}),
};
console.log(
  `bench:freshness: database ${copied ? 'copy of data/app.db' : `fresh demo data${profiles !== undefined ? ` with ${profiles} listings` : ''}`}, debounce ${debounce} s, page ${placePath}`,
);
const product = await startProduct(env);
const base = `http://127.0.0.1:${port}`;
try {
  // A builds folder with an empty cache gets one whole build first (npm start fills the cache when it builds dist/).
  if (/the build cache is empty/.test(product.output())) {
    const warmStarted = performance.now();
    while (!/"site rebuild done"/.test(product.output())) {
      if (/"site rebuild failed/.test(product.output())) throw new Error('the first whole build failed');
      if ((performance.now() - warmStarted) / 1000 > GIVE_UP_SECONDS) throw new Error('the first whole build did not finish');
      await new Promise((done) => setTimeout(done, 500));
    }
    const warm = /"site rebuild done"[^\n]*?"seconds":([\d.]+)/.exec(product.output());
    console.log(`the first (whole) build of this builds folder took ${warm?.[1] ?? '?'} s`);
  }
  const escort = demoEscort(dbPath);
  const link = `/users/${escort.id}/`;
  const start = await served(base, link);
  if (!Number.isFinite(start.count)) throw new Error(`${placePath} has no listing count: set PLACE_PATH to the escort's place page`);
  const cookie = await signIn(base);
  const results: { change: string; seconds: number }[] = [];
  let count = start.count;
  for (const published of escort.published ? [false, true] : [true, false]) {
    const started = performance.now();
    await setPublished(base, cookie, published);
    count += published ? 1 : -1;
    // Her card: gone after an unpublish; back after a publish when it was on the first page before.
    const linked = published ? (start.linked ? true : undefined) : false;
    const seconds = await waitFor(base, link, { count, linked }, started);
    results.push({ change: published ? 'publish → listed' : 'unpublish → gone', seconds });
    console.log(`${published ? 'publish' : 'unpublish'}: ${placePath} follows after ${seconds.toFixed(1)} s`);
  }
  console.log('change               seconds');
  for (const r of results) console.log(`${r.change.padEnd(20)} ${r.seconds.toFixed(1).padStart(7)}`);
  const worst = Math.max(...results.map((r) => r.seconds));
  console.log(
    `target: under ${TARGET_SECONDS} s on 2 cores — ${worst <= TARGET_SECONDS ? 'met' : 'MISSED'} (slowest ${worst.toFixed(1)} s)`,
  );
} catch (err) {
  console.error(product.output().slice(-4000));
  throw err;
} finally {
  await product.stop();
  rmSync(dir, { recursive: true, force: true });
}
