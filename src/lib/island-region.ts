/** The small, serialisable region props every island root gets from its Astro page. */
import { regions as allRegions } from '../../regions/index.ts';
import { LEGAL_DOC_IDS, REGION_CODES, type LegalDocId, type Locale, type Region, type RegionCode } from '../../regions/schema.ts';
import { offeredLocales } from './locale.ts';
import { regionPath } from './routing/paths.ts';

/** What an island knows of its edition. */
export interface IslandRegion {
  code: RegionCode;
  prefix: string;
  defaultLocale: Locale;
  /** The locales the edition offers, default first (docs/decisions.md "Languages"). */
  locales: Locale[];
  currency: 'EUR' | 'GBP' | 'AUD';
  /** Site paths (region prefix included) of the edition's legal pages. */
  legal: Record<LegalDocId, string>;
  /** Site path of the edition's AI companion search (`/uk/escort/ai/`), absent where it has none. */
  aiSearch?: string;
  /** The editions an AI companion can be published in: those with an AI companion search, in SPEC order. */
  aiEditions: RegionCode[];
}

/** Site path of a region's AI companion search (its `is_ai` category), if its table has one. */
export function aiSearchOf(region: Region): string | undefined {
  const aiCategory = region.categories.find((c) => c.filter.is_ai);
  return aiCategory ? regionPath(region, aiCategory.url) : undefined;
}

/** The editions with an AI companion search, in SPEC order: the only ones a companion is published in. */
export function aiEditions(all: Record<RegionCode, Region> = allRegions): RegionCode[] {
  return REGION_CODES.filter((code) => aiSearchOf(all[code]) !== undefined);
}

/** The island props of a region table (`all`: every edition's table, for the AI editions). */
export function islandRegion(region: Region, all: Record<RegionCode, Region> = allRegions): IslandRegion {
  const aiSearch = aiSearchOf(region);
  return {
    code: region.code,
    prefix: region.prefix,
    defaultLocale: region.defaultLocale,
    locales: offeredLocales(region),
    currency: region.currency,
    legal: Object.fromEntries(LEGAL_DOC_IDS.map((id) => [id, regionPath(region, region.legal.paths[id])])) as Record<LegalDocId, string>,
    ...(aiSearch ? { aiSearch } : {}),
    aiEditions: aiEditions(all),
  };
}
