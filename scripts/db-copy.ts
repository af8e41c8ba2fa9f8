/**
 * `npm run db:copy -- --to postgres://…`: move the embedded database to PostgreSQL. Copies every
 * row of the node:sqlite file (`--from`, default DB_PATH or data/app.db, migrated to the latest
 * version first) into an empty PostgreSQL database (`--to`, default DATABASE_URL), which is
 * migrated on the way. Stop the server first so the file does not change during the copy.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copySqliteToPostgres } from '../src/server/db/copy.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { isPostgresUrl, openPostgres, redactUrl } from '../src/server/db/postgres.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: process.env.DB_PATH ?? join(resolve(import.meta.dirname, '..'), 'data', 'app.db') },
    to: { type: 'string', default: process.env.DATABASE_URL ?? '' },
  },
});
const from = values.from;
const to = values.to;
if (!existsSync(from)) {
  console.error(`db:copy: no SQLite database at ${from} (give --from <file>)`);
  process.exit(2);
}
if (!isPostgresUrl(to)) {
  console.error('db:copy: give the target as --to postgres://user:password@host:5432/database (or set DATABASE_URL)');
  process.exit(2);
}

const source = await openDatabase(from);
const { db } = await openPostgres(to, { poolMax: 2 });
try {
  const r = await copySqliteToPostgres(source.sqlite, db);
  console.log(`db:copy: ${r.rows} rows in ${r.tables} tables from ${from} to ${redactUrl(to)} in ${(r.ms / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(`db:copy: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
  await source.close();
}
