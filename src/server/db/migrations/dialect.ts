/**
 * The few schema pieces that differ between SQL dialects, in one place: migrations call these
 * helpers and stay plain schema-builder code. Only SQLite runs today; another dialect gets its
 * own branch here (each helper says which piece it lacks rather than guessing).
 */
import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

/** Whether the migration runs against SQLite. */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

function unsupported(piece: string): never {
  throw new Error(`the migrations have no ${piece} for this SQL dialect yet (see src/server/db/migrations/dialect.ts)`);
}

/** Default of a timestamp column: the current UTC time as ISO 8601 text with milliseconds. */
export function nowText(db: Kysely<unknown>): RawBuilder<string> {
  if (isSqlite(db)) return sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return unsupported('ISO timestamp default');
}

/** CHECK: `column` is NULL or a calendar date written YYYY-MM-DD. */
export function isoDateOrNull(db: Kysely<unknown>, column: string): RawBuilder<boolean> {
  if (isSqlite(db)) return sql`${sql.ref(column)} IS NULL OR date(${sql.ref(column)}) = ${sql.ref(column)}`;
  return unsupported('date check');
}

/** CHECK: `column` reads like a clock time "HH:MM". */
export function clockTime(db: Kysely<unknown>, column: string): RawBuilder<boolean> {
  if (isSqlite(db)) return sql`${sql.ref(column)} GLOB '[0-2][0-9]:[0-5][0-9]'`;
  return unsupported('clock time check');
}

/** Text compared without regard to case (usernames, e-mail addresses). */
export function caseInsensitive(db: Kysely<unknown>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  if (isSqlite(db)) return (col) => col.modifyEnd(sql`COLLATE NOCASE`);
  return unsupported('case-insensitive text');
}

/** A table stored by its primary key only (SQLite's WITHOUT ROWID; other dialects need nothing). */
export function clustered<T extends string, C extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C> {
  return isSqlite(db) ? table.modifyEnd(sql`WITHOUT ROWID`) : table;
}

/**
 * Refuse a date of birth less than 18 years before today on insert and update. A CHECK cannot
 * do it (it may not read the current date), so SQLite gets a pair of triggers.
 */
export async function adultOnly(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  if (!isSqlite(db)) unsupported('adult-age trigger');
  for (const op of ['INSERT', 'UPDATE']) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_${column}_adult_${op.toLowerCase()}
BEFORE ${op} ON ${table}
WHEN NEW.${column} IS NOT NULL AND NOT (NEW.${column} <= date('now', '-18 years'))
BEGIN
  SELECT RAISE(ABORT, '${column} must be at least 18 years ago');
END`,
      )
      .execute(db);
  }
}

/** Make a table append-only: triggers refuse every UPDATE and DELETE of its rows. */
export async function appendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  if (!isSqlite(db)) unsupported('append-only trigger');
  for (const op of ['UPDATE', 'DELETE']) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_no_${op.toLowerCase()}
BEFORE ${op} ON ${table}
BEGIN
  SELECT RAISE(ABORT, '${table} is append-only');
END`,
      )
      .execute(db);
  }
}
