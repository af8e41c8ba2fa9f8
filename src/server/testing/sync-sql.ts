/**
 * Synchronous SQL for test assertions and fixtures, on either database: the test helpers were
 * written against node:sqlite's synchronous `prepare(...).all()`, and PostgreSQL's driver is only
 * asynchronous, so on PostgreSQL a worker thread runs the statement while this thread waits
 * (synckit). Statements use `?` placeholders (rewritten to `$1…` for PostgreSQL); keep them to SQL
 * both databases speak. Production code never uses this.
 */
import { createSyncFn } from 'synckit';
import type { Database } from '../db/database.ts';

export type SqlParam = string | number | null;

export interface SyncSql {
  /** Every row of a query. */
  all(query: string, ...params: SqlParam[]): Record<string, unknown>[];
  /** The first row, or undefined. */
  get(query: string, ...params: SqlParam[]): Record<string, unknown> | undefined;
  /** Run a statement; the number of rows it changed. */
  run(query: string, ...params: SqlParam[]): number;
}

type Call = (url: string, text: string, params: unknown[], end: boolean) => { rows: Record<string, unknown>[]; changes: number };
let call: Call | undefined;
const bridge = (): Call => (call ??= createSyncFn(new URL('./sync-sql-worker.ts', import.meta.url).pathname, { tsRunner: 'node' }) as Call);

/**
 * SQLite's spelling for PostgreSQL: `?` placeholders outside quoted text become `$1`, `$2`, …, and
 * camel-case aliases (`AS userType`) are quoted, since PostgreSQL folds bare names to lower case.
 */
export function forPostgres(query: string): string {
  let n = 0;
  return query
    .replace(/'(?:[^']|'')*'|\?/g, (m) => (m === '?' ? `$${++n}` : m))
    .replace(/\bAS\s+([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)\b/g, 'AS "$1"');
}

/** Synchronous SQL on `database`. */
export function syncSql(database: Database): SyncSql {
  if (database.dialect === 'sqlite') {
    const s = database.sqlite;
    return {
      all: (q, ...p) => s.prepare(q).all(...p),
      get: (q, ...p) => s.prepare(q).get(...p),
      run: (q, ...p) => Number(s.prepare(q).run(...p).changes),
    };
  }
  const run = (q: string, p: SqlParam[]) => bridge()(database.path, forPostgres(q), p, false);
  return {
    all: (q, ...p) => run(q, p).rows,
    get: (q, ...p) => run(q, p).rows[0],
    run: (q, ...p) => run(q, p).changes,
  };
}

/** Close the worker's connection to `database` (before dropping it). */
export function endSyncSql(database: Database): void {
  if (database.dialect === 'postgres' && call) call(database.path, '', [], true);
}
