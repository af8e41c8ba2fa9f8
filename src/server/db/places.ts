/**
 * Places: copied from the region tables (`regions/<code>/places.json`) into the database so
 * profiles can reference them by id, and held in memory per region for autocomplete and nearest
 * lookups (a few thousand rows per region: a scan is faster than a query).
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { REGION_CODES, type Place, type RegionCode } from '../../../regions/schema.ts';
import { transaction } from './database.ts';

/** Fold a name for matching: lowercase ASCII, umlauts as ae/oe/ue, ß as ss, other marks dropped. */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Fold without the umlaut expansion ("Köln" → "koln"), the spelling people type without umlauts. */
function foldPlain(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Both spellings, space-separated, as stored in `places.search_name`. */
export function searchName(name: string): string {
  const a = foldName(name);
  const b = foldPlain(name);
  return a === b ? a : `${a} ${b}`;
}

/**
 * Copy the region places into the database (insert new, update changed; places that left the
 * files are marked inactive, never deleted, because profiles reference them). Skipped when the
 * files are unchanged since the last sync.
 */
export function syncPlaces(sqlite: DatabaseSync, all: Record<RegionCode, readonly Place[]>): { changed: boolean } {
  const fingerprint = createHash('sha256').update(JSON.stringify(all)).digest('hex');
  const current = sqlite.prepare(`SELECT value FROM meta WHERE key = 'places_fingerprint'`).get() as { value: string } | undefined;
  if (current?.value === fingerprint) return { changed: false };

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
    sqlite
      .prepare(
        `INSERT INTO meta (key, value) VALUES ('places_fingerprint', ?)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      )
      .run(fingerprint);
  });
  return { changed: true };
}

/** A place held in memory. */
export interface PlaceRow {
  id: number;
  region: RegionCode;
  slug: string;
  name: string;
  kind: 'state' | 'place' | 'district';
  stateId: number;
  /** A district's city. */
  parentId: number | null;
  stateSlug: string;
  lat: number;
  lon: number;
  population: number;
  /** Folded spellings, each split into words, for prefix matching. */
  words: string[];
  folded: string[];
}

/** Every active place by region, slug and id. */
export class PlaceIndex {
  readonly byRegion: Record<RegionCode, PlaceRow[]>;
  readonly #bySlug = new Map<string, PlaceRow>();
  readonly #byId = new Map<number, PlaceRow>();

  constructor(rows: PlaceRow[]) {
    this.byRegion = Object.fromEntries(REGION_CODES.map((r) => [r, [] as PlaceRow[]])) as Record<RegionCode, PlaceRow[]>;
    for (const row of rows) {
      this.byRegion[row.region].push(row);
      this.#bySlug.set(`${row.region}/${row.slug}`, row);
      this.#byId.set(row.id, row);
    }
    for (const list of Object.values(this.byRegion)) list.sort((a, b) => b.population - a.population || a.id - b.id);
  }

  /** Load the active places of every region. */
  static load(sqlite: DatabaseSync): PlaceIndex {
    const rows = sqlite
      .prepare(
        `SELECT id, region, slug, name, kind, state_id AS stateId, state_slug AS stateSlug, parent_id AS parentId, lat, lon, population, search_name AS searchName
         FROM places WHERE active = 1`,
      )
      .all() as unknown as (Omit<PlaceRow, 'words' | 'folded'> & { searchName: string })[];
    return new PlaceIndex(
      rows.map(({ searchName: s, ...r }) => {
        const folded = [foldName(r.name), foldPlain(r.name)];
        return { ...r, folded, words: s.split(' ') };
      }),
    );
  }

  bySlug(region: RegionCode, slug: string): PlaceRow | undefined {
    return this.#bySlug.get(`${region}/${slug}`);
  }

  byId(id: number): PlaceRow | undefined {
    return this.#byId.get(id);
  }

  /** Places whose name (or a word of it) starts with `query`, biggest first. */
  autocomplete(region: RegionCode, query: string, limit: number, kind?: PlaceRow['kind']): PlaceRow[] {
    const q = foldName(query);
    const qPlain = foldPlain(query);
    if (!q) return [];
    const whole: PlaceRow[] = [];
    const word: PlaceRow[] = [];
    for (const p of this.byRegion[region]) {
      if (kind && p.kind !== kind) continue;
      if (p.folded.some((f) => f.startsWith(q) || f.startsWith(qPlain))) whole.push(p);
      else if (!q.includes(' ') && p.words.some((w) => w.startsWith(q) || w.startsWith(qPlain))) word.push(p);
      if (whole.length >= limit) break;
    }
    return [...whole, ...word].slice(0, limit);
  }

  /** The `limit` places nearest to a point (optionally only those accepted by `keep`). */
  nearest(
    region: RegionCode,
    lat: number,
    lon: number,
    limit: number,
    keep: (p: PlaceRow) => boolean = () => true,
  ): { place: PlaceRow; km: number }[] {
    const out: { place: PlaceRow; km: number }[] = [];
    for (const p of this.byRegion[region]) {
      if (!keep(p)) continue;
      out.push({ place: p, km: distanceKm(lat, lon, p.lat, p.lon) });
    }
    return out.sort((a, b) => a.km - b.km || b.place.population - a.place.population).slice(0, limit);
  }
}

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}
