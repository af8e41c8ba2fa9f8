/**
 * Opening a PostgreSQL database (`DATABASE_URL=postgres://…`) behind Kysely's PostgreSQL dialect
 * and the `pg` driver's connection pool, migrated to the latest version. Kysely's migrator takes a
 * PostgreSQL advisory lock, so nodes starting together migrate once.
 *
 * Write transactions lock what they contend for, never the whole database (./transactions.ts):
 * the hot spots (a wallet, the audit chain, a meeting, an idempotency key) take a lock of their
 * own before they read, and a transaction aborted as a deadlock victim runs again. With
 * `DATABASE_WRITE_LOCK=global` every write transaction takes one advisory lock right after BEGIN
 * instead, held until COMMIT or ROLLBACK: the whole cluster then writes one transaction at a time
 * (the former behaviour, kept to compare). Statements outside a transaction (reads,
 * single-statement upserts, job claims) run side by side either way.
 *
 * The pool's sessions are set to UTC (the text timestamps and `date` checks assume it), and the
 * driver's text for 64-bit integers and counts is turned into numbers: ids, amounts in minor units
 * and epoch milliseconds all stay far below 2^53.
 */
import { CompiledQuery, Kysely, PostgresDialect, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations/index.ts';
import { noteQueryError, retryTransactions, writeLockFromEnv, type WriteLockMode } from './transactions.ts';
import type { DB } from './types.ts';

const INT8 = 20;
const NUMERIC = 1700;

/** The advisory lock key of write transactions with `DATABASE_WRITE_LOCK=global` (any constant: "lustmap" in ASCII, as a bigint literal). */
export const WRITE_LOCK = 0x6c7573746d6170n;

/**
 * PostgreSQL's driver, with every statement's failure noted for the retry of its transaction, and
 * in `global` mode every transaction taking the write lock after BEGIN.
 */
class LockingDialect extends PostgresDialect {
  readonly #mode: WriteLockMode;

  constructor(config: ConstructorParameters<typeof PostgresDialect>[0], mode: WriteLockMode) {
    super(config);
    this.#mode = mode;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const watched = new WeakSet<DatabaseConnection>();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      const connection = await acquire();
      if (!watched.has(connection)) {
        watched.add(connection);
        const run = connection.executeQuery.bind(connection);
        connection.executeQuery = async <R>(query: CompiledQuery) => {
          try {
            return await run<R>(query);
          } catch (err) {
            noteQueryError(err);
            throw err;
          }
        };
      }
      return connection;
    };
    if (this.#mode === 'global') {
      const begin = driver.beginTransaction.bind(driver);
      driver.beginTransaction = async (connection: DatabaseConnection, settings: TransactionSettings) => {
        await begin(connection, settings);
        await connection.executeQuery(CompiledQuery.raw(`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`));
      };
    }
    return driver;
  }
}

let parsersSet = false;
function setTypeParsers(): void {
  if (parsersSet) return;
  parsersSet = true;
  pg.types.setTypeParser(INT8, (v) => Number(v));
  pg.types.setTypeParser(NUMERIC, (v) => Number(v));
}

/** Whether `url` names a PostgreSQL database. */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(?:ql)?:\/\//i.test(url);
}

/** A database location for logs: a PostgreSQL URL without its password, a file path as it is. */
export function redactUrl(url: string): string {
  if (!isPostgresUrl(url)) return url;
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

export interface PostgresOptions {
  /** Most connections of this node's pool (default `DATABASE_POOL_MAX` or 10). */
  poolMax?: number;
  /** How write transactions keep each other out (default `DATABASE_WRITE_LOCK` or `entity`). */
  writeLock?: WriteLockMode;
  /** Called when a transaction runs again after a deadlock or serialization failure (benchmarks count them). */
  onRetry?: (attempt: number, code: string) => void;
}

/** Parse `DATABASE_POOL_MAX`: a whole number from 1 to 1000. */
export function poolMaxFromEnv(raw = process.env.DATABASE_POOL_MAX): number {
  if (raw === undefined || raw === '') return 10;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`DATABASE_POOL_MAX must be a whole number from 1 to 1000, not "${raw}"`);
  return n;
}

/** Open and migrate the PostgreSQL database at `url`. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<{ db: Kysely<DB>; pool: pg.Pool }> {
  setTypeParsers();
  const mode = options.writeLock ?? writeLockFromEnv();
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? poolMaxFromEnv(),
    // The server's own view of "now" in checks and defaults is UTC, like SQLite's.
    options: '-c TimeZone=UTC',
  });
  // An idle client losing its connection must not take the process down; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new LockingDialect({ pool }, mode) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  retryTransactions(db, { mode, onRetry: options.onRetry });
  return { db, pool };
}
