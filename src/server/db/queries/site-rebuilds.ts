/** The `jobs` rows of site rebuilds (src/server/site/): coalescing, the next rebuild, recovery. */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialects.ts';
import type { DB } from '../types.ts';

/**
 * Add `region` to the region list of the pending rebuild `id` (one statement, so concurrent
 * changes cannot lose each other's region; a job held by a worker is left as it is).
 */
export async function addRebuildRegion(db: Kysely<DB>, id: number, region: string): Promise<void> {
  if (isPostgres(db)) {
    // The payload is JSON text; jsonb appends to its list when the region is not in it yet.
    await sql`UPDATE jobs SET payload = jsonb_set(payload::jsonb, '{regions}', (payload::jsonb -> 'regions') || to_jsonb(${region}::text))::text
      WHERE id = ${id} AND locked_by IS NULL AND NOT ((payload::jsonb -> 'regions') ? ${region})`.execute(db);
    return;
  }
  await sql`UPDATE jobs SET payload = json_insert(payload, '$.regions[#]', ${region})
    WHERE id = ${id} AND locked_by IS NULL
      AND NOT EXISTS (SELECT 1 FROM json_each(jobs.payload, '$.regions') WHERE value = ${region})`.execute(db);
}

/** Free the dedupe key of a running job: the next change records a job of its own. */
export async function releaseDedupeKey(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('jobs').set({ dedupe_key: null }).where('id', '=', id).execute();
}

/** End the lease of the unfinished jobs of `kind` held by `workerId`; returns how many. */
export async function releaseLeases(db: Kysely<DB>, kind: string, workerId: string, now: Date): Promise<number> {
  const r = await db
    .updateTable('jobs')
    .set({ locked_until: now.toISOString() })
    .where('kind', '=', kind)
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
