/**
 * Write transactions on PostgreSQL without one global lock: each takes a lock on what it contends
 * for and nothing else. The code was written for a database that runs one write transaction at a
 * time; the places where two transactions could interleave wrongly (a balance checked and spent,
 * an idempotency key looked up and stored, the audit chain's head read and extended, a meeting
 * escalated, a quota counted and used, a set of rows replaced) take the entity's lock (`lockFor`)
 * before they read, so a second writer of the same wallet, key, chain or meeting waits until the
 * first commits and then reads what it wrote. Transactions run at READ COMMITTED, where each
 * statement sees every commit before it: after the lock, the data is current. Unique keys and
 * conditional UPDATEs (a row moved only from the state it was read in) cover the rest.
 *
 * Two transactions that lock the same things in another order may deadlock; PostgreSQL aborts
 * one (SQLSTATE 40P01). That one runs again from the start of its callback, as after a
 * serialization failure (40001), at most MAX_ATTEMPTS times with a short random pause, then fails
 * with `TransactionConflict`. Callbacks therefore keep their effects outside the database (realtime
 * events, notifications, files, counters in memory) until the transaction returns
 * (docs/decisions.md lists what was checked).
 *
 * `DATABASE_WRITE_LOCK=global` keeps the former behaviour for comparison: every write transaction
 * takes one advisory lock after BEGIN (the cluster writes one transaction at a time) and
 * `lockFor` does nothing. SQLite never gets here: it runs one write transaction at a time
 * (`BEGIN IMMEDIATE`) and `lockFor` does nothing on it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely, type QueryExecutorProvider, type Transaction, type TransactionBuilder } from 'kysely';
import { isPostgres } from './dialects.ts';

/** How write transactions keep each other out: per entity (the default) or one at a time. */
export type WriteLockMode = 'entity' | 'global';

/** Runs of one transaction callback before `TransactionConflict` (the first run included). */
export const MAX_ATTEMPTS = 8;

/** SQLSTATEs after which the whole transaction runs again: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/** Parse `DATABASE_WRITE_LOCK`: `entity` (default) or `global`. */
export function writeLockFromEnv(raw = process.env.DATABASE_WRITE_LOCK): WriteLockMode {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'entity') return 'entity';
  if (value === 'global') return 'global';
  throw new Error(`DATABASE_WRITE_LOCK must be "entity" (the default) or "global", not "${raw}"`);
}

/** A transaction that conflicted with concurrent writes on every one of its runs; nothing of it was applied. */
export class TransactionConflict extends Error {
  override name = 'TransactionConflict';
  readonly attempts: number;
  /** The SQLSTATE of the last failure: 40001 (serialization failure) or 40P01 (deadlock). */
  readonly code: string;
  constructor(attempts: number, code: string, cause: unknown) {
    const why = code === '40P01' ? 'deadlock' : 'serialization failure';
    super(
      `the transaction conflicted with concurrent writes ${attempts} times in a row (last: ${why}, SQLSTATE ${code}); nothing of it was applied`,
      {
        cause,
      },
    );
    this.attempts = attempts;
    this.code = code;
  }
}

/** One run of a transaction callback. */
interface Attempt {
  mode: WriteLockMode;
  /** The first retryable SQLSTATE a statement of this run failed with (the callback may have caught it). */
  failure?: string;
}

/** The transactions this module started, with their mode. */
const attempts = new WeakMap<object, Attempt>();
/** The run whose statements are executing (set around each callback). */
const scope = new AsyncLocalStorage<Attempt>();

/** A lock key's 64-bit advisory lock number (sha256: collisions are out of reach, unlike `hashtext`). */
export function lockNumber(key: string): bigint {
  return createHash('sha256').update(key).digest().readBigInt64BE(0);
}

/**
 * Lock `keys` (e.g. `ledger:user:5:credits:CREDIT`) until the transaction `trx` ends, so two
 * transactions contending for the same thing take turns; call it before reading what the lock
 * protects. Several keys are taken in one order (no deadlock between two callers of the same
 * keys). A key needs no row: a wallet without entries, an idempotency key not stored yet.
 * On SQLite and with `DATABASE_WRITE_LOCK=global` it does nothing (one writer anyway).
 */
export function lockFor(trx: QueryExecutorProvider, ...keys: string[]): Promise<void> {
  return take(trx, keys, false);
}

/**
 * Lock `keys` shared until the transaction ends: any number of holders at once, none while
 * another transaction holds a key by `lockFor` (e.g. every rewrite of search rows shares
 * `search-index`, the rebuild of all of them takes it alone). Does nothing where `lockFor` does nothing.
 */
export function lockShared(trx: QueryExecutorProvider, ...keys: string[]): Promise<void> {
  return take(trx, keys, true);
}

async function take(trx: QueryExecutorProvider, keys: readonly string[], shared: boolean): Promise<void> {
  if (keys.length === 0 || !isPostgres(trx) || attempts.get(trx)?.mode === 'global') return;
  const numbers = [...new Set(keys.map(lockNumber))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const n of numbers)
    await (shared ? sql`SELECT pg_advisory_xact_lock_shared(${n}::bigint)` : sql`SELECT pg_advisory_xact_lock(${n}::bigint)`).execute(trx);
}

/** Note a statement's failure for the run it belongs to (./postgres.ts calls it for every failed statement). */
export function noteQueryError(err: unknown): void {
  const attempt = scope.getStore();
  const code = sqlState(err);
  if (attempt && code && RETRYABLE.has(code)) attempt.failure ??= code;
}

function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The SQLSTATE that lets a failed run go again, or undefined when its error is the answer. */
function retryable(err: unknown, attempt: Attempt): string | undefined {
  const code = sqlState(err);
  if (code && RETRYABLE.has(code)) return code;
  // A callback that caught a deadlock error leaves an aborted transaction: its COMMIT rolls back.
  return attempt.failure;
}

/** How `retryTransactions` behaves. */
export interface TransactionOptions {
  mode: WriteLockMode;
  maxAttempts?: number;
  /** Called before each further run with its number (2, 3, …) and the SQLSTATE that caused it (benchmarks count them). */
  onRetry?: (attempt: number, code: string) => void;
}

type Callback<DB, R> = (trx: Transaction<DB>) => Promise<R>;

/**
 * Make `db.transaction()` re-run its callback after a deadlock or serialization failure (a fresh
 * transaction each time, the builder's settings kept). Called once, by `openPostgres`.
 */
export function retryTransactions<DB>(db: Kysely<DB>, o: TransactionOptions): void {
  const begin = db.transaction.bind(db);
  const maxAttempts = o.maxAttempts ?? MAX_ATTEMPTS;

  async function execute<R>(direct: (cb: Callback<DB, R>) => Promise<R>, cb: Callback<DB, R>): Promise<R> {
    for (let n = 1; ; n++) {
      const attempt: Attempt = { mode: o.mode };
      const body = (trx: Transaction<DB>) => {
        attempts.set(trx, attempt);
        return cb(trx);
      };
      try {
        return await scope.run(attempt, () => direct(body));
      } catch (err) {
        const code = retryable(err, attempt);
        if (!code) throw err;
        if (n >= maxAttempts) throw new TransactionConflict(n, code, err);
        o.onRetry?.(n + 1, code);
        await sleep(Math.random() * Math.min(100, 2 ** n * 2));
      }
    }
  }

  const wrap = (builder: TransactionBuilder<DB>): TransactionBuilder<DB> => {
    const setIsolationLevel = builder.setIsolationLevel.bind(builder);
    const setAccessMode = builder.setAccessMode.bind(builder);
    const direct = builder.execute.bind(builder);
    return Object.assign(builder, {
      setIsolationLevel: (...a: Parameters<typeof setIsolationLevel>) => wrap(setIsolationLevel(...a)),
      setAccessMode: (...a: Parameters<typeof setAccessMode>) => wrap(setAccessMode(...a)),
      execute: <R>(cb: Callback<DB, R>) => execute(direct as (cb: Callback<DB, R>) => Promise<R>, cb),
    });
  };
  db.transaction = () => wrap(begin());
}
