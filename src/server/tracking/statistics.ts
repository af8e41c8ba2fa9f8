/**
 * The admin statistics (GET /admin/statistics): searches per day, the most searched places and
 * categories, and partner-advert clicks per partner and day over the last `days` days. Rolled-up
 * days come from the rollup tables, the others (today, or days the job has not reached) live from
 * the events, so the numbers are current. Events naming a place or category that does not exist are
 * not stored (./admission.ts); searches of such a place or category older rows may hold are left out.
 */
import type { Kysely } from 'kysely';
import type { Statistics } from '../../lib/api/tracking.ts';
import { PARTNERS } from '../../lib/api/search.ts';
import { partnerCounts, rolledPartnerClicks, rolledSearches, searchCounts } from '../db/queries/tracking-rollups.ts';
import type { PlaceIndex } from '../db/places.ts';
import type { DB } from '../db/types.ts';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import { lastDays } from '../services/dashboard.ts';
import type { Clock } from '../time.ts';

/** Places and categories listed at most. */
export const TOP_LIMIT = 20;

function top<K extends string>(counts: Map<K, number>, limit = TOP_LIMIT): [K, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, limit);
}

/** The statistics of the last `days` days ending today. */
export async function statistics(
  deps: { db: Kysely<DB>; clock: Clock; places: PlaceIndex; regions: Record<RegionCode, Region> },
  days: number,
): Promise<Statistics> {
  const list = lastDays(deps.clock.now(), days);
  const first = list[0]!;
  const last = list[list.length - 1]!;
  const index = new Map(list.map((d, i) => [d, i]));
  const range = { first, last, unrolledOnly: true };

  const searches = [...(await rolledSearches(deps.db, first, last)), ...(await searchCounts(deps.db, range).execute())];
  const perDay = list.map(() => 0);
  const places = new Map<string, number>();
  const categories = new Map<string, number>();
  // A row of a place or category that does not exist is left out (rows stored before events were checked).
  const known = (r: (typeof searches)[number]) =>
    (!r.place || deps.places.bySlug(r.region, r.place) !== undefined) &&
    (!r.category_id || deps.regions[r.region].categories.some((c) => c.id === Number(r.category_id)));
  for (const r of searches.filter(known)) {
    const n = Number(r.searches);
    perDay[index.get(r.day)!]! += n;
    if (r.place) places.set(`${r.region}/${r.place}`, (places.get(`${r.region}/${r.place}`) ?? 0) + n);
    if (r.category_id) categories.set(String(r.category_id), (categories.get(String(r.category_id)) ?? 0) + n);
  }

  const clicks = [...(await rolledPartnerClicks(deps.db, first, last)), ...(await partnerCounts(deps.db, range).execute())];
  const partners = PARTNERS.map((partner) => ({ partner, total: 0, perDay: list.map(() => 0) }));
  for (const r of clicks) {
    const p = partners.find((x) => x.partner === r.partner);
    if (!p) continue;
    p.total += Number(r.clicks);
    p.perDay[index.get(r.day)!]! += Number(r.clicks);
  }

  return {
    days: list,
    searches: { total: perDay.reduce((a, b) => a + b, 0), perDay },
    topPlaces: top(places).map(([key, n]) => {
      const [region, place] = key.split('/') as [Statistics['topPlaces'][number]['region'], string];
      return { region, place, searches: n };
    }),
    topCategories: top(categories).map(([id, n]) => ({ categoryId: Number(id), searches: n })),
    partners,
  };
}
