/**
 * Opening the database: the embedded `node:sqlite` file in WAL mode behind Kysely, or PostgreSQL
 * when the location is a postgres:// URL (./postgres.ts), migrated to the latest version either
 * way. `:memory:` gives tests a fresh SQLite database.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { NodeSqliteDialect } from './dialect.ts';
import { migrateToLatest } from './migrations/index.ts';
import { isPostgresUrl, openPostgres, redactUrl } from './postgres.ts';
import type { DB } from './types.ts';

/** An open database: Kysely for queries, on SQLite also the raw handle for bulk work (seeding) and pragmas. */
export interface Database {
  db: Kysely<DB>;
  dialect: 'sqlite' | 'postgres';
  /**
   * The raw node:sqlite handle. SQLite only: on PostgreSQL reading it throws, so code that still
   * needs it (seeding's bulk inserts, some tests' direct reads) says so instead of misbehaving.
   */
  sqlite: DatabaseSync;
  /** File path, ":memory:", or the PostgreSQL URL. */
  path: string;
  close(): Promise<void>;
}

/** Open (creating if needed) and migrate the database at `path` (a file, ":memory:" or a postgres:// URL). */
export async function openDatabase(path: string): Promise<Database> {
  if (isPostgresUrl(path)) {
    const { db } = await openPostgres(path);
    let closed = false;
    return {
      db,
      dialect: 'postgres',
      get sqlite(): DatabaseSync {
        throw new Error(`the database is PostgreSQL (${redactUrl(path)}): there is no raw SQLite handle`);
      },
      path,
      async close() {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  }
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
  analyzeSearchRows(sqlite);

  let closed = false;
  return {
    db,
    dialect: 'sqlite',
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

/**
 * Give the planner exact statistics of the search rows (about 150 ms at 100,000 listings). The
 * search's plans depend on them: without, or with the estimates `PRAGMA optimize` samples from the
 * first rows of each index (the rows are clustered by region, so a sample sees one region), a
 * region-wide search sorts a whole region through the latitude index instead of walking the rank
 * order, 15 ms instead of 0.2 ms. Run at every start and after the rows are rebuilt.
 */
export function analyzeSearchRows(sqlite: DatabaseSync): void {
  sqlite.exec('ANALYZE profile_search');
}
