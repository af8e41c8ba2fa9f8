/**
 * Places: copied from the region tables (`regions/<code>/places.json`) into the database so
 * profiles can reference them by id, and held in memory per region for autocomplete and nearest
 * lookups (a few thousand rows per region: a scan is faster than a query).
 */
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';

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
export function foldPlain(name: string): string {
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
  /** Folded spellings of the name (foldName, foldPlain), for matching a query (matchRank). */
  folded: string[];
}

/** A point this close to a town (or a district) lies in it. */
export const TOWN_RADIUS_KM = 25;

/** A point farther from every town, but this close to one, lies in that town's state; farther lies outside the region. */
export const STATE_RADIUS_KM = 150;

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

  /** The index of the rows `activePlaceRows` reads (src/server/db/queries/places.ts). */
  static fromRows(rows: readonly Omit<PlaceRow, 'folded'>[]): PlaceIndex {
    return new PlaceIndex(rows.map((r) => ({ ...r, folded: [foldName(r.name), foldPlain(r.name)] })));
  }

  bySlug(region: RegionCode, slug: string): PlaceRow | undefined {
    return this.#bySlug.get(`${region}/${slug}`);
  }

  byId(id: number): PlaceRow | undefined {
    return this.#byId.get(id);
  }

  /**
   * Places whose name (or a word of it) starts with `query`, best match first: the name itself,
   * then names starting with it, then names with a word starting with it; bigger first within each.
   */
  autocomplete(region: RegionCode, query: string, limit: number, kind?: PlaceRow['kind']): PlaceRow[] {
    const folded = [...new Set([foldName(query), foldPlain(query)])].filter(Boolean);
    if (!folded.length) return [];
    const found: { place: PlaceRow; rank: MatchRank }[] = [];
    for (const p of this.byRegion[region]) {
      if (kind && p.kind !== kind) continue;
      const rank = matchRank(p, folded);
      if (rank !== undefined) found.push({ place: p, rank });
    }
    // Within a rank the bigger place first (then the lower id, as the list is ordered).
    found.sort((a, b) => a.rank - b.rank || b.place.population - a.place.population || a.place.id - b.place.id);
    return found.slice(0, limit).map((f) => f.place);
  }

  /**
   * The place a point lies in: the nearest town or district within TOWN_RADIUS_KM, else the state
   * of the nearest town within STATE_RADIUS_KM, else none (the point lies outside the region).
   */
  placeAt(region: RegionCode, lat: number, lon: number): PlaceRow | undefined {
    let best: { place: PlaceRow; km: number } | undefined;
    for (const p of this.byRegion[region]) {
      if (p.kind === 'state') continue;
      const km = distanceKm(lat, lon, p.lat, p.lon);
      if (!best || km < best.km) best = { place: p, km };
    }
    if (!best || best.km > STATE_RADIUS_KM) return undefined;
    return best.km <= TOWN_RADIUS_KM ? best.place : this.byId(best.place.stateId);
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

/** How a name matches a query: the whole name, its start, the start of one of its words. */
export const MATCH_RANK = { exact: 0, prefix: 1, word: 2 } as const;
type MatchRank = (typeof MATCH_RANK)[keyof typeof MATCH_RANK];

/** How well a place's name matches the folded spellings of a query; undefined: not at all. */
export function matchRank(p: Pick<PlaceRow, 'folded'>, queries: readonly string[]): MatchRank | undefined {
  let best: MatchRank | undefined;
  for (const name of p.folded) {
    for (const q of queries) {
      if (name === q) return MATCH_RANK.exact;
      if (name.startsWith(q)) best = MATCH_RANK.prefix;
      else if (best === undefined && ` ${name}`.includes(` ${q}`)) best = MATCH_RANK.word;
    }
  }
  return best;
}

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}
