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
