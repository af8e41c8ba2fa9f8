/**
 * A comparable description of an SQLite schema (tables, columns, checks, keys, indexes,
 * triggers), read from the catalogue, so a test can prove that migrations written one way produce
 * the schema the queries were written against.
 */
import type { DatabaseSync } from 'node:sqlite';

/** SQL text with quoting, case and spacing differences removed. */
export function normaliseSql(text: string): string {
  return text
    .toLowerCase()
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),=<>])\s*/g, '$1')
    .trim();
}

/** The parts of a parenthesised list at its top level ("a integer, b text check(x in (1,2))"). */
function topLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Every `check(...)` expression of a table definition. */
function checksOf(definition: string): string[] {
  const out: string[] = [];
  let at = definition.indexOf('check(');
  while (at !== -1) {
    let depth = 0;
    let end = at + 5;
    for (; end < definition.length; end++) {
      if (definition[end] === '(') depth++;
      if (definition[end] === ')' && --depth === 0) break;
    }
    out.push(definition.slice(at + 6, end));
    at = definition.indexOf('check(', end);
  }
  return out.sort();
}

type Row = Record<string, unknown>;

/** Describe every application table (Kysely's own bookkeeping tables left out). */
export function describeSchema(sqlite: DatabaseSync) {
  const all = (query: string, ...params: string[]) => sqlite.prepare(query).all(...params) as Row[];
  const tables = all(
    `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name`,
  );
  const schema: Record<string, unknown> = {};
  for (const { name, sql } of tables as { name: string; sql: string }[]) {
    const definition = normaliseSql(sql);
    const body = definition.slice(definition.indexOf('(') + 1, definition.lastIndexOf(')'));
    const collations = Object.fromEntries(
      topLevel(body)
        .map((part): [string, string | undefined] => [part.split(' ')[0] ?? '', /collate (\w+)/.exec(part)?.[1]])
        .filter(([, collation]) => collation !== undefined),
    );
    const list = all(`SELECT wr FROM pragma_table_list WHERE name = ?`, name)[0];
    schema[name] = {
      withoutRowid: list?.wr === 1,
      columns: all(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)`, name).map((c) => ({
        ...c,
        type: String(c.type).toLowerCase(),
        dflt_value: typeof c.dflt_value === 'string' ? normaliseSql(c.dflt_value) : c.dflt_value,
      })),
      collations,
      checks: checksOf(definition),
      foreignKeys: all(`SELECT "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(?) ORDER BY "from"`, name),
      indexes: all(`SELECT name, "unique", origin, partial FROM pragma_index_list(?)`, name)
        .map((ix) => {
          const ixName = String(ix.name);
          const ixSql = all(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`, ixName)[0]?.sql;
          return {
            // Automatic indexes (UNIQUE, PRIMARY KEY) are named by position; name them by their columns.
            name: ix.origin === 'c' ? ixName : `(${String(ix.origin)})`,
            unique: ix.unique,
            partial: ix.partial,
            columns: all(`SELECT name, "desc", coll FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno`, ixName),
            where:
              typeof ixSql === 'string' && / where /i.test(ixSql)
                ? normaliseSql(ixSql.slice(ixSql.toLowerCase().lastIndexOf(' where ') + 7))
                : null,
          };
        })
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    };
  }
  const triggers = all(`SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).map((t) => ({
    name: t.name,
    table: t.tbl_name,
    sql: normaliseSql(String(t.sql)),
  }));
  return { tables: schema, triggers };
}
