/**
 * Where the database is and where the node's own files go. DATABASE_URL (postgres://…) wins over
 * DB_PATH (the node:sqlite file, default data/app.db). Files that are not data (the outbox's text
 * files, a generated auth secret, rebuilt sites) live beside the SQLite file, or with PostgreSQL in
 * DATA_DIR (default `data`).
 */
import { dirname } from 'node:path';
import { isPostgresUrl } from './postgres.ts';

/** The database the environment names: a PostgreSQL URL or a SQLite file path. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!isPostgresUrl(url))
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the embedded database in DB_PATH)');
    return url;
  }
  return env.DB_PATH || 'data/app.db';
}

/** The folder of the node's own files for the database at `location`; undefined for an in-memory database. */
export function filesDirOf(location: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!location || location === ':memory:') return undefined;
  return isPostgresUrl(location) ? env.DATA_DIR || 'data' : dirname(location);
}
