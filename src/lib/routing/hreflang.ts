/**
 * hreflang clusters (DESIGN §6): home pages of all regions; category pages keyed by category id;
 * the root popular-search pages; each legal page (terms, privacy …) across the editions; the first
 * index page of each content section; articles of one section sharing a `key`; every other indexable
 * page is a cluster of one. x-default is the
 * Germany member, else the first member in region order. Built in one pass: linear in pages.
 */
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';
import type { PageEntry, SiteModel } from './inventory.ts';

/** One alternate link: hreflang value (or "x-default") and site path. */
export interface Alternate {
  hreflang: string;
  path: string;
}

/** The cluster a page belongs to, or undefined for pages without hreflang (noindex). */
export function clusterKey(page: PageEntry, site: SiteModel): string | undefined {
  if (!page.indexable) return undefined;
  if (page.kind === 'home') return 'home';
  if (page.kind === 'category') return `category:${page.categoryId}`;
  if (page.kind === 'legal') return `legal:${page.doc}`;
  // A section's first index page across the editions; an article with its shared key.
  if (page.kind === 'cms' && page.cms.view === 'index' && page.cms.page === 1) return `cms:${page.section}`;
  if (page.kind === 'cms' && page.cms.view === 'article') {
    const key = site.articles?.get(page.path)?.data.key;
    if (key) return `article:${page.section}:${key}`;
  }
  if (page.kind === 'popular') {
    const ps = site.models[page.region]?.region.popularSearches[page.index];
    if (ps && !ps.state && !ps.place) return 'popular';
  }
  return `page:${page.path}`;
}

/** Alternates for every indexable page, keyed by path; pages of one cluster share one array. */
export function buildAlternates(site: SiteModel): Map<string, Alternate[]> {
  const clusters = new Map<string, Map<RegionCode, PageEntry>>();
  for (const page of site.pages) {
    const key = clusterKey(page, site);
    if (!key) continue;
    const members = clusters.get(key) ?? new Map<RegionCode, PageEntry>();
    if (!members.has(page.region)) members.set(page.region, page);
    clusters.set(key, members);
  }
  const result = new Map<string, Alternate[]>();
  for (const members of clusters.values()) {
    const ordered = REGION_CODES.flatMap((code) => {
      const page = members.get(code);
      return page ? [page] : [];
    });
    const links: Alternate[] = ordered.map((page) => ({
      hreflang: site.models[page.region]!.region.hreflang,
      path: page.path,
    }));
    links.push({ hreflang: 'x-default', path: (members.get('de') ?? ordered[0]!).path });
    for (const page of ordered) result.set(page.path, links);
  }
  return result;
}
