/**
 * Rows per table on both sides of a copy to PostgreSQL (src/server/db/copy.test.ts and
 * scripts/db-copy.test.ts compare them).
 */
import type { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';

/** SQLite's tables that are something else on PostgreSQL (the search revision counter is a sequence there, migration 0025). */
export const SQLITE_ONLY_TABLES = ['search_revision'];

/** Rows per table of a SQLite database: its own tables (not Kysely's or SQLite's), by name. */
export function sqliteTableCounts(db: DatabaseSync): Record<string, number> {
  const tables = (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely%' AND name NOT LIKE 'sqlite%' ORDER BY name")
      .all() as { name: string }[]
  ).filter(({ name }) => !SQLITE_ONLY_TABLES.includes(name));
  return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]));
}

/** Rows of `table` in a PostgreSQL database. */
export async function pgRowCount(db: Kysely<unknown>, table: string): Promise<number> {
  return Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n);
}
