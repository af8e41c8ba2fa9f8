/**
 * The site as built: all regions' models (hreflang always spans every region, so a one-region build
 * links to the others exactly as the full build does) and the pages of the regions selected by the
 * REGION environment variable (all when unset).
 */
import { places, regions } from '../../../regions/index.ts';
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';
import { buildAlternates, type Alternate } from './hreflang.ts';
import { buildSite, type PageEntry, type SiteModel } from './inventory.ts';

/** Regions selected for this build; throws on an unknown code so a typo cannot build nothing. */
export function selectedRegions(env: string | undefined = process.env.REGION): RegionCode[] {
  if (!env) return [...REGION_CODES];
  const codes = env.split(',').map((s) => s.trim().toLowerCase());
  for (const c of codes) {
    if (!(REGION_CODES as readonly string[]).includes(c)) throw new Error(`REGION=${env}: unknown region "${c}"; use one of ${REGION_CODES.join(', ')}`);
  }
  return codes as RegionCode[];
}

/** The configured public origin of the site (absolute canonicals, sitemap). */
export function siteUrl(env: string | undefined = process.env.PUBLIC_SITE_URL): string {
  return env && /^https?:\/\//.test(env) ? env.replace(/\/+$/, '') : 'http://localhost:4321';
}

let cached: { site: SiteModel; alternates: Map<string, Alternate[]>; built: PageEntry[]; selected: RegionCode[] } | undefined;

/** The site model, computed once per process. */
export function getSite() {
  if (!cached) {
    const site = buildSite({ regions, places });
    const selected = selectedRegions();
    const built = site.pages.filter((p) => selected.includes(p.region));
    cached = { site, alternates: buildAlternates(site), built, selected };
  }
  return cached;
}

export type { PageEntry, SiteModel, Alternate };
