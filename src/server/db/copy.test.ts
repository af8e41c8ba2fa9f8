import { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setup } from '../setup.ts';
import { memoryLogger } from '../context.ts';
import { startPostgres, type PgCluster } from '../testing/postgres-cluster.ts';
import { pgRowCount, sqliteTableCounts } from '../testing/table-counts.ts';
import { copyOrder, copySqliteToPostgres } from './copy.ts';
import type { Database } from './database.ts';
import { openPostgres } from './postgres.ts';
import { searchIndexVersion } from './search-index.ts';
import type { DB } from './types.ts';

let cluster: PgCluster;
let source: Database;

beforeAll(async () => {
  cluster = await startPostgres();
  ({ database: source } = await setup({ path: ':memory:', seedProfiles: 200, log: memoryLogger() }));
}, 60_000);
afterAll(async () => {
  await source?.close();
  await cluster?.stop();
});

async function target(): Promise<Kysely<unknown>> {
  const { db } = await openPostgres(await cluster.createDatabase(), { poolMax: 2 });
  return db as Kysely<unknown>;
}

test('every table arrives with every row, and new rows get fresh ids', async () => {
  const pg = await target();
  try {
    const result = await copySqliteToPostgres(source.sqlite, pg);
    const counts = sqliteTableCounts(source.sqlite);
    expect(result.tables).toBe(Object.keys(counts).length);
    let total = 0;
    for (const [table, n] of Object.entries(counts)) {
      total += n;
      expect({ table, n: await pgRowCount(pg, table) }).toEqual({ table, n });
    }
    expect(result.rows).toBe(total);
    // The search revision counter goes on where SQLite's stopped.
    const counter = (source.sqlite.prepare('SELECT rev FROM search_revision').get() as { rev: number }).rev;
    expect(counter).toBeGreaterThan(0);
    expect(await searchIndexVersion(pg as Kysely<DB>)).toBe(counter);

    // A user with a manager (a column referring to its own table) keeps it.
    const managed = source.sqlite.prepare('SELECT id, manager_id FROM users WHERE manager_id IS NOT NULL ORDER BY id LIMIT 1').get() as
      { id: number; manager_id: number } | undefined;
    expect(managed).toBeDefined();
    const copied = await sql<{ manager_id: number }>`SELECT manager_id FROM users WHERE id = ${managed!.id}`.execute(pg);
    expect(copied.rows[0]?.manager_id).toBe(managed!.manager_id);

    const maxId = (source.sqlite.prepare('SELECT MAX(id) AS m FROM users').get() as { m: number }).m;
    const inserted = await sql<{ id: number }>`INSERT INTO users (username, region) VALUES ('after-copy', 'de') RETURNING id`.execute(pg);
    expect(inserted.rows[0]!.id).toBe(maxId + 1);
  } finally {
    await pg.destroy();
  }
});

test('it refuses a target that already holds data, and leaves it as it was', async () => {
  const pg = await target();
  try {
    await sql`INSERT INTO users (username, region) VALUES ('already-here', 'de')`.execute(pg);
    await expect(copySqliteToPostgres(source.sqlite, pg)).rejects.toThrow(/not empty \(table users has rows\)/);
    expect(await pgRowCount(pg, 'users')).toBe(1);
    expect(await pgRowCount(pg, 'profiles')).toBe(0);
  } finally {
    await pg.destroy();
  }
});

test('it refuses a SQLite database at an older schema version', async () => {
  const old = new DatabaseSync(':memory:');
  old.exec(
    "CREATE TABLE kysely_migration (name TEXT PRIMARY KEY, timestamp TEXT); INSERT INTO kysely_migration VALUES ('0001_initial', '')",
  );
  const pg = await target();
  try {
    await expect(copySqliteToPostgres(old, pg)).rejects.toThrow(/schema 0001_initial, not 0\d{3}_/);
  } finally {
    old.close();
    await pg.destroy();
  }
});

test('parents come before children, and a cycle is named', () => {
  const keys = [
    { table: 'photos', column: 'profile_id', references: 'profiles' },
    { table: 'profiles', column: 'user_id', references: 'users' },
    { table: 'users', column: 'manager_id', references: 'users' },
  ];
  expect(copyOrder(['photos', 'profiles', 'users'], keys)).toEqual(['users', 'profiles', 'photos']);
  expect(() =>
    copyOrder(
      ['a', 'b'],
      [
        { table: 'a', column: 'b_id', references: 'b' },
        { table: 'b', column: 'a_id', references: 'a' },
      ],
    ),
  ).toThrow(/cycle between a, b/);
});
