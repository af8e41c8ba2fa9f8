/**
 * Which SQL dialect a Kysely instance speaks, for the few statements that differ between the
 * embedded node:sqlite database and PostgreSQL (schema pieces, job claiming, day arithmetic).
 */
import { PostgresAdapter, SqliteAdapter } from 'kysely';

/** Any Kysely instance or transaction, whatever its tables. */
interface Executes {
  getExecutor(): { readonly adapter: unknown };
}

/** Whether `db` runs on SQLite. */
export function isSqlite(db: Executes): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Whether `db` runs on PostgreSQL. */
export function isPostgres(db: Executes): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Whether `err` is a violation of the unique key of one of `columns` of `table`, in either
 * database's words: SQLite's "UNIQUE constraint failed: table.column", PostgreSQL's SQLSTATE 23505
 * on the constraint a column's UNIQUE gets (`table_column_key`).
 */
export function isUniqueViolation(err: unknown, table: string, columns: readonly string[]): boolean {
  if (!(err instanceof Error)) return false;
  const sqlite = /UNIQUE constraint failed: (.+)$/.exec(err.message);
  if (sqlite) return sqlite[1]!.split(', ').some((c) => columns.some((col) => c.trim() === `${table}.${col}`));
  const pg = err as Error & { code?: unknown; constraint?: unknown };
  return pg.code === '23505' && columns.some((col) => pg.constraint === `${table}_${col}_key`);
}
