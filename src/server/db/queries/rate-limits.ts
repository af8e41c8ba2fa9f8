/**
 * Fixed-window rate-limit counters (`rate_limit_windows`), shared by every server process on the
 * database. A hit is one upsert, so concurrent hits from any number of nodes count exactly: the
 * row is created with 1, counted up while its window lasts, and started over at 1 with a new
 * window once the old one has ended.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** A window after a hit: hits counted in it (this one included) and when it ends, epoch ms. */
export interface CountedWindow {
  count: number;
  resetAt: number;
}

/** Count one hit on `name`/`key` at `now` (epoch ms); a new window lasts `windowMs`. */
export async function countHit(db: Kysely<DB>, name: string, key: string, now: number, windowMs: number): Promise<CountedWindow> {
  const row = await db
    .insertInto('rate_limit_windows')
    .values({ name, key, count: 1, reset_at: now + windowMs })
    .onConflict((oc) =>
      oc.columns(['name', 'key']).doUpdateSet((eb) => {
        const ended = eb('rate_limit_windows.reset_at', '<=', now);
        return {
          count: eb
            .case()
            .when(ended)
            .then(eb.lit(1))
            .else(eb('rate_limit_windows.count', '+', eb.lit(1)))
            .end(),
          reset_at: eb.case().when(ended).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limit_windows.reset_at')).end(),
        };
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  // PostgreSQL's driver reads a bigint as a string.
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Hits counted in the live window of `name`/`key` at `now` (epoch ms); 0 when none or it ended. */
export async function liveCount(db: Kysely<DB>, name: string, key: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_windows')
    .select('count')
    .where('name', '=', name)
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Forget the window of `name`/`key`. */
export async function forgetWindow(db: Kysely<DB>, name: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('name', '=', name).where('key', '=', key).execute();
}

/** Delete at most `max` windows that ended at or before `now` (epoch ms); the number deleted. */
export async function deleteEndedWindows(db: Kysely<DB>, now: number, max: number): Promise<number> {
  const r = await db
    .deleteFrom('rate_limit_windows')
    .where((eb) =>
      eb(
        eb.refTuple('name', 'key'),
        'in',
        eb.selectFrom('rate_limit_windows').select(['name', 'key']).where('reset_at', '<=', now).limit(max).$asTuple('name', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
