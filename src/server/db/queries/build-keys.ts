/**
 * What the site build keys its search pages by (src/server/services/build-keys.ts): per group of
 * search rows, how many match, the sum of their revisions (any rewritten card raises it), the sum
 * of their ages in whole years (a birthday changes a card) and how many count as new (the "new"
 * badge runs out). One grouped query answers every place of a kind at once.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../types.ts';
import { filtered, type ResolvedSearch } from './search.ts';

/** The numbers a page key is made of. */
export interface KeyStats {
  count: number;
  rev: number;
  age: number;
  fresh: number;
}

/** The column a place page filters on (src/server/db/queries/search.ts `placeColumn`), or none for the category page. */
export type KeyColumn = 's.state_id' | 's.city_id' | 's.place_id' | null;

/**
 * The key numbers of `r` (a search without a place) grouped by `column`: one entry per value of
 * the column (0 stands for the whole category when `column` is null). `today` is YYYYMMDD as a
 * number (ages are whole years of `today - dob` / 10000), `newSince` seconds since 1970.
 */
export async function searchKeyStats(
  db: Kysely<DB>,
  r: ResolvedSearch,
  column: KeyColumn,
  today: number,
  newSince: number,
): Promise<Map<number, KeyStats>> {
  const out = new Map<number, KeyStats>();
  if (r.empty) return out;
  const query = filtered(db, r).select([
    column ? sql<number | null>`${sql.ref(column)}`.as('g') : sql<number | null>`0`.as('g'),
    sql<number>`count(*)`.as('n'),
    sql<number>`sum(s.rev)`.as('rev'),
    sql<number>`sum(CASE WHEN s.dob IS NULL THEN 0 ELSE (${today} - s.dob) / 10000 END)`.as('age'),
    sql<number>`sum(CASE WHEN s.published_at >= ${newSince} THEN 1 ELSE 0 END)`.as('fresh'),
  ]);
  // The whole category is one group; a count over no rows still answers one row (with a zero count).
  const rows = await (column ? query.groupBy(sql.ref(column)) : query).execute();
  for (const row of rows) {
    if (row.g === null || Number(row.n) === 0) continue;
    out.set(Number(row.g), { count: Number(row.n), rev: Number(row.rev), age: Number(row.age), fresh: Number(row.fresh) });
  }
  return out;
}

/** What a profile page's key is made of, per published profile (in id order after `after`). */
export interface ProfileKeyRow {
  id: number;
  region: number;
  rank: number;
  rev: number;
  age: number;
  fresh: number;
  reviews: number;
  ratingSum: number;
  escorts: number;
  escortsRev: number;
}

/**
 * The key numbers of the listed profiles after the id `after` (at most `limit`, in id order): its
 * search row's revision (every write to what its page shows rewrites it), its age and "new" badge
 * (they turn over by themselves), its visible reviews (the page shows their average and count) and,
 * for a venue, the revisions of its escorts' rows (the page shows their cards).
 */
export async function profileKeyRows(
  db: Kysely<DB>,
  today: number,
  newSince: number,
  after: number,
  limit: number,
): Promise<ProfileKeyRow[]> {
  const rows = await db
    .selectFrom('profile_search as s')
    .select([
      's.profile_id as id',
      's.region as region',
      's.rank as rank',
      's.rev as rev',
      sql<number>`CASE WHEN s.dob IS NULL THEN 0 ELSE (${today} - s.dob) / 10000 END`.as('age'),
      sql<number>`CASE WHEN s.published_at >= ${newSince} THEN 1 ELSE 0 END`.as('fresh'),
      sql<number>`(SELECT count(*) FROM reviews r WHERE r.profile_id = s.profile_id AND r.deleted_at IS NULL)`.as('reviews'),
      sql<number>`(SELECT coalesce(sum(r.rating), 0) FROM reviews r WHERE r.profile_id = s.profile_id AND r.deleted_at IS NULL)`.as(
        'ratingSum',
      ),
      sql<number>`(SELECT count(*) FROM profiles e WHERE e.venue_id = s.profile_id)`.as('escorts'),
      sql<number>`(SELECT coalesce(sum(es.rev), 0) FROM profiles e JOIN profile_search es ON es.profile_id = e.user_id WHERE e.venue_id = s.profile_id)`.as(
        'escortsRev',
      ),
    ])
    .where('s.profile_id', '>', after)
    .orderBy('s.profile_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    region: Number(r.region),
    rank: Number(r.rank),
    rev: Number(r.rev),
    age: Number(r.age),
    fresh: Number(r.fresh),
    reviews: Number(r.reviews),
    ratingSum: Number(r.ratingSum),
    escorts: Number(r.escorts),
    escortsRev: Number(r.escortsRev),
  }));
}
