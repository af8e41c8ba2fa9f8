/**
 * The `places` table: a copy of the region tables (`regions/<code>/places.json`) so profiles can
 * reference places by id. Written and read at start on the synchronous handle.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { REGION_CODES, type Place, type RegionCode } from '../../../../regions/schema.ts';
import { transaction } from '../database.ts';
import { searchName, type PlaceRow } from '../places.ts';
import { readMeta, writeMeta } from './meta.ts';

const FINGERPRINT = 'places_fingerprint';

/**
 * Copy the region places into the database (insert new, update changed; places that left the
 * files are marked inactive, never deleted, because profiles reference them). Skipped when the
 * files are unchanged since the last sync.
 */
export function syncPlaces(sqlite: DatabaseSync, all: Record<RegionCode, readonly Place[]>): { changed: boolean } {
  const fingerprint = createHash('sha256').update(JSON.stringify(all)).digest('hex');
  if (readMeta(sqlite, FINGERPRINT) === fingerprint) return { changed: false };

  transaction(sqlite, () => {
    sqlite.exec('UPDATE places SET active = 0');
    const upsert = sqlite.prepare(`
      INSERT INTO places (region, slug, name, search_name, kind, state_slug, parent_slug, lat, lon, population, active)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
      ON CONFLICT (region, slug) DO UPDATE SET
        name = excluded.name, search_name = excluded.search_name, kind = excluded.kind,
        state_slug = excluded.state_slug, parent_slug = excluded.parent_slug, lat = excluded.lat, lon = excluded.lon,
        population = excluded.population, active = 1`);
    for (const region of REGION_CODES) {
      for (const p of all[region]) {
        upsert.run(region, p.slug, p.name, searchName(p.name), p.kind, p.state, p.parent ?? null, p.lat, p.lon, p.population);
      }
    }
    sqlite.exec(`
      UPDATE places SET
        state_id = (SELECT s.id FROM places s WHERE s.region = places.region AND s.slug = places.state_slug),
        parent_id = (SELECT c.id FROM places c WHERE c.region = places.region AND c.slug = places.parent_slug)`);
    writeMeta(sqlite, FINGERPRINT, fingerprint);
  });
  return { changed: true };
}

/** Every active place, with the columns the in-memory index needs. */
export function activePlaceRows(sqlite: DatabaseSync): (Omit<PlaceRow, 'words' | 'folded'> & { searchName: string })[] {
  return sqlite
    .prepare(
      `SELECT id, region, slug, name, kind, state_id AS stateId, state_slug AS stateSlug, parent_id AS parentId, lat, lon, population, search_name AS searchName
       FROM places WHERE active = 1`,
    )
    .all() as unknown as (Omit<PlaceRow, 'words' | 'folded'> & { searchName: string })[];
}
