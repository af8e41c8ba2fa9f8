/**
 * A Kysely dialect for Node's built-in `node:sqlite` (no native addon to compile). It reuses
 * Kysely's SQLite compiler, adapter and introspector and adds a driver with a prepared-statement
 * cache: search queries repeat the same SQL text with different parameters, so preparing once
 * saves a parse per request.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** Prepared statements kept per connection (least recently used are finalised first). */
const STATEMENT_CACHE_SIZE = 256;

class StatementCache {
  readonly #db: DatabaseSync;
  readonly #cache = new Map<string, { stmt: StatementSync; reader: boolean }>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  get(sqlText: string): { stmt: StatementSync; reader: boolean } {
    const hit = this.#cache.get(sqlText);
    if (hit) {
      // Re-insert to mark as most recently used.
      this.#cache.delete(sqlText);
      this.#cache.set(sqlText, hit);
      return hit;
    }
    const stmt = this.#db.prepare(sqlText);
    const entry = { stmt, reader: stmt.columns().length > 0 };
    // Statements starting a transaction or changing the schema are one-offs; don't keep them.
    if (!/^\s*(begin|commit|rollback|savepoint|release|create|drop|alter|pragma)\b/i.test(sqlText)) {
      this.#cache.set(sqlText, entry);
      if (this.#cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = this.#cache.keys().next().value;
        if (oldest !== undefined) this.#cache.delete(oldest);
      }
    }
    return entry;
  }

  clear(): void {
    this.#cache.clear();
  }
}

function toParams(parameters: readonly unknown[]): SQLInputValue[] {
  return parameters.map((p) => {
    if (typeof p === 'boolean') return p ? 1 : 0;
    if (p === undefined) return null;
    return p as SQLInputValue;
  });
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #statements: StatementCache;

  constructor(db: DatabaseSync) {
    this.#statements = new StatementCache(db);
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const { stmt, reader } = this.#statements.get(compiled.sql);
      const params = toParams(compiled.parameters);
      if (reader) return Promise.resolve({ rows: stmt.all(...params) as R[] });
      const { changes, lastInsertRowid } = stmt.run(...params);
      return Promise.resolve({ rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) });
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { stmt } = this.#statements.get(compiled.sql);
    const rows = stmt.iterate(...toParams(compiled.parameters));
    const iterator: AsyncIterableIterator<QueryResult<R>> = {
      next: () => {
        const r = rows.next();
        return Promise.resolve(r.done ? { done: true, value: undefined } : { done: false, value: { rows: [r.value as R] } });
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  clear(): void {
    this.#statements.clear();
  }
}

class NodeSqliteDriver implements Driver {
  readonly #db: DatabaseSync;
  #connection: NodeSqliteConnection | undefined;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  init(): Promise<void> {
    this.#connection = new NodeSqliteConnection(this.#db);
    return Promise.resolve();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#connection) return Promise.reject(new Error('node:sqlite driver used before init'));
    return Promise.resolve(this.#connection);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(): Promise<void> {
    // One shared connection; Kysely serialises access with its own mutex (SQLite adapter).
    return Promise.resolve();
  }

  destroy(): Promise<void> {
    this.#connection?.clear();
    if (this.#db.isOpen) this.#db.close();
    return Promise.resolve();
  }
}

/** SQLite runs DDL inside transactions, so each migration applies completely or not at all. */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely dialect over an open `node:sqlite` database; Kysely owns it and closes it on destroy. */
export class NodeSqliteDialect implements Dialect {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#db);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new NodeSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
