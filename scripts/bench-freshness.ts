/**
 * Freshness benchmark: how long a publish and an unpublish take to reach the static HTML. Starts
 * the product as `npm start` does (scripts/start.ts) on a temporary copy of the database
 * (data/app.db when it exists, else a fresh demo database) with its own builds folder and a short
 * debounce, signs in as the demo escort (`escort@demo.lustmap.test`), and then:
 * unpublish → seconds until her card leaves her place page, publish → seconds until it is back
 * (when she starts unpublished, the other way round). Target: each under 180 s on 2 cores.
 *
 * Usage: `npm run bench:freshness` (PLACE_PATH for another place page, DEBOUNCE seconds, default 5).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../src/server/seed/accounts.ts';

const root = resolve(import.meta.dirname, '..');
const placePath = process.env.PLACE_PATH ?? '/sex/koeln/';
const debounce = process.env.DEBOUNCE ?? '5';
const TARGET_SECONDS = 180;
const GIVE_UP_SECONDS = 600;

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

/** Whether the served place page links to the profile. */
async function listed(base: string, link: string): Promise<boolean> {
  const res = await fetch(`${base}${placePath}`, { headers: { 'cache-control': 'no-cache' } });
  if (!res.ok) throw new Error(`${placePath} answered ${res.status}`);
  return (await res.text()).includes(`href="${link}"`);
}

/** Seconds from `started` until the page shows `want`. */
async function waitFor(base: string, link: string, want: boolean, started: number): Promise<number> {
  for (;;) {
    const seconds = (performance.now() - started) / 1000;
    if ((await listed(base, link)) === want) return seconds;
    if (seconds > GIVE_UP_SECONDS) throw new Error(`${placePath} still ${want ? 'lacks' : 'shows'} ${link} after ${GIVE_UP_SECONDS} s`);
    await new Promise((done) => setTimeout(done, 1000));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'lustmap-fresh-'));
const dbPath = join(dir, 'app.db');
const source = join(root, 'data', 'app.db');
if (existsSync(source)) copyDatabase(source, dbPath);
const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DB_PATH: dbPath,
  SITE_BUILDS_DIR: join(dir, 'site'),
  SITE_REBUILD: 'on',
  SITE_REBUILD_DEBOUNCE_SECONDS: debounce,
};
console.log(
  `bench:freshness: database ${existsSync(source) ? 'copy of data/app.db' : 'fresh demo data'}, debounce ${debounce} s, page ${placePath}`,
);
const product = await startProduct(env);
const base = `http://127.0.0.1:${port}`;
try {
  const escort = demoEscort(dbPath);
  const link = `/users/${escort.id}/`;
  const before = await listed(base, link);
  if (before !== escort.published)
    throw new Error(
      `${placePath} ${before ? 'shows' : 'lacks'} ${link} although the profile is ${escort.published ? '' : 'un'}published: set PLACE_PATH to the escort's place page`,
    );
  const cookie = await signIn(base);
  const results: { change: string; seconds: number }[] = [];
  for (const published of escort.published ? [false, true] : [true, false]) {
    const started = performance.now();
    await setPublished(base, cookie, published);
    const seconds = await waitFor(base, link, published, started);
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
