/**
 * The counters of tracking ingestion, kept in `rate_limit_windows` beside the other limits, so
 * every API node counts against the same numbers: events per device and per address, and the
 * once-per-hour marks of counted events. A set of counters goes in one statement whatever the
 * number of events: each counter is a fixed window that adds `n` hits at once, started over with
 * `n` once the old window has ended.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';

/** Hits to add to one counter. */
export interface CounterHit {
  name: string;
  key: string;
  /** Hits added (at least 1). */
  n: number;
  /** Length of a new window, ms. */
  windowMs: number;
}

/** The identity of a counter in the answers: name and key joined by a NUL (neither holds one). */
export const counterId = (name: string, key: string) => `${name}\u0000${key}`;

/**
 * Add every hit at `now` (epoch ms) in one upsert; returns each counter's count after it (this
 * call's hits included) by `counterId`. The same name and key must not appear twice.
 */
export async function addHits(db: Kysely<DB>, hits: readonly CounterHit[], now: number): Promise<Map<string, number>> {
  if (!hits.length) return new Map();
  const rows = await db
    .insertInto('rate_limit_windows')
    .values(hits.map((h) => ({ name: h.name, key: h.key, count: h.n, reset_at: now + h.windowMs })))
    .onConflict((oc) =>
      oc.columns(['name', 'key']).doUpdateSet((eb) => {
        const ended = eb('rate_limit_windows.reset_at', '<=', now);
        return {
          count: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.count'))
            .else(eb('rate_limit_windows.count', '+', eb.ref('excluded.count')))
            .end(),
          reset_at: eb.case().when(ended).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limit_windows.reset_at')).end(),
        };
      }),
    )
    .returning(['name', 'key', 'count'])
    .execute();
  return new Map(rows.map((r) => [counterId(r.name, r.key), Number(r.count)]));
}
