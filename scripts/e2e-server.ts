/** The server the browser tests run against: a fresh demo database, then `npm start -- --no-build`. */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const db = resolve(process.env.DB_PATH ?? 'test-results/e2e.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${db}${suffix}`, { force: true });
process.argv.push('--no-build');
await import('./start.ts');
