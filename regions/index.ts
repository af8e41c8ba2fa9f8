/**
 * All region tables, validated. Import regions from here, never from the folders directly, so a
 * broken table fails the build with a message naming region, field and fix.
 */
import { parsePlaces, parseRegion, REGION_CODES, type Place, type Region, type RegionCode } from './schema.ts';
import deTable from './de/region.ts';
import atTable from './at/region.ts';
import ukTable from './uk/region.ts';
import auTable from './au/region.ts';
import itTable from './it/region.ts';
import dePlaces from './de/places.json' with { type: 'json' };
import atPlaces from './at/places.json' with { type: 'json' };
import ukPlaces from './uk/places.json' with { type: 'json' };
import auPlaces from './au/places.json' with { type: 'json' };
import itPlaces from './it/places.json' with { type: 'json' };

const tables = { de: deTable, at: atTable, uk: ukTable, au: auTable, it: itTable } satisfies Record<RegionCode, unknown>;
const placeFiles = { de: dePlaces, at: atPlaces, uk: ukPlaces, au: auPlaces, it: itPlaces } satisfies Record<RegionCode, unknown>;

/** Every region, parsed and validated, in SPEC order. */
export const regions: Record<RegionCode, Region> = Object.fromEntries(
  REGION_CODES.map((code) => [code, parseRegion(code, tables[code])]),
) as Record<RegionCode, Region>;

/** Every region's places (states first, then towns by population). */
export const places: Record<RegionCode, Place[]> = Object.fromEntries(
  REGION_CODES.map((code) => [code, parsePlaces(code, placeFiles[code])]),
) as Record<RegionCode, Place[]>;

export { REGION_CODES };
export type { Place, Region, RegionCode };
