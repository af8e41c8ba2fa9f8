/** What the services are built from (each receives only what it uses). */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import type { Accounts } from '../auth/accounts.ts';
import type { PlaceIndex } from '../db/places.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';

/** The dependencies of the account services: database, clock, regions and the accounts bundle. */
export interface AuthDeps {
  db: Kysely<DB>;
  clock: Clock;
  regions: Record<RegionCode, Region>;
  accounts: Accounts;
}

/** The dependencies of the public read services: database, places, regions and clock. */
export interface ReadDeps {
  db: Kysely<DB>;
  places: PlaceIndex;
  regions: Record<RegionCode, Region>;
  clock: Clock;
}
