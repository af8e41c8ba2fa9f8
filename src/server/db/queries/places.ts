/**
 * The `places` table: a copy of the region tables (`regions/<code>/places.json`) so profiles can
 * reference places by id. Written and read at start.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { REGION_CODES, type Place, type RegionCode } from '../../../../regions/schema.ts';
import { searchName, type PlaceRow } from '../places.ts';
import type { DB } from '../types.ts';
import { readMeta, writeMeta } from './meta.ts';

const FINGERPRINT = 'places_fingerprint';

/** Rows per insert statement (11 parameters each stay well below every database's limit). */
const BATCH = 500;

/**
 * Copy the region places into the database (insert new, update changed; places that left the
 * files are marked inactive, never deleted, because profiles reference them). Skipped when the
 * files are unchanged since the last sync.
 */
export async function syncPlaces(db: Kysely<DB>, all: Record<RegionCode, readonly Place[]>): Promise<{ changed: boolean }> {
  const fingerprint = createHash('sha256').update(JSON.stringify(all)).digest('hex');
  if ((await readMeta(db, FINGERPRINT)) === fingerprint) return { changed: false };

  const rows = REGION_CODES.flatMap((region) =>
    all[region].map((p) => ({
      region,
      slug: p.slug,
      name: p.name,
      search_name: searchName(p.name),
      kind: p.kind,
      state_slug: p.state,
      parent_slug: p.parent ?? null,
      lat: p.lat,
      lon: p.lon,
      population: p.population,
      active: 1 as const,
    })),
  );
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('places').set({ active: 0 }).execute();
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('places')
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) =>
          oc.columns(['region', 'slug']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            search_name: eb.ref('excluded.search_name'),
            kind: eb.ref('excluded.kind'),
            state_slug: eb.ref('excluded.state_slug'),
            parent_slug: eb.ref('excluded.parent_slug'),
            lat: eb.ref('excluded.lat'),
            lon: eb.ref('excluded.lon'),
            population: eb.ref('excluded.population'),
            active: 1,
          })),
        )
        .execute();
    }
    await sql`
      UPDATE places SET
        state_id = (SELECT s.id FROM places s WHERE s.region = places.region AND s.slug = places.state_slug),
        parent_id = (SELECT c.id FROM places c WHERE c.region = places.region AND c.slug = places.parent_slug)`.execute(trx);
    await writeMeta(trx, FINGERPRINT, fingerprint);
  });
  return { changed: true };
}

/** Every active place, with the columns the in-memory index needs. */
export function activePlaceRows(db: Kysely<DB>): Promise<Omit<PlaceRow, 'folded'>[]> {
  return db
    .selectFrom('places')
    .select([
      'id',
      'region',
      'slug',
      'name',
      'kind',
      'state_id as stateId',
      'state_slug as stateSlug',
      'parent_id as parentId',
      'lat',
      'lon',
      'population',
    ])
    .where('active', '=', 1)
    .$narrowType<{ stateId: number }>()
    .execute();
}
