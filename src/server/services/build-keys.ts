/**
 * Page keys for the site build (POST /build/page-keys): for each search page's first-page query, a
 * key that changes whenever anything its listings show changes (a card rewritten, a listing added
 * or gone, an age or a "new" badge turning over), and the total. The build keys each page by it
 * and renders again only the pages whose key changed (docs/decisions.md "Incremental rebuilds").
 * The queries are grouped by region, category and independence: one grouped count per kind of
 * place answers all of that category's place pages, so 30,000 pages cost a few hundred queries.
 */
import type { PageKeyQuery } from '../../lib/api/search.ts';
import type { BuildProfileKeysResponse } from '../../lib/api/profiles.ts';
import { REGION_CODES } from '../../../regions/constants.ts';
import { NEW_DAYS } from '../db/queries/cards.ts';
import { profileKeyRows, searchKeyStats, type KeyColumn, type KeyStats } from '../db/queries/build-keys.ts';
import { placeColumn, resolveSearch, SearchInputError, type ResolvedSearch } from '../db/queries/search.ts';
import { isoDay } from '../time.ts';
import type { ReadDeps } from './deps.ts';

/** One page's key, or null when its query names an unknown category or place. */
export type PageKey = { total: number; key: string } | null;

/** The day as YYYYMMDD (ages in whole years) and the "new" badge's cut-off in seconds since 1970, both as the cards reckon them at `now`. */
function keyClock(now: Date): { day: string; today: number; newSince: number } {
  const day = isoDay(now);
  return { day, today: Number(day.replaceAll('-', '')), newSince: Math.floor((now.getTime() - NEW_DAYS * 86_400_000) / 1000) };
}

function keyOf(s: KeyStats | undefined): { total: number; key: string } {
  return s ? { total: s.count, key: `${s.count}.${s.rev}.${s.age}.${s.fresh}` } : { total: 0, key: '0' };
}

/** The keys of `queries` (validated search queries), in their order, and the day they hold for. */
export async function buildPageKeys(deps: ReadDeps, queries: readonly PageKeyQuery[]): Promise<{ day: string; results: PageKey[] }> {
  const { day, today, newSince } = keyClock(deps.clock.now());
  // Group: region, category and independence share one resolved search without the place.
  const groups = new Map<string, { resolved: ResolvedSearch; columns: Map<KeyColumn, Map<number, KeyStats> | undefined> }>();
  const plan: ({ group: string; column: KeyColumn; id: number } | null)[] = queries.map((q) => {
    try {
      const region = deps.regions[q.region];
      const groupKey = `${q.region}|${q.category ?? ''}|${q.independent ?? 0}`;
      let group = groups.get(groupKey);
      if (!group) {
        const resolved = resolveSearch(region, deps.places, { region: q.region, category: q.category, independent: q.independent }, day);
        group = { resolved, columns: new Map() };
        groups.set(groupKey, group);
      }
      if (q.place === undefined) {
        group.columns.set(null, undefined);
        return { group: groupKey, column: null, id: 0 };
      }
      const place = deps.places.bySlug(q.region, q.place);
      if (!place) return null;
      const column = placeColumn(place);
      group.columns.set(column, undefined);
      return { group: groupKey, column, id: place.id };
    } catch (err) {
      if (err instanceof SearchInputError) return null;
      throw err;
    }
  });
  for (const group of groups.values()) {
    for (const column of group.columns.keys()) {
      group.columns.set(column, await searchKeyStats(deps.db, group.resolved, column, today, newSince));
    }
  }
  const results = plan.map((p) => (p ? keyOf(groups.get(p.group)!.columns.get(p.column)!.get(p.id)) : null));
  return { day, results };
}

/**
 * The keys of the listed profiles' pages (GET /build/profile-keys), `limit` after the id `after`:
 * what the profile page shows changes its key (its search row's revision, which every write to the
 * profile, its photos, services, prices and hours raises; its age and "new" badge; the count and
 * sum of its visible reviews; a venue's escorts and their revisions).
 */
export async function buildProfileKeys(deps: ReadDeps, after: number, limit: number): Promise<BuildProfileKeysResponse> {
  const { today, newSince } = keyClock(deps.clock.now());
  const rows = await profileKeyRows(deps.db, today, newSince, after, limit);
  return {
    results: rows.map((r) => ({
      id: r.id,
      region: REGION_CODES[r.region - 1]!,
      rank: r.rank,
      key: `${r.rev}.${r.age}.${r.fresh}.${r.reviews}.${r.ratingSum}.${r.escorts}.${r.escortsRev}`,
    })),
    next: rows.length === limit ? rows[rows.length - 1]!.id : null,
  };
}
