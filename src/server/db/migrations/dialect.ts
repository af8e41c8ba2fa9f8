/**
 * The few schema pieces that differ between SQL dialects, in one place: migrations call these
 * helpers and stay plain schema-builder code. SQLite (the embedded default) and PostgreSQL have a
 * branch each; the column types that differ (64-bit integers, identity keys, floating point) are
 * mapped for PostgreSQL by ./postgres-schema.ts, so the migrations keep SQLite's type names.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres, isSqlite } from '../dialects.ts';

export { isPostgres, isSqlite };

function unsupported(piece: string): never {
  throw new Error(`the migrations have no ${piece} for this SQL dialect yet (see src/server/db/migrations/dialect.ts)`);
}

/** Default of a timestamp column: the current UTC time as ISO 8601 text with milliseconds. */
export function nowText(db: Kysely<unknown>): RawBuilder<string> {
  if (isSqlite(db)) return sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  if (isPostgres(db)) return sql`(to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  return unsupported('ISO timestamp default');
}

/** CHECK: `column` is NULL or a calendar date written YYYY-MM-DD. */
export function isoDateOrNull(db: Kysely<unknown>, column: string): RawBuilder<boolean> {
  if (isSqlite(db)) return sql`${sql.ref(column)} IS NULL OR date(${sql.ref(column)}) = ${sql.ref(column)}`;
  // The cast rejects an impossible date such as 2001-02-30 with an error of its own.
  if (isPostgres(db))
    return sql`${sql.ref(column)} IS NULL OR (${sql.ref(column)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' AND CAST(CAST(${sql.ref(column)} AS date) AS text) = ${sql.ref(column)})`;
  return unsupported('date check');
}

/** CHECK: `column` has the shape of a day, YYYY-MM-DD. */
export function dayShape(db: Kysely<unknown>, column: string): RawBuilder<boolean> {
  if (isSqlite(db)) return sql`${sql.ref(column)} GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`;
  if (isPostgres(db)) return sql`${sql.ref(column)} ~ '^[0-9]{4}-[0-1][0-9]-[0-3][0-9]$'`;
  return unsupported('day check');
}

/** CHECK: `column` reads like a clock time "HH:MM". */
export function clockTime(db: Kysely<unknown>, column: string): RawBuilder<boolean> {
  if (isSqlite(db)) return sql`${sql.ref(column)} GLOB '[0-2][0-9]:[0-5][0-9]'`;
  if (isPostgres(db)) return sql`${sql.ref(column)} ~ '^[0-2][0-9]:[0-5][0-9]$'`;
  return unsupported('clock time check');
}

/** The case-insensitive collation PostgreSQL's text columns use (created by `prepareDialect`). */
const PG_NOCASE = 'lustmap_nocase';

/** Text compared without regard to case (usernames, e-mail addresses). */
export function caseInsensitive(db: Kysely<unknown>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  if (isSqlite(db)) return (col) => col.modifyEnd(sql`COLLATE NOCASE`);
  if (isPostgres(db)) return (col) => col.modifyFront(sql`COLLATE ${sql.id(PG_NOCASE)}`);
  return unsupported('case-insensitive text');
}

/**
 * What a dialect needs before the first migration. PostgreSQL: a nondeterministic ICU collation
 * that compares like SQLite's NOCASE (equal when only case differs), for unique usernames and
 * e-mail addresses.
 */
export async function prepareDialect(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE COLLATION IF NOT EXISTS ${sql.id(PG_NOCASE)} (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`.execute(
    db,
  );
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
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION ${table}_${column}_adult() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.${column} IS NOT NULL AND NOT (NEW.${column} <= to_char((now() AT TIME ZONE 'UTC')::date - interval '18 years', 'YYYY-MM-DD')) THEN
    RAISE EXCEPTION '${column} must be at least 18 years ago' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_${column}_adult BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_${column}_adult()`,
      )
      .execute(db);
    return;
  }
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
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '${table} is append-only' USING ERRCODE = 'restrict_violation';
END $$`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_no_change BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`)
      .execute(db);
    return;
  }
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

/** Refuse every UPDATE of `table`; rows may still be deleted (retention). */
export async function refuseUpdates(db: Kysely<unknown>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '${table} is append-only' USING ERRCODE = 'restrict_violation';
END $$`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`)
      .execute(db);
    return;
  }
  if (!isSqlite(db)) unsupported('append-only trigger');
  await sql
    .raw(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`)
    .execute(db);
}
