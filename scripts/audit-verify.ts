/**
 * `npm run audit:verify`: walk the hash chain of the admin audit log and exit non-zero naming the
 * first entry that was changed, inserted or removed. DB_PATH picks the file (data/app.db); the
 * database is opened read-only. On success it prints the head hash: keep it elsewhere to notice
 * later if the newest entries were cut off.
 */
import { DatabaseSync } from 'node:sqlite';
import { join, resolve } from 'node:path';
import { Kysely } from 'kysely';
import { NodeSqliteDialect } from '../src/server/db/dialect.ts';
import type { DB } from '../src/server/db/types.ts';
import { verifyAuditChain } from '../src/server/services/audit.ts';

const path = process.env.DB_PATH ?? join(resolve(import.meta.dirname, '..'), 'data', 'app.db');
const db = new Kysely<DB>({ dialect: new NodeSqliteDialect(new DatabaseSync(path, { readOnly: true })) });
try {
  const check = await verifyAuditChain(db);
  if (check.ok) {
    console.log(`audit log intact: ${check.entries} entries, head ${check.head}`);
  } else {
    const why = check.problem === 'prev_hash' ? 'does not follow the entry before it' : 'was changed (its hash does not match)';
    console.error(`audit log broken at entry ${check.brokenId}: it ${why}; ${check.entries} entries before it are intact`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
