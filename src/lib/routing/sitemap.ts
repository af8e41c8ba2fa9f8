/**
 * Sitemaps from the page inventory: one file per region (split at 50,000 URLs) and one of its
 * profile pages (`sitemap-<region>-profiles.xml`, split the same way), each URL with its hreflang
 * alternates, and an index. Written in one pass over the pages (linear time).
 */
import type { RegionCode } from '../../../regions/schema.ts';
import type { Alternate } from './hreflang.ts';
import type { PageEntry } from './inventory.ts';
import { absoluteUrl } from './paths.ts';

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One sitemap file with xhtml:link alternates. */
export function sitemapXml(site: string, pages: readonly PageEntry[], alternates: Map<string, Alternate[]>): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    parts.push(`<url><loc>${escapeXml(absoluteUrl(site, page.path))}</loc>`);
    for (const alt of alternates.get(page.path) ?? []) {
      parts.push(`<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(absoluteUrl(site, alt.path))}"/>`);
    }
    parts.push('</url>\n');
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The sitemap index listing the given files. */
export function sitemapIndexXml(site: string, files: readonly string[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(absoluteUrl(site, `/${f}`))}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/** All sitemap files (name → XML) for the regions built, plus `sitemap-index.xml`. */
export function sitemapFiles(
  site: string,
  pages: readonly PageEntry[],
  alternates: Map<string, Alternate[]>,
  regions: readonly RegionCode[],
): Map<string, string> {
  const byRegion = new Map<RegionCode, PageEntry[]>(regions.map((r) => [r, []]));
  const profilesByRegion = new Map<RegionCode, PageEntry[]>(regions.map((r) => [r, []]));
  for (const page of pages) if (page.indexable) (page.kind === 'profile' ? profilesByRegion : byRegion).get(page.region)?.push(page);
  const files = new Map<string, string>();
  const write = (base: string, list: PageEntry[]) => {
    const chunks = Math.max(1, Math.ceil(list.length / URLS_PER_SITEMAP));
    for (let i = 0; i < chunks; i++) {
      const name = chunks === 1 ? `${base}.xml` : `${base}-${i + 1}.xml`;
      files.set(name, sitemapXml(site, list.slice(i * URLS_PER_SITEMAP, (i + 1) * URLS_PER_SITEMAP), alternates));
    }
  };
  for (const [region, list] of byRegion) write(`sitemap-${region}`, list);
  // Profile pages come and go with every publish: a file of their own per region.
  for (const [region, list] of profilesByRegion) if (list.length) write(`sitemap-${region}-profiles`, list);
  files.set('sitemap-index.xml', sitemapIndexXml(site, [...files.keys()]));
  return files;
}
