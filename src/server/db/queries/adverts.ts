/** Partner adverts (`partner_adverts`) shown beside search results. */
import { sql, type Kysely } from 'kysely';
import type { RegionCode } from '../../../../regions/schema.ts';
import type { DB, PartnerName } from '../types.ts';

/** A partner's active adverts of a region: those of `placeId` first, then region-wide, then the rest. */
export function partnerAdverts(db: Kysely<DB>, partner: PartnerName, region: RegionCode, placeId: number | undefined, limit: number) {
  return db
    .selectFrom('partner_adverts')
    .select(['id', 'partner', 'title', 'subtitle', 'target_url', 'is_live'])
    .where('partner', '=', partner)
    .where('region', '=', region)
    .where('active', '=', 1)
    .orderBy(sql`CASE WHEN place_id = ${placeId ?? -1} THEN 0 WHEN place_id IS NULL THEN 1 ELSE 2 END`)
    .orderBy('is_live', 'desc')
    .orderBy('weight', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
