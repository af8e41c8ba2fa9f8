/**
 * Where an integration test's database lives. By default a fresh in-memory SQLite database. With
 * `TEST_DATABASE=postgres` (see `npm run test:postgres`) the run's throw-away PostgreSQL cluster
 * (started by ./postgres-global-setup.ts, which puts its URL in TEST_PG_ADMIN_URL) gives each test a
 * database of its own, cloned from a template seeded once per demo size, seed and clock: seeding
 * is the slow part, and `CREATE DATABASE … TEMPLATE` copies files instead.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Clock } from '../time.ts';

/** Whether this test run uses PostgreSQL. */
export function testingOnPostgres(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

export interface TestDatabaseOptions {
  profiles: number | false;
  seed?: number;
  clock: Clock;
}

let counter = 0;

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs TEST_PG_ADMIN_URL (vitest starts a cluster in its global set-up)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The `path` to hand to `setup()`: ":memory:", or the URL of a new PostgreSQL database already
 * holding the demo data `setup()` would seed for these options.
 */
export async function testDatabasePath(o: TestDatabaseOptions): Promise<string> {
  if (!testingOnPostgres()) return ':memory:';
  const key = createHash('sha256')
    .update(JSON.stringify([o.profiles, o.seed ?? null, o.clock.now().toISOString()]))
    .digest('hex')
    .slice(0, 16);
  const template = `tpl_${key}`;
  const admin = new URL(process.env.TEST_PG_ADMIN_URL!);
  const urlOf = (name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();

  // One worker seeds the template; the others wait on the advisory lock and find it made.
  await withAdmin(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      const building = `${template}_build`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      const { setup } = await import('../setup.ts');
      const { memoryLogger } = await import('../context.ts');
      const made = await setup({ path: urlOf(building), clock: o.clock, log: memoryLogger(), seedProfiles: o.profiles, seed: o.seed });
      await made.database.close();
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  const name = `t${process.pid}_${++counter}_${key.slice(0, 6)}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return urlOf(name);
}
