/**
 * The listing search (SPEC §3 category filters): the region's category row gives the base filter,
 * query parameters narrow it further, and everything runs against the integer search rows.
 *
 * Semantics: lists are "any of", different fields combine with AND, services are "all of";
 * `venue` categories list only venues and agencies, `is_ai` only AI companions, every other
 * category only real people (no venues, no AI). `independent` keeps the people no venue or agency
 * has taken on (`profiles.venue_id` unset; agencies are venues of kind agency).
 */
import { sql, type ExpressionBuilder, type Kysely, type SqlBool, type Expression } from 'kysely';
import type { Category, Region, RegionCode } from '../../../../regions/schema.ts';
import { FEATURE_VALUES } from '../../../domain/profile-features.ts';
import type { SearchFilters } from '../../../lib/api/search.ts';
import { servicesMask } from '../../../domain/services.ts';
import { birthBounds } from '../../time.ts';
import { isPostgres } from '../dialects.ts';
import type { PlaceIndex, PlaceRow } from '../places.ts';
import { KIND, optionCodes, optionCode, regionCode } from '../search-index.ts';
import type { DB, ProfileSearchTable } from '../types.ts';

/** The search table under its query alias. */
type SearchDB = DB & { s: ProfileSearchTable };

/** The category of `region` named by id or url; the region default when `ref` is absent. */
export function findCategory(region: Region, ref: number | string | undefined): Category | undefined {
  if (ref === undefined) return region.categories.find((c) => c.default);
  if (typeof ref === 'number') return region.categories.find((c) => c.id === ref);
  const url = ref.endsWith('/') ? ref : `${ref}/`;
  return region.categories.find((c) => c.url === url);
}

/** A search point: where distances are measured from. */
export interface Point {
  lat: number;
  lon: number;
}

/** A resolved search: everything the SQL needs, or a reason it can match nothing. */
export interface ResolvedSearch {
  region: RegionCode;
  category: Category;
  kind: number;
  place?: PlaceRow;
  point?: Point;
  radiusKm?: number;
  /** Service ids the category and query require (card services show these first). */
  serviceIds: number[];
  /** True when the filters contradict each other or name unknown services: no query needed. */
  empty: boolean;
  conditions: ((eb: ExpressionBuilder<SearchDB, 's'>) => Expression<SqlBool>)[];
}

/** Failure resolving a search: the field and message for a 422. */
export class SearchInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

const DEFAULT_RADIUS_KM = 50;

/** Intersect an optional list from the category with one from the query. */
function intersect<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): readonly T[] | undefined {
  if (!a || a.length === 0) return b && b.length ? b : undefined;
  if (!b || b.length === 0) return a;
  return a.filter((x) => b.includes(x));
}

/**
 * Turn validated filters into SQL conditions. Throws SearchInputError for unknown category or place.
 * `now` is the moment "available now" is measured at; without it (the daily alerts of saved
 * searches, which tell of new listings, not of who is available at the hour they run) that filter
 * restricts nothing.
 */
export function resolveSearch(region: Region, places: PlaceIndex, f: SearchFilters, today: string, now?: Date): ResolvedSearch {
  const category = findCategory(region, f.category);
  if (!category) throw new SearchInputError('category', `no category ${String(f.category)} in region ${region.code}`);
  const cf = category.filter;
  const conditions: ResolvedSearch['conditions'] = [];
  let empty = false;

  const kind = cf.is_ai ? KIND.ai : cf.venue ? KIND.venue : KIND.person;
  conditions.push((eb) => eb('s.region', '=', regionCode(region.code)));
  conditions.push((eb) => eb('s.kind', '=', kind));

  if (f.independent === 1) {
    // Venues and AI companions are never independent escorts.
    if (kind !== KIND.person) empty = true;
    // Read from the profiles, not the search rows: a manager's venue assignment takes effect at once,
    // and the partial index on venue_id keeps the linked few a small list.
    else
      conditions.push((eb) =>
        eb('s.profile_id', 'not in', eb.selectFrom('profiles').select('profiles.user_id').where('profiles.venue_id', 'is not', null)),
      );
  }

  let place: PlaceRow | undefined;
  if (f.place !== undefined) {
    place = places.bySlug(region.code, f.place);
    if (!place) throw new SearchInputError('place', `no place "${f.place}" in region ${region.code}`);
  }
  const point: Point | undefined =
    f.lat !== undefined && f.lon !== undefined ? { lat: f.lat, lon: f.lon } : place ? { lat: place.lat, lon: place.lon } : undefined;
  const byRadius = f.lat !== undefined || (place !== undefined && f.radius_km !== undefined);
  const radiusKm = byRadius ? (f.radius_km ?? DEFAULT_RADIUS_KM) : undefined;

  if (byRadius && point && radiusKm !== undefined) {
    const dLat = radiusKm / 111.195;
    const cos = Math.max(0.01, Math.cos((point.lat * Math.PI) / 180));
    const dLon = radiusKm / (111.195 * cos);
    conditions.push((eb) => eb.between('s.lat', point.lat - dLat, point.lat + dLat));
    conditions.push((eb) => eb.between('s.lon', point.lon - dLon, point.lon + dLon));
    conditions.push(() => sql<SqlBool>`${distanceSql(point)} <= ${radiusKm}`);
  } else if (place) {
    const p = place;
    conditions.push((eb) => eb(placeColumn(p), '=', p.id));
  }

  // Single-valued fields: the category's and the query's value must agree.
  const gender = cf.features.gender;
  if (gender && f.gender && gender !== f.gender) empty = true;
  const g = f.gender ?? gender;
  if (g) conditions.push((eb) => eb('s.gender', '=', optionCode(FEATURE_VALUES.gender, g)));

  for (const [field, cat, query] of [
    ['user_type', cf.user.user_type, f.user_type],
    ['meeting', cf.user.meeting_location, f.meeting_location],
  ] as const) {
    if (cat !== undefined && query !== undefined && cat !== query) empty = true;
    const v = query ?? cat;
    if (v !== undefined) conditions.push((eb) => eb(`s.${field}`, '=', v));
  }

  // Lists: any of the category's values that the query also allows.
  const lists = [
    ['s.ethnicity', FEATURE_VALUES.ethnicity, intersect(cf.asia ? ['asian'] : undefined, intersect(cf.features.ethnicity, f.ethnicity))],
    ['s.nationality', FEATURE_VALUES.nationality_group, intersect(cf.features.nationality, f.nationality)],
    ['s.skin', FEATURE_VALUES.skin_color, intersect(cf.features.skin_color, f.skin_color)],
    ['s.body', FEATURE_VALUES.body_type, intersect(cf.features.body_type, f.body_type)],
    ['s.breast', FEATURE_VALUES.breast_size, intersect(cf.features.breast_size, f.breast_size)],
    ['s.hair', FEATURE_VALUES.hair_color, f.hair_color],
  ] as const;
  for (const [column, values, wanted] of lists) {
    if (wanted === undefined) continue;
    const codes = optionCodes(values, wanted as readonly string[]);
    if (codes.length === 0) empty = true;
    else conditions.push((eb) => eb(column, 'in', codes));
  }
  // A category list the query contradicts entirely leaves nothing.
  for (const [catList, queryList] of [
    [cf.features.ethnicity, f.ethnicity],
    [cf.features.nationality, f.nationality],
    [cf.features.skin_color, f.skin_color],
    [cf.features.body_type, f.body_type],
    [cf.features.breast_size, f.breast_size],
  ] as const) {
    if (catList?.length && queryList?.length && !catList.some((v) => (queryList as readonly string[]).includes(v))) empty = true;
  }

  // Ages: the intersection of the category's slider and the query's range.
  const ageMin = Math.max(cf.features.age?.[0] ?? 18, f.age_min ?? 18);
  const ageMax = Math.min(cf.features.age?.[1] ?? 100, f.age_max ?? 100);
  if (ageMin > ageMax) empty = true;
  else if (ageMin > 18 || ageMax < 100 || cf.features.age || f.age_min !== undefined || f.age_max !== undefined) {
    const { earliest, latest } = birthBounds(ageMin, ageMax, today);
    conditions.push((eb) => eb.between('s.dob', earliest, latest));
  }

  // "Available now": the row keeps when it ends; it is on while that lies ahead of the search.
  if (f.available_now === 1 && now) {
    const at = Math.floor(now.getTime() / 1000);
    conditions.push((eb) => eb('s.available_until', '>', at));
  }

  const serviceIds = [...new Set([...cf.ids, ...(f.services ?? [])])];
  if (serviceIds.length) {
    const mask = servicesMask(serviceIds);
    if (mask === null) empty = true;
    else conditions.push(() => sql<SqlBool>`(s.services & ${mask}) = ${mask}`);
  }

  return { region: region.code, category, kind, place, point, radiusKm, serviceIds, empty, conditions };
}

/** Approximate distance in km from `p` (equirectangular; within 1 % below 500 km). */
export function distanceSql(p: Point) {
  const cos = Math.cos((p.lat * Math.PI) / 180);
  return sql<number>`(111.195 * sqrt((s.lat - ${p.lat}) * (s.lat - ${p.lat}) + ((s.lon - ${p.lon}) * ${cos}) * ((s.lon - ${p.lon}) * ${cos})))`;
}

export function filtered(db: Kysely<DB>, r: ResolvedSearch) {
  return db.selectFrom('profile_search as s').where((eb) => eb.and(r.conditions.map((c) => c(eb))));
}

/** Number of listings matching. */
export async function countListings(db: Kysely<DB>, r: ResolvedSearch): Promise<number> {
  if (r.empty) return 0;
  const row = await filtered(db, r)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type Sort = 'recommended' | 'newest' | 'price_asc' | 'price_desc' | 'distance';

/** One page of matching profile ids in display order. */
export async function pageOfListings(
  db: Kysely<DB>,
  r: ResolvedSearch,
  sort: Sort,
  page: number,
  perPage: number,
): Promise<{ id: number }[]> {
  if (r.empty) return [];
  // Only the id: the indexes carry it, so a page can be found and ordered from an index alone.
  let q = filtered(db, r).select(['s.profile_id as id']);
  switch (sort) {
    case 'newest':
      q = q.orderBy('s.published_at', 'desc').orderBy('s.profile_id', 'desc');
      break;
    case 'price_asc':
      q = q
        .orderBy(sql`s.price_from IS NULL`)
        .orderBy('s.price_from', 'asc')
        .orderBy('s.rank', 'desc');
      break;
    case 'price_desc':
      // Unpriced listings last: SQLite sorts NULL lowest, PostgreSQL highest, so it is said for
      // PostgreSQL (and left off on SQLite, whose planner then walks the price index backwards).
      q = isPostgres(db)
        ? q.orderBy('s.price_from', (ob) => ob.desc().nullsLast()).orderBy('s.rank', 'desc')
        : q.orderBy('s.price_from', 'desc').orderBy('s.rank', 'desc');
      break;
    case 'distance':
      if (r.point) {
        q = q.orderBy(distanceSql(r.point)).orderBy('s.rank', 'desc');
        break;
      }
      q = q.orderBy('s.rank', 'desc').orderBy('s.profile_id', 'desc');
      break;
    case 'recommended':
      q = q.orderBy('s.rank', 'desc').orderBy('s.profile_id', 'desc');
      break;
  }
  return q
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

/** The search column a place filters on: a state its places, a town itself and its districts. */
export function placeColumn(p: PlaceRow): 's.state_id' | 's.city_id' | 's.place_id' {
  return p.kind === 'state' ? 's.state_id' : p.kind === 'place' ? 's.city_id' : 's.place_id';
}

/** Listings at a place (with its districts or towns); for autocomplete and location data. */
export async function listingsAt(db: Kysely<DB>, place: PlaceRow, kind: number = KIND.person): Promise<number> {
  const row = await db
    .selectFrom('profile_search as s')
    .where(placeColumn(place), '=', place.id)
    .where('s.kind', '=', kind)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Listings of a region's real people in rank order (gold, then verified, then photos and recency). */
export function rankedListings(db: Kysely<DB>, region: RegionCode, limit: number): Promise<{ id: number; placeId: number | null }[]> {
  return db
    .selectFrom('profile_search as s')
    .select(['s.profile_id as id', 's.place_id as placeId'])
    .where('s.region', '=', regionCode(region))
    .where('s.kind', '=', KIND.person)
    .orderBy('s.rank', 'desc')
    .limit(limit)
    .execute();
}
