/**
 * An in-process cache of listing searches: answers by query, counts by filters. An entry is valid
 * while the search index's version (src/server/db/search-index.ts, `searchIndexVersion`: it moves
 * with every rewrite of search rows, a publish, an unpublish, an edit, a photo or a price) is the
 * one it was computed at, and for at most `SEARCH_CACHE_TTL_MS` (cards show ages, "new" badges and
 * "available now" that move with the clock, the "available now" filter compares with the time of
 * the search, and on PostgreSQL the version can move a moment before the rows it
 * stands for commit). Each node and worker keeps its own; the version is read from the database on
 * every search, so a change made through any node is seen by the next search on every node.
 *
 * Concurrent misses of one key wait for one computation. Entries are dropped oldest-used first past
 * `SEARCH_CACHE_MAX` per kind.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

/** Most entries per kind (answers, counts); an answer of 24 cards is about 15 KB. */
export const SEARCH_CACHE_MAX = 2000;

/** Longest an entry is used, in milliseconds, even while the index's version stands. */
export const SEARCH_CACHE_TTL_MS = 10_000;

interface Entry<T> {
  version: number;
  at: number;
  value: Promise<T>;
}

/** A least-recently-used map of computations tagged with the index version they saw. */
export class VersionedCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #max: number;
  readonly #ttlMs: number;
  hits = 0;
  misses = 0;

  constructor(max = SEARCH_CACHE_MAX, ttlMs = SEARCH_CACHE_TTL_MS) {
    this.#max = max;
    this.#ttlMs = ttlMs;
  }

  /** The value of `key` at `version` when it is held (counted as a hit), else undefined. */
  held(key: string, version: number, nowMs: number): Promise<T> | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version || nowMs - entry.at >= this.#ttlMs || nowMs < entry.at) return undefined;
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.hits++;
    return entry.value;
  }

  /** The value of `key` at `version`, computed (once for concurrent callers) when not held. */
  get(key: string, version: number, nowMs: number, compute: () => Promise<T>): Promise<T> {
    const held = this.held(key, version, nowMs);
    if (held) return held;
    this.misses++;
    const value = compute();
    const fresh: Entry<T> = { version, at: nowMs, value };
    this.#entries.delete(key);
    this.#entries.set(key, fresh);
    // A failed computation is not kept: the next caller tries again.
    value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    while (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** The caches of one database. */
export interface SearchCaches {
  answers: VersionedCache<unknown>;
  counts: VersionedCache<number>;
}

const byDatabase = new WeakMap<Kysely<DB>, SearchCaches>();

/** The search caches of `db` (one set per database handle, so test apps never share one). */
export function searchCaches(db: Kysely<DB>): SearchCaches {
  let caches = byDatabase.get(db);
  if (!caches) {
    caches = { answers: new VersionedCache(), counts: new VersionedCache() };
    byDatabase.set(db, caches);
  }
  return caches;
}
