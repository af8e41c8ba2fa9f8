/** The `jobs` rows of site rebuilds (src/server/site/): coalescing, the next rebuild, recovery; and the log of rebuilds. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../dialects.ts';
import type { DB, SiteRebuildsTable } from '../types.ts';

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

/** Rows of `site_rebuilds` kept: an insert deletes the ones older than these. */
export const SITE_REBUILDS_KEPT = 500;

export type SiteRebuildRow = Selectable<SiteRebuildsTable>;

/** Log one rebuild and delete the rows older than the newest `SITE_REBUILDS_KEPT`. */
export async function recordSiteRebuild(db: Kysely<DB>, row: Insertable<SiteRebuildsTable>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('site_rebuilds').values(row).execute();
    await trx
      .deleteFrom('site_rebuilds')
      .where('id', '<=', (eb) => eb.selectFrom('site_rebuilds').select('id').orderBy('id', 'desc').limit(1).offset(SITE_REBUILDS_KEPT))
      .execute();
  });
}

/** The newest `limit` logged rebuilds, newest first. */
export function lastSiteRebuilds(db: Kysely<DB>, limit: number): Promise<SiteRebuildRow[]> {
  return db.selectFrom('site_rebuilds').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
