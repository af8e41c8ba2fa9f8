/**
 * The `meta` key-value table. Read and written at start (before the app exists, on the
 * synchronous handle): the server secret and the fingerprints of the synced region tables.
 */
import type { DatabaseSync } from 'node:sqlite';

/** The value stored under `key`, if any. */
export function readMeta(sqlite: DatabaseSync, key: string): string | undefined {
  const row = sqlite.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/** Store `value` under `key` unless a value is there already; returns the stored value. */
export function keepMeta(sqlite: DatabaseSync, key: string, value: string): string {
  sqlite.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(key, value);
  return readMeta(sqlite, key) ?? value;
}

/** Store `value` under `key`, replacing what was there. */
export function writeMeta(sqlite: DatabaseSync, key: string, value: string): void {
  sqlite.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** Remove `key`. */
export function deleteMeta(sqlite: DatabaseSync, key: string): void {
  sqlite.prepare('DELETE FROM meta WHERE key = ?').run(key);
}
