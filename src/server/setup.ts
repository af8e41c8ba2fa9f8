/**
 * Everything between "a database path" and "an app": open and migrate, sync the service
 * catalogue and the places from the region tables, seed demo data into an empty database,
 * re-rank expired Gold listings.
 */
import { places as regionPlaces, regions as regionTables } from '../../regions/index.ts';
import type { Region, RegionCode } from '../../regions/schema.ts';
import type { AppDeps, Logger } from './context.ts';
import { consoleLogger } from './context.ts';
import type { Kysely } from 'kysely';
import { copySqliteToPostgres } from './db/copy.ts';
import { openDatabase, type Database } from './db/database.ts';
import { PlaceIndex } from './db/places.ts';
import { hasNoUsers } from './db/queries/accounts.ts';
import { syncServices } from './db/queries/catalog.ts';
import { activePlaceRows, syncPlaces } from './db/queries/places.ts';
import { rebuildSearchIndex, refreshExpiredGold } from './db/search-index.ts';
import { seedDemo, type SeedStats } from './seed/demo.ts';
import { countDemoAccounts, demoAccountsFound, DemoPartOff } from './demo-mode.ts';
import { redactUrl } from './db/postgres.ts';
import { systemClock, type Clock } from './time.ts';

/** Demo size of a fresh database (listable profiles across all regions). */
export const DEFAULT_DEMO_PROFILES = 6000;
/** Seed of the demo data. */
export const DEFAULT_DEMO_SEED = 20240601;

export interface SetupOptions {
  /** Database file, or ":memory:". */
  path: string;
  clock?: Clock;
  log?: Logger;
  /** Seed an empty database with this many listings (0 or false: leave it empty). */
  seedProfiles?: number | false;
  seed?: number;
  /** Production mode (src/server/demo-mode.ts): seed nothing, and refuse a database holding demo accounts. */
  production?: boolean;
}

export interface Setup {
  database: Database;
  deps: AppDeps;
  /** Seeding statistics when this start seeded the database. */
  seeded?: SeedStats;
}

/**
 * Demo data for an empty PostgreSQL database: seeding writes in bulk through SQLite's raw handle,
 * so it runs into an in-memory SQLite database first and is then copied across (db/copy.ts).
 */
async function seedThroughSqlite(target: Database, opts: SetupOptions): Promise<SeedStats | undefined> {
  const started = performance.now();
  const scratch = await setup({ ...opts, path: ':memory:' });
  try {
    await copySqliteToPostgres(scratch.database.sqlite, target.db as Kysely<unknown>, { replace: ['roles', 'services', 'places'] });
  } finally {
    await scratch.database.close();
  }
  return scratch.seeded && { ...scratch.seeded, ms: Math.round(performance.now() - started) };
}

/** Open the database and prepare the app's dependencies. */
export async function setup(opts: SetupOptions): Promise<Setup> {
  const clock = opts.clock ?? systemClock;
  const log = opts.log ?? consoleLogger;
  const database = await openDatabase(opts.path);
  const { db } = database;
  try {
    if (opts.production) {
      const demo = await countDemoAccounts(db);
      if (demo > 0) throw new DemoPartOff(demoAccountsFound(demo, opts.path === ':memory:' ? 'the database' : redactUrl(opts.path)));
    }
    const wanted = !opts.production && opts.seedProfiles !== false && (opts.seedProfiles ?? DEFAULT_DEMO_PROFILES) > 0;
    let seeded: SeedStats | undefined;
    if (database.dialect === 'postgres' && wanted && (await hasNoUsers(db))) seeded = await seedThroughSqlite(database, opts);
    const servicesChanged = (await syncServices(db)).changed;
    const placesChanged = (await syncPlaces(db, regionPlaces)).changed;
    const places = PlaceIndex.fromRows(await activePlaceRows(db));
    const regions: Record<RegionCode, Region> = regionTables;
    const empty = await hasNoUsers(database.db);

    if (empty && wanted) {
      // Seeding writes in bulk through the raw SQLite handle; nothing else here needs it.
      seeded = await seedDemo(database.sqlite, db, places, regions, {
        profiles: opts.seedProfiles || DEFAULT_DEMO_PROFILES,
        seed: opts.seed ?? DEFAULT_DEMO_SEED,
        now: clock.now(),
      });
    } else if (!empty && (servicesChanged || placesChanged)) {
      await rebuildSearchIndex(db, clock.now());
    } else {
      await refreshExpiredGold(db, clock.now());
    }
    return { database, seeded, deps: { db, places, regions, clock, log } };
  } catch (err) {
    await database.close();
    throw err;
  }
}
