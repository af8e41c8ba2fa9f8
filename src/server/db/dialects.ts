/**
 * Which SQL dialect a Kysely instance speaks, for the few statements that differ between the
 * embedded node:sqlite database and PostgreSQL (schema pieces, job claiming, day arithmetic).
 */
import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely';

/** Whether `db` runs on SQLite. */
export function isSqlite(db: Kysely<never> | Kysely<unknown>): boolean {
  return (db as Kysely<unknown>).getExecutor().adapter instanceof SqliteAdapter;
}

/** Whether `db` runs on PostgreSQL. */
export function isPostgres(db: Kysely<never> | Kysely<unknown>): boolean {
  return (db as Kysely<unknown>).getExecutor().adapter instanceof PostgresAdapter;
}
