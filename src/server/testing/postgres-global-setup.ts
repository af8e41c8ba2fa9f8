/**
 * Vitest global set-up of `npm run test:postgres`: one throw-away PostgreSQL cluster for the whole
 * run; test workers find it through TEST_PG_ADMIN_URL and make their databases in it
 * (./test-database.ts).
 */
import { startPostgres, type PgCluster } from './postgres-cluster.ts';

let cluster: PgCluster | undefined;

export async function setup(): Promise<void> {
  cluster = await startPostgres();
  process.env.TEST_PG_ADMIN_URL = cluster.adminUrl;
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
