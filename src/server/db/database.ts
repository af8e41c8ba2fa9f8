/**
 * Opening the embedded database: `node:sqlite` in WAL mode behind Kysely, migrated to the latest
 * version. `:memory:` gives tests a fresh database.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { NodeSqliteDialect } from './dialect.ts';
import { migrateToLatest } from './migrations/index.ts';
import type { DB } from './types.ts';

/** An open database: Kysely for queries, the raw handle for bulk work (seeding) and pragmas. */
export interface Database {
  db: Kysely<DB>;
  sqlite: DatabaseSync;
  /** File path, or ":memory:". */
  path: string;
  close(): Promise<void>;
}

/** Open (creating if needed) and migrate the database at `path`. */
export async function openDatabase(path: string): Promise<Database> {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  if (!memory) {
    sqlite.exec('PRAGMA journal_mode = WAL');
    // WAL + NORMAL: a crash may lose the last transactions but never corrupts the file.
    sqlite.exec('PRAGMA synchronous = NORMAL');
    sqlite.exec('PRAGMA mmap_size = 268435456');
  }
  sqlite.exec('PRAGMA temp_store = MEMORY');
  sqlite.exec('PRAGMA cache_size = -65536');

  const db = new Kysely<DB>({ dialect: new NodeSqliteDialect(sqlite) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (err) {
    await db.destroy();
    throw err;
  }

  let closed = false;
  return {
    db,
    sqlite,
    path,
    async close() {
      if (closed) return;
      closed = true;
      try {
        sqlite.exec('PRAGMA optimize');
        if (!memory) sqlite.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      } finally {
        await db.destroy();
      }
    },
  };
}

/** Run `fn` inside one write transaction on the raw handle (bulk inserts with prepared statements). */
export function transaction<T>(sqlite: DatabaseSync, fn: () => T): T {
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    sqlite.exec('COMMIT');
    return result;
  } catch (err) {
    if (sqlite.isTransaction) sqlite.exec('ROLLBACK');
    throw err;
  }
}
