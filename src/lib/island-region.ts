/** The small, serialisable region props every island root gets from its Astro page. */
import { LEGAL_DOC_IDS, type LegalDocId, type Locale, type Region, type RegionCode } from '../../regions/schema.ts';
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
}

/** The island props of a region table. */
export function islandRegion(region: Region): IslandRegion {
  const aiCategory = region.categories.find((c) => c.filter.is_ai);
  return {
    code: region.code,
    prefix: region.prefix,
    defaultLocale: region.defaultLocale,
    locales: offeredLocales(region),
    currency: region.currency,
    legal: Object.fromEntries(LEGAL_DOC_IDS.map((id) => [id, regionPath(region, region.legal.paths[id])])) as Record<LegalDocId, string>,
    ...(aiCategory ? { aiSearch: regionPath(region, aiCategory.url) } : {}),
  };
}
