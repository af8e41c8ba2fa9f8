/**
 * Migration 0027 on a database of the version before: the search rows of escorts written then take
 * the "available now" end their profiles have (in seconds); rows of escorts without one, and of
 * venues, stay NULL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../database.ts';
import { NodeSqliteDialect } from '../dialect.ts';
import { migrations } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-0027-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('rows written before it take the end their profile has', async () => {
  const path = join(dir, 'before.db');
  const sqlite = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  const db = new Kysely<unknown>({ dialect: new NodeSqliteDialect(sqlite) });
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0027'));
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(before) } });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const until = '2025-06-15T18:00:00.000Z';
  for (const [id, type, end] of [
    [1, 'escort', until],
    [2, 'escort', null],
    [3, 'venue', until],
  ] as const) {
    sqlite.prepare(`INSERT INTO users (id, username, region) VALUES (?, ?, 'de')`).run(id, `u${id}`);
    sqlite
      .prepare(`INSERT INTO profiles (user_id, profile_type, region, display_name, available_now_until) VALUES (?, ?, 'de', ?, ?)`)
      .run(id, type, `P${id}`, end);
    sqlite.prepare(`INSERT INTO profile_search (region, kind, rank, profile_id, published_at) VALUES (1, 1, ?, ?, 0)`).run(id, id);
  }
  await db.destroy();

  const d = await openDatabase(path);
  expect(d.sqlite.prepare('SELECT profile_id AS id, available_until AS s FROM profile_search ORDER BY profile_id').all()).toEqual([
    { id: 1, s: Date.parse(until) / 1000 },
    { id: 2, s: null },
    { id: 3, s: null },
  ]);
  await d.close();
});
