/**
 * RSS 2.0 feeds of the content sections: one per section of a region at "<section>/rss.xml"
 * ("/ratgeber/rss.xml", "/uk/guide/rss.xml"), the newest FEED_ITEMS articles, written after the
 * build with the sitemaps (src/integrations/site-files.ts) and announced in the head of the
 * section's pages.
 */
import { translator } from '../../../i18n/index.ts';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import type { SiteModel } from '../routing/inventory.ts';
import { absoluteUrl } from '../routing/paths.ts';
import { articlePath, sectionArticles, sectionPath } from '../routing/cms.ts';
import { getArticles, type Article } from './catalog.ts';
import type { SectionId } from './schema.ts';

/** Articles in a feed. */
export const FEED_ITEMS = 50;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The path of a section's feed. */
export function feedPath(region: Region, section: SectionId): string {
  return `${sectionPath(region, section)}rss.xml`;
}

/** RFC 822 date of a YYYY-MM-DD day (RSS 2.0 pubDate), at noon UTC. */
export function rfc822(day: string): string {
  return new Date(`${day}T12:00:00Z`).toUTCString().replace('GMT', '+0000');
}

/** What a feed says about itself. */
export interface FeedInfo {
  site: string;
  region: Region;
  section: SectionId;
  title: string;
  description: string;
}

/** The feed of one section: its newest articles (the list is newest first). */
export function feedXml(info: FeedInfo, articles: readonly Article[]): string {
  const { site, region, section } = info;
  const own = sectionArticles(articles, region, section).slice(0, FEED_ITEMS);
  const home = absoluteUrl(site, sectionPath(region, section)!);
  const self = absoluteUrl(site, feedPath(region, section));
  const latest = own
    .map((a) => a.data.updated ?? a.data.date)
    .sort()
    .at(-1);
  const items = own.map((a) => {
    const url = absoluteUrl(site, articlePath(region, a));
    return [
      '<item>',
      `<title>${escapeXml(a.data.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<description>${escapeXml(a.data.description)}</description>`,
      `<pubDate>${rfc822(a.data.date)}</pubDate>`,
      `<dc:creator>${escapeXml(a.data.author)}</dc:creator>`,
      ...a.tags.map((t) => `<category>${escapeXml(t.name)}</category>`),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(info.title)}</title>`,
    `<link>${escapeXml(home)}</link>`,
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(info.description)}</description>`,
    `<language>${escapeXml(region.htmlLang)}</language>`,
    ...(latest ? [`<lastBuildDate>${rfc822(latest)}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feed files of the regions built (file name under the build folder → XML). */
export function sectionFeeds(site: string, model: SiteModel, regions: readonly RegionCode[]): Map<string, string> {
  const files = new Map<string, string>();
  const articles = getArticles();
  for (const code of regions) {
    const region = model.models[code]?.region;
    if (!region) continue;
    const t = translator(region.defaultLocale);
    for (const link of region.contentLinks) {
      const vars = { section: t(link.title), site: t('site.name'), inCountry: t(`country.in.${region.code}`), country: t(region.country) };
      const xml = feedXml(
        {
          site,
          region,
          section: link.section,
          title: t('cms.feed.title', vars),
          description: t(`seo.cms.${link.section}.description`, vars),
        },
        articles,
      );
      files.set(feedPath(region, link.section).slice(1), xml);
    }
  }
  return files;
}
