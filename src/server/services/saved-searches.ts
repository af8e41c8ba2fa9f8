/**
 * A punter's saved searches (SPEC §1): list, save (at most SAVED_SEARCH_LIMIT, VIP
 * SAVED_SEARCH_LIMIT_VIP), rename, switch alerts, delete. A search is stored as its page (region,
 * category, place, path) and the search codec's canonical query, checked by the search itself.
 */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import { decodeFilters, encodeFilters } from '../../lib/api/search-codec.ts';
import type { SavedSearch, SavedSearchesResponse } from '../../lib/api/saved-searches.ts';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_VIP } from '../../lib/api/tip-codes.ts';
import type { PlaceIndex } from '../db/places.ts';
import {
  deleteSavedSearch,
  insertSavedSearch,
  savedSearchesOf,
  updateSavedSearch,
  vipValidTill,
  type SavedSearchRow,
} from '../db/queries/saved-searches.ts';
import { resolveSearch, SearchInputError, type ResolvedSearch } from '../db/queries/search.ts';
import type { DB } from '../db/types.ts';
import { isoDay, type Clock } from '../time.ts';
import { created, invalid, notFound, ok, type Outcome } from './outcome.ts';

type Deps = { db: Kysely<DB>; clock: Clock; regions: Record<RegionCode, Region>; places: PlaceIndex };

/** The canonical form of a filter query (unknown or malformed parameters dropped, fixed order). */
export function canonicalQuery(query: string): string {
  return encodeFilters(decodeFilters(new URLSearchParams(query.replace(/^\?/, ''))), new URLSearchParams()).toString();
}

/**
 * Is a saved page one of the independent-escort pages (UK `/escort/independent/…`)? Their listing
 * is the page's category with `independent=1`, which the path says and the query does not.
 */
export function onIndependentPage(region: Region, path: string): boolean {
  if (!region.independent) return false;
  const rest = region.prefix && path.startsWith(`${region.prefix}/`) ? path.slice(region.prefix.length) : path;
  return rest.startsWith(region.independent.path);
}

/** A saved search's filters resolved by the listing search (throws SearchInputError when stale). */
export function resolveSaved(
  deps: Pick<Deps, 'regions' | 'places'>,
  s: Pick<SavedSearchRow, 'region' | 'category_id' | 'place' | 'query' | 'path'>,
  today: string,
): ResolvedSearch {
  const region = deps.regions[s.region];
  const filters = {
    region: s.region,
    category: s.category_id,
    ...(s.place ? { place: s.place } : {}),
    ...decodeFilters(new URLSearchParams(s.query)),
    ...(onIndependentPage(region, s.path) ? { independent: 1 as const } : {}),
  };
  return resolveSearch(region, deps.places, filters, today);
}

/** The API shape of a row. */
export function savedSearchOfRow(r: SavedSearchRow): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    region: r.region,
    categoryId: r.category_id,
    place: r.place,
    path: r.path,
    query: r.query,
    href: r.query ? `${r.path}?${r.query}` : r.path,
    alerts: r.alerts === 1,
    createdAt: r.created_at,
  };
}

/** How many searches the punter may keep now. */
async function limitOf(deps: Deps, userId: number): Promise<number> {
  const vip = await vipValidTill(deps.db, userId);
  return vip && Date.parse(vip) > deps.clock.now().getTime() ? SAVED_SEARCH_LIMIT_VIP : SAVED_SEARCH_LIMIT;
}

/** `GET /users/saved-searches`. */
export async function listSavedSearches(deps: Deps, userId: number): Promise<SavedSearchesResponse> {
  const [rows, limit] = await Promise.all([savedSearchesOf(deps.db, userId), limitOf(deps, userId)]);
  return { results: rows.map(savedSearchOfRow), limit };
}

/** `POST /users/saved-searches`: the same search saved again answers with the saved one. */
export async function saveSearch(
  deps: Deps,
  userId: number,
  body: { name: string; region: RegionCode; categoryId: number; place?: string; path: string; query: string },
): Promise<Outcome<SavedSearch>> {
  const query = canonicalQuery(body.query);
  const now = deps.clock.now();
  try {
    resolveSaved(
      deps,
      { region: body.region, category_id: body.categoryId, place: body.place ?? null, query, path: body.path },
      isoDay(now),
    );
  } catch (err) {
    if (err instanceof SearchInputError) return invalid({ [err.field === 'category' ? 'categoryId' : err.field]: [err.message] });
    throw err;
  }
  const [rows, limit] = await Promise.all([savedSearchesOf(deps.db, userId), limitOf(deps, userId)]);
  const same = rows.find((r) => r.region === body.region && r.path === body.path && r.query === query && r.category_id === body.categoryId);
  if (same) return ok(savedSearchOfRow(same));
  if (rows.length >= limit)
    return invalid(
      {
        name: [
          `You can keep at most ${limit} saved searches${limit === SAVED_SEARCH_LIMIT ? ` (VIP: ${SAVED_SEARCH_LIMIT_VIP})` : ''}. Delete one first.`,
        ],
      },
      'You have reached the number of saved searches you can keep.',
    );
  const at = now.toISOString();
  const row = await insertSavedSearch(deps.db, {
    user_id: userId,
    name: body.name,
    region: body.region,
    category_id: body.categoryId,
    place: body.place ?? null,
    path: body.path,
    query,
    alerts: 1,
    alerted_at: at,
    created_at: at,
  });
  return created(savedSearchOfRow(row));
}

/** `PATCH /users/saved-searches/{id}`. */
export async function changeSavedSearch(
  deps: Deps,
  userId: number,
  id: number,
  patch: { name?: string; alerts?: boolean },
): Promise<Outcome<SavedSearch>> {
  const row = await updateSavedSearch(deps.db, userId, id, {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    // Switching alerts on starts from now: listings published while they were off are not news.
    ...(patch.alerts !== undefined
      ? { alerts: patch.alerts ? 1 : 0, ...(patch.alerts ? { alerted_at: deps.clock.now().toISOString() } : {}) }
      : {}),
  });
  return row ? ok(savedSearchOfRow(row)) : notFound();
}

/** `DELETE /users/saved-searches/{id}`. */
export async function removeSavedSearch(deps: Deps, userId: number, id: number): Promise<Outcome<{ id: number }>> {
  return (await deleteSavedSearch(deps.db, userId, id)) ? ok({ id }) : notFound();
}
