/**
 * `npm run db:copy`, the command docs/deploy.md gives for moving the embedded database to
 * PostgreSQL: run as a user runs it, on a demo database file, into a database of a throw-away
 * cluster; then the server starts on the copy with the same data and seeds nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { memoryLogger } from '../src/server/context.ts';
import { openPostgres, redactUrl } from '../src/server/db/postgres.ts';
import { setup } from '../src/server/setup.ts';
import { startPostgres, type PgCluster } from '../src/server/testing/postgres-cluster.ts';
import { pgRowCount, sqliteTableCounts } from '../src/server/testing/table-counts.ts';
import { runScript } from './lib/run-script.ts';

const script = resolve(import.meta.dirname, 'db-copy.ts');
const dir = mkdtempSync(join(tmpdir(), 'lustmap-db-copy-'));
const file = join(dir, 'app.db');
let cluster: PgCluster;
/** Rows per table of the demo file. */
let counts: Record<string, number>;

/** Rows per table of a database, for the tables of the file. */
async function countAll(db: Kysely<unknown>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.keys(counts)) out[table] = await pgRowCount(db, table);
  return out;
}

beforeAll(async () => {
  cluster = await startPostgres();
  const { database } = await setup({ path: file, seedProfiles: 120, log: memoryLogger() });
  await database.close();
  const sqlite = new DatabaseSync(file, { readOnly: true });
  try {
    counts = sqliteTableCounts(sqlite);
  } finally {
    sqlite.close();
  }
  expect(counts.profiles).toBeGreaterThan(100);
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The command with these arguments and settings; its output, whether it succeeded or not. */
const run = (args: string[], env: Record<string, string> = {}) => runScript(script, args, env);

test('it copies the file into an empty PostgreSQL database, on which the server starts with the same data', async () => {
  const url = await cluster.createDatabase();
  const res = await run(['--from', file], { DATABASE_URL: url });
  expect(res.code, res.stderr).toBe(0);
  expect(res.stdout).toMatch(
    new RegExp(
      `^db:copy: \\d+ rows in \\d+ tables from ${file} to ${redactUrl(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in \\d+\\.\\d s\\n$`,
    ),
  );
  // The password of the target never reaches the output.
  expect(res.stdout).not.toContain(new URL(url).password || '\u0000');

  const { database, seeded } = await setup({ path: url, log: memoryLogger() });
  try {
    expect(database.dialect).toBe('postgres');
    expect(seeded).toBeUndefined();
    expect(await countAll(database.db as Kysely<unknown>)).toEqual(counts);
  } finally {
    await database.close();
  }

  // A second copy into the same database is refused and changes nothing there.
  const again = await run(['--from', file, '--to', url]);
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/^db:copy: the PostgreSQL database is not empty \(table \w+ has rows\); copy into a new database\n$/);
  const { db } = await openPostgres(url, { poolMax: 1 });
  try {
    expect(await countAll(db as Kysely<unknown>)).toEqual(counts);
  } finally {
    await db.destroy();
  }
}, 120_000);

test('without a source file or a PostgreSQL target it says what to give, and copies nothing', async () => {
  const missing = await run(['--from', join(dir, 'nowhere.db'), '--to', 'postgres://u@127.0.0.1:1/x']);
  expect(missing).toMatchObject({ code: 2, stdout: '' });
  expect(missing.stderr).toBe(`db:copy: no SQLite database at ${join(dir, 'nowhere.db')} (give --from <file>)\n`);

  const noTarget = await run(['--from', file]);
  expect(noTarget).toMatchObject({ code: 2, stdout: '' });
  expect(noTarget.stderr).toMatch(/give the target as --to postgres:\/\//);

  const notPostgres = await run(['--from', file, '--to', 'mysql://u@127.0.0.1/x']);
  expect(notPostgres.code).toBe(2);
});
