/**
 * Keyed loads for React's `use`: one promise per key while it is under way (and, unless the cache
 * drops finished loads, once it is done). A failed load stays failed for a while: `use` then throws
 * its error to the error boundary instead of starting the request again on every render, a loop
 * that would send requests without pause. The key loads again only once its backoff has passed,
 * which doubles with each failure in a row.
 */

/** How a cache retries and tells time. */
export interface LoadCacheOptions {
  /** The wait after the first failure, in ms (doubles with each further one). */
  baseMs?: number;
  /** The longest wait, in ms. */
  maxMs?: number;
  /** Drop a load once it succeeded (the caller keeps what it brought elsewhere). */
  dropDone?: boolean;
  now?: () => number;
}

interface Entry {
  promise: Promise<unknown>;
  /** Failures in a row before this load. */
  failures: number;
  /** When this load failed (ms); unset while it is under way or after it succeeded. */
  failedAt?: number;
}

/** The wait after the first failure. */
export const LOAD_BACKOFF_BASE_MS = 2_000;
/** The longest wait between two tries of a key that keeps failing. */
export const LOAD_BACKOFF_MAX_MS = 5 * 60_000;

/** A cache of loads by key, with backoff after failures. */
export class LoadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #baseMs: number;
  readonly #maxMs: number;
  readonly #dropDone: boolean;
  readonly #now: () => number;

  constructor(options: LoadCacheOptions = {}) {
    this.#baseMs = options.baseMs ?? LOAD_BACKOFF_BASE_MS;
    this.#maxMs = options.maxMs ?? LOAD_BACKOFF_MAX_MS;
    this.#dropDone = options.dropDone ?? false;
    this.#now = options.now ?? Date.now;
  }

  /** The wait after `failures` failures in a row (0 after none). */
  backoffMs(failures: number): number {
    return failures <= 0 ? 0 : Math.min(this.#maxMs, this.#baseMs * 2 ** (failures - 1));
  }

  /**
   * The load of `key`: the one under way (or done), a failed one until its backoff has passed,
   * else a new call of `load` (a throwing `load` counts as a failed load).
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const current = this.#entries.get(key);
    if (current && (current.failedAt === undefined || this.#now() < current.failedAt + this.backoffMs(current.failures + 1)))
      return current.promise as Promise<T>;
    const failures = current?.failedAt === undefined ? 0 : current.failures + 1;
    const entry: Entry = { promise: Promise.resolve(), failures };
    entry.promise = new Promise<T>((resolve) => resolve(load())).then(
      (value) => {
        if (this.#dropDone && this.#entries.get(key) === entry) this.#entries.delete(key);
        return value;
      },
      (error: unknown) => {
        entry.failedAt = this.#now();
        throw error;
      },
    );
    this.#entries.set(key, entry);
    return entry.promise as Promise<T>;
  }

  /** Forget a key (after a save changed what it holds): the next `get` loads it anew. */
  forget(key: string): void {
    this.#entries.delete(key);
  }
}
