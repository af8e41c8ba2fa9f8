import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, test } from 'vitest';

const MAIN = resolve(import.meta.dirname, 'main.ts');
const dir = mkdtempSync(join(tmpdir(), 'lustmap-restart-'));
const dbPath = join(dir, 'app.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Proc {
  child: ChildProcess;
  url: string;
  lines: { message: string; [k: string]: unknown }[];
}

/** Start the server process and wait for its "listening" line. */
function start(): Promise<Proc> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_PATH: dbPath, SEED_PROFILES: '300' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Proc['lines'] = [];
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolveStart, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        const parsed = JSON.parse(line) as Proc['lines'][number];
        lines.push(parsed);
        if (parsed.message === 'listening') resolveStart({ child, url: String(parsed.url), lines });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${stderr}`)));
  });
}

function stop(p: Proc, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolveStop) => {
    p.child.once('exit', (code) => resolveStop(code));
    p.child.kill(signal);
  });
}

async function report(url: string, profileId: number, message = 'restart check'): Promise<number> {
  const res = await fetch(`${url}/api/v2/users/profile/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profileId, reason: 'fake', message }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { results: { id: number } }).results.id;
}

test('it keeps seeded data and writes across a restart', { timeout: 60_000 }, async () => {
  const first = await start();
  expect(first.lines.some((l) => l.message === 'seeded demo data')).toBe(true);
  const before = (await (await fetch(`${first.url}/api/v2/featured-profiles?region=de`)).json()) as { results: { id: number }[] };
  const profileId = before.results[0]?.id ?? 0;
  const firstReport = await report(first.url, profileId);
  expect(await stop(first, 'SIGINT')).toBe(0);

  const second = await start();
  expect(second.lines.some((l) => l.message === 'seeded demo data')).toBe(false);
  const after = (await (await fetch(`${second.url}/api/v2/featured-profiles?region=de`)).json()) as { results: { id: number }[] };
  expect(after.results.map((r) => r.id)).toEqual(before.results.map((r) => r.id));
  // (Another text: the same report within a day would answer with the first one.)
  expect(await report(second.url, profileId, 'restart check, second run')).toBe(firstReport + 1);

  // A second connection sees the first run's write while the server runs (WAL readers).
  const reader = new DatabaseSync(dbPath, { readOnly: true });
  const row = reader.prepare('SELECT profile_id, message FROM profile_reports WHERE id = ?').get(firstReport);
  reader.close();
  expect(row).toEqual({ profile_id: profileId, message: 'restart check' });
  expect(await stop(second, 'SIGTERM')).toBe(0);
});
