/**
 * Copy a node:sqlite database into an empty PostgreSQL database of the same schema version:
 * moving an embedded installation to PostgreSQL (`npm run db:copy`), and filling a PostgreSQL
 * database with demo data seeded the fast way, into SQLite first.
 *
 * Tables go parent before child (the foreign keys of PostgreSQL's catalogue give the order), so no
 * constraint is switched off and no superuser right is needed. A column that refers to its own
 * table (a manager who is a user) is filled in a second pass. Rows go in multi-row INSERTs inside
 * one transaction: a failure leaves the target as empty as it was. Identity counters then start
 * after the highest copied id.
 */
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/** PostgreSQL's limit is 65,535 parameters per statement; stay under it. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 1_000;

export interface CopyResult {
  tables: number;
  rows: number;
  ms: number;
}

interface ForeignKey {
  table: string;
  column: string;
  references: string;
}

async function targetTables(pg: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_migration%'
    ORDER BY table_name`.execute(pg);
  return rows.map((r) => r.name);
}

async function foreignKeys(pg: Kysely<unknown>): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    SELECT src.relname AS table, att.attname AS column, dst.relname AS references
    FROM pg_constraint con
    JOIN pg_class src ON src.oid = con.conrelid
    JOIN pg_class dst ON dst.oid = con.confrelid
    JOIN pg_namespace ns ON ns.oid = src.relnamespace AND ns.nspname = current_schema()
    JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY (con.conkey)
    WHERE con.contype = 'f'`.execute(pg);
  return rows;
}

/** Parents before children; throws on a cycle between different tables. */
export function copyOrder(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const k of keys) if (k.table !== k.references) parents.get(k.table)?.add(k.references);
  const done = new Set<string>();
  const order: string[] = [];
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p) || !parents.has(p)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle between ${tables.filter((t) => !done.has(t)).join(', ')}`);
    for (const t of ready) {
      done.add(t);
      order.push(t);
    }
  }
  return order;
}

async function columnsOf(pg: Kysely<unknown>, table: string): Promise<{ name: string; identity: boolean }[]> {
  const { rows } = await sql<{ name: string; identity: string }>`
    SELECT column_name AS name, is_identity AS identity FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(pg);
  return rows.map((r) => ({ name: r.name, identity: r.identity === 'YES' }));
}

function sqliteMigrations(source: DatabaseSync): string[] {
  return (source.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((r) => r.name);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Copy every row of `source` into `target`. Both must be at the latest schema version (open them
 * with `openDatabase`/`openPostgres`, which migrate), and `target` must hold no rows yet.
 */
export async function copySqliteToPostgres<T>(
  source: DatabaseSync,
  target: Kysely<T>,
  o: { replace?: readonly string[] } = {},
): Promise<CopyResult> {
  // Tables a migration or the start fills the same way on both sides (roles; the service catalogue
  // and the places of a node that started without demo data) are replaced; any other row means a used target.
  const replace = new Set(o.replace ?? ['roles']);
  const started = performance.now();
  const latest = Object.keys(migrations).sort();
  const have = sqliteMigrations(source);
  if (have.join() !== latest.join())
    throw new Error(
      `the SQLite database is at schema ${have.at(-1) ?? '(none)'}, not ${latest.at(-1)}: start the server on it once to migrate it`,
    );

  const pg = target as unknown as Kysely<unknown>;
  const tables = await targetTables(pg);
  const keys = await foreignKeys(pg);
  const order = copyOrder(tables, keys);
  const sourceTables = new Set(
    (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name),
  );
  const missing = order.filter((t) => !sourceTables.has(t));
  if (missing.length) throw new Error(`the SQLite database lacks the tables ${missing.join(', ')}`);

  let rows = 0;
  await pg.transaction().execute(async (trx) => {
    // A conflict runs this again from here (db/transactions.ts): count afresh.
    rows = 0;
    // A used target is named before anything changes (a row referring to a catalogue row would
    // otherwise fail the deletion below with a foreign-key message).
    for (const table of order) {
      if (replace.has(table)) continue;
      const { rows: present } = await sql<{ one: number }>`SELECT 1 AS one FROM ${sql.table(table)} LIMIT 1`.execute(trx);
      if (present.length > 0) throw new Error(`the PostgreSQL database is not empty (table ${table} has rows); copy into a new database`);
    }
    // Children first, so the catalogue rows go before anything could refer to them.
    for (const table of [...order].reverse()) if (replace.has(table)) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    for (const table of order) {
      const columns = await columnsOf(trx, table);
      const names = columns.map((c) => c.name);
      const selfRefs = keys.filter((k) => k.table === table && k.references === table).map((k) => k.column);
      const perInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / names.length)));
      const identity = columns.some((c) => c.identity);
      const head = `INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) ${identity ? 'OVERRIDING SYSTEM VALUE ' : ''}VALUES `;
      const iterator = source.prepare(`SELECT ${names.map(quote).join(', ')} FROM ${quote(table)}`).iterate();
      let batch: SQLOutputValue[][] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const values = batch.map((row) => sql`(${sql.join(row.map((v) => sql`${v}`))})`);
        await sql`${sql.raw(head)}${sql.join(values)}`.execute(trx);
        rows += batch.length;
        batch = [];
      };
      const deferred: { id: SQLOutputValue[]; values: SQLOutputValue[] }[] = [];
      const keyColumns = selfRefs.length ? await primaryKey(trx, table) : [];
      for (const record of iterator as Iterable<Record<string, SQLOutputValue>>) {
        const row = names.map((n) => record[n] ?? null);
        if (selfRefs.length && selfRefs.some((c) => record[c] !== null)) {
          deferred.push({ id: keyColumns.map((c) => record[c] ?? null), values: selfRefs.map((c) => record[c] ?? null) });
          for (const c of selfRefs) row[names.indexOf(c)] = null;
        }
        batch.push(row);
        if (batch.length >= perInsert) await flush();
      }
      await flush();
      for (const d of deferred) {
        const set = sql.join(selfRefs.map((c, i) => sql`${sql.ref(c)} = ${d.values[i]}`));
        const where = sql.join(
          keyColumns.map((c, i) => sql`${sql.ref(c)} = ${d.id[i]}`),
          sql` AND `,
        );
        await sql`UPDATE ${sql.table(table)} SET ${set} WHERE ${where}`.execute(trx);
      }
      for (const c of columns.filter((col) => col.identity)) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, ${c.name}), COALESCE((SELECT MAX(${sql.ref(c.name)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
    }
    // The search rows' revision counter goes on from where SQLite's stopped (migration 0025).
    const counter = source.prepare('SELECT rev FROM search_revision WHERE id = 1').get() as { rev: number } | undefined;
    const last = Math.max(Number(counter?.rev ?? 0), 1);
    await sql`SELECT setval('profile_search_revision', GREATEST(${last}, COALESCE((SELECT MAX(rev) FROM profile_search), 1)))`.execute(trx);
  });
  return { tables: order.length, rows, ms: Math.round(performance.now() - started) };
}

async function primaryKey(pg: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT att.attname AS name FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = current_schema()
    JOIN pg_attribute att ON att.attrelid = i.indrelid AND att.attnum = ANY (i.indkey)
    WHERE c.relname = ${table} AND i.indisprimary`.execute(pg);
  if (rows.length === 0) throw new Error(`table ${table} refers to itself but has no primary key`);
  return rows.map((r) => r.name);
}
