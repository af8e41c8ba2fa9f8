/**
 * A change the site build must follow, for the incremental build's check and benchmark: the first
 * listed escort with a place (of `region`, when given) renames herself, so her page and her cards
 * change. Returns her id.
 */
import type { Kysely } from 'kysely';
import type { RegionCode } from '../../../regions/constants.ts';
import { syncSearchRows } from '../db/search-index.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';

export async function renameListedEscort(deps: { db: Kysely<DB>; clock: Clock }, region?: RegionCode): Promise<number> {
  let q = deps.db
    .selectFrom('profiles')
    .select(['user_id', 'display_name'])
    .where('published', '=', 1)
    .where('profile_type', '=', 'escort')
    .where('place_id', 'is not', null);
  if (region) q = q.where('region', '=', region);
  const her = await q.orderBy('user_id').executeTakeFirstOrThrow();
  await deps.db
    .updateTable('profiles')
    .set({ display_name: `${her.display_name} Neu` })
    .where('user_id', '=', her.user_id)
    .execute();
  await syncSearchRows(deps.db, [her.user_id], deps.clock.now());
  return her.user_id;
}
