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
