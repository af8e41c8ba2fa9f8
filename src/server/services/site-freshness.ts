/**
 * Freshness of the static pages: a change that the category and place pages show (publish,
 * unpublish, place, category-relevant features, main photo) or an article saved in the content
 * folder (src/server/site/content-watch.ts) records a debounced rebuild job. The
 * job queue keeps it across restarts; one pending job per site collects every change made before
 * it is due. The runner that builds and swaps the site is src/server/site/ (registered in main.ts).
 */
import type { Kysely } from 'kysely';
import type { RegionCode } from '../../../regions/schema.ts';
import { addRebuildRegion } from '../db/queries/site-rebuilds.ts';
import { createJobQueue } from '../jobs/queue.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';

/** The job kind of a site rebuild. */
export const SITE_REBUILD = 'site.rebuild';
/** Seconds a rebuild waits for more changes before it starts. */
export const SITE_REBUILD_DEBOUNCE_SECONDS = Number(process.env.SITE_REBUILD_DEBOUNCE_SECONDS ?? 20);

/** Why the static pages must follow (for the log). */
export type SiteChangeReason =
  'publish' | 'unpublish' | 'place' | 'features' | 'services' | 'main-photo' | 'photos' | 'profile' | 'content';

/** Attempts of a rebuild: a build that fails three times waits for the next change. */
const SITE_REBUILD_ATTEMPTS = 3;

/** Record that pages of `region` list something that changed; a rebuild follows within the debounce time. */
export async function siteChanged(deps: { db: Kysely<DB>; clock: Clock }, region: RegionCode, reason: SiteChangeReason): Promise<void> {
  const now = deps.clock.now();
  const id = await createJobQueue(deps.db, deps.clock).enqueue(
    SITE_REBUILD,
    { regions: [region], reason, at: now.toISOString() },
    {
      runAt: new Date(now.getTime() + SITE_REBUILD_DEBOUNCE_SECONDS * 1000),
      dedupeKey: SITE_REBUILD,
      maxAttempts: SITE_REBUILD_ATTEMPTS,
    },
  );
  // Joined a pending rebuild: it builds this region too.
  await addRebuildRegion(deps.db, id, region);
}
