/** Partner adverts in results (SPEC §2, §7): loaded once per page, placed between the cards. */
import type { RegionCode } from '../../../regions/constants.ts';
import { getPartnerAdverts } from '../../lib/api/client/search.ts';
import type { PartnerAdvert } from '../../lib/api/search.ts';

/** Dating adverts of the place and live-cam adverts, alternating; empty when none could be loaded. */
export async function loadAdverts(region: RegionCode, place: string | undefined): Promise<PartnerAdvert[]> {
  const [dating, cams] = await Promise.all([
    getPartnerAdverts('solad', region, { place, limit: 4 }),
    getPartnerAdverts('strip-chat', region, { limit: 4 }),
  ]);
  const a = dating.data?.results ?? [];
  const b = cams.data?.results ?? [];
  const out: PartnerAdvert[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) out.push(...[a[i], b[i]].filter((x): x is PartnerAdvert => x !== undefined));
  return out;
}
