/**
 * `npm run explain:search`: the query plan of every search path on node:sqlite and on PostgreSQL,
 * to check that each uses its index (the table in docs/deploy.md comes from this output). Seeds a
 * demo database (`--profiles`, default 20000) into a temporary SQLite file, copies it into a
 * throw-away PostgreSQL cluster, runs ANALYZE on both, and prints each search's SQL with its plans.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { regions } from '../regions/index.ts';
import { memoryLogger } from '../src/server/context.ts';
import { copySqliteToPostgres } from '../src/server/db/copy.ts';
import { NodeSqliteDialect } from '../src/server/db/dialect.ts';
import { openPostgres } from '../src/server/db/postgres.ts';
import { pageOfListings, resolveSearch, type Sort } from '../src/server/db/queries/search.ts';
import type { DB } from '../src/server/db/types.ts';
import type { SearchFilters } from '../src/lib/api/search.ts';
import { setup } from '../src/server/setup.ts';
import { startPostgres } from '../src/server/testing/postgres-cluster.ts';
import { isoDay } from '../src/server/time.ts';

const { values } = parseArgs({ options: { profiles: { type: 'string', default: '20000' } } });
const profiles = Number(values.profiles);
if (!Number.isInteger(profiles) || profiles < 100) throw new Error('--profiles must be a whole number of at least 100');

const PATHS: { name: string; filters: SearchFilters; sort: Sort }[] = [
  { name: 'region, default category, recommended', filters: { region: 'de' }, sort: 'recommended' },
  { name: 'town (with its districts)', filters: { region: 'de', place: 'berlin' }, sort: 'recommended' },
  { name: 'state', filters: { region: 'de', place: 'bayern' }, sort: 'recommended' },
  {
    name: 'radius around a point, by distance',
    filters: { region: 'de', lat: 52.52, lon: 13.405, radius_km: 25 },
    sort: 'distance',
  },
  { name: 'newest', filters: { region: 'uk' }, sort: 'newest' },
  { name: 'price, low to high', filters: { region: 'it' }, sort: 'price_asc' },
  { name: 'price, high to low', filters: { region: 'it' }, sort: 'price_desc' },
  {
    name: 'age and body type filters',
    filters: { region: 'de', age_min: 20, age_max: 30, body_type: ['slim'] },
    sort: 'recommended',
  },
];

const dir = mkdtempSync(join(tmpdir(), 'lustmap-explain-'));
const cluster = await startPostgres();
try {
  console.log(`Seeding ${profiles.toLocaleString('en')} listings ...`);
  const made = await setup({ path: join(dir, 'explain.db'), seedProfiles: profiles, log: memoryLogger() });
  const target = await openPostgres(await cluster.createDatabase(), { poolMax: 2 });
  await copySqliteToPostgres(made.database.sqlite, target.db as Kysely<unknown>);
  await target.db.destroy();
  made.database.sqlite.exec('ANALYZE');

  // Capture the compiled search statement instead of reading it back from a log.
  let captured: CompiledQuery | undefined;
  const log = (e: { query: CompiledQuery }) => void (captured = e.query);
  const lite = new Kysely<DB>({ dialect: new NodeSqliteDialect(made.database.sqlite), log });
  const pool = new pg.Pool({ connectionString: target.pool.options.connectionString, max: 1, options: '-c TimeZone=UTC' });
  const post = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
  await sql`ANALYZE`.execute(post);
  const today = isoDay(new Date());

  for (const path of PATHS) {
    const resolved = resolveSearch(regions[path.filters.region], made.deps.places, path.filters, today);
    console.log(`\n## ${path.name} (sort ${path.sort})`);
    await pageOfListings(lite, resolved, path.sort, 1, 20);
    const liteQuery = captured!;
    console.log(`\n${liteQuery.sql}\n\nnode:sqlite:`);
    const plan = made.database.sqlite.prepare(`EXPLAIN QUERY PLAN ${liteQuery.sql}`).all(...(liteQuery.parameters as never[]));
    for (const row of plan as { detail: string }[]) console.log(`  ${row.detail}`);
    await pageOfListings(post, resolved, path.sort, 1, 20);
    const pgQuery = captured!;
    console.log('PostgreSQL:');
    const { rows } = await pool.query(`EXPLAIN (COSTS OFF) ${pgQuery.sql}`, pgQuery.parameters as unknown[]);
    for (const row of rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`);
  }
  await post.destroy();
  await made.database.close();
} finally {
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
