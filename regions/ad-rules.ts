/**
 * The advert-text tables of every region, validated (regions/<code>/ad-rules.ts). The server checks
 * a profile's name, slogan and about text against its region's table (src/server/services/ad-text.ts).
 */
import { parseAdRules, REGION_CODES, type AdRule, type RegionCode } from './schema.ts';
import de from './de/ad-rules.ts';
import at from './at/ad-rules.ts';
import uk from './uk/ad-rules.ts';
import au from './au/ad-rules.ts';
import it from './it/ad-rules.ts';

const tables = { de, at, uk, au, it } satisfies Record<RegionCode, unknown>;

/** Every region's advert-text rules. */
export const adRules: Record<RegionCode, AdRule[]> = Object.fromEntries(
  REGION_CODES.map((code) => [code, parseAdRules(code, tables[code])]),
) as Record<RegionCode, AdRule[]>;
