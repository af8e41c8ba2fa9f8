/**
 * The pages of the content sections (SPEC §2 "Content"): per section of a region an index (newest
 * first, ARTICLES_PER_PAGE per page), a page per tag (paged the same way) and a page per article.
 * Paths: "<section>/", "<section>/<page word>/2/", "<section>/<tag word>/<tag>/", "<section>/<slug>/",
 * with the words in the edition's language ("/ratgeber/seite/2/", "/uk/guide/tag/safety/").
 */
import type { Locale, Region } from '../../../regions/schema.ts';
import type { Article } from '../content/catalog.ts';
import type { SectionId } from '../content/schema.ts';
import { regionPath } from './paths.ts';

/** Articles on one index or tag page. */
export const ARTICLES_PER_PAGE = 10;

/** The path words of paged and tag pages, by the edition's language. */
export const CMS_SEGMENTS: Record<Locale, { page: string; tag: string }> = {
  de: { page: 'seite', tag: 'thema' },
  en: { page: 'page', tag: 'tag' },
  it: { page: 'pagina', tag: 'tag' },
  ro: { page: 'pagina', tag: 'eticheta' },
};

/** What a content page shows. */
export type CmsView =
  | { view: 'index'; page: number; pages: number }
  | { view: 'tag'; tag: string; page: number; pages: number }
  | { view: 'article'; slug: string };

/** A content page before the inventory adds path, region and indexability. */
export interface CmsPage {
  section: SectionId;
  cms: CmsView;
  path: string;
  indexable: boolean;
}

/** The region path of a section ("/at/ratgeber/"), or undefined when the region has no such section. */
export function sectionPath(region: Region, section: SectionId): string | undefined {
  const link = region.contentLinks.find((l) => l.section === section);
  return link ? regionPath(region, link.path) : undefined;
}

/** The path of page `page` of a listing whose first page is `base`. */
export function pagedPath(base: string, page: number, locale: Locale): string {
  return page <= 1 ? base : `${base}${CMS_SEGMENTS[locale].page}/${page}/`;
}

/** The path of a tag's page in a section. */
export function tagPath(region: Region, section: SectionId, tag: string, page = 1): string {
  return pagedPath(`${sectionPath(region, section)}${CMS_SEGMENTS[region.defaultLocale].tag}/${tag}/`, page, region.defaultLocale);
}

/** The path of an article. */
export function articlePath(region: Region, article: Pick<Article, 'section' | 'slug'>): string {
  return `${sectionPath(region, article.section)}${article.slug}/`;
}

/** The number of pages a listing of `count` articles needs (at least one). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE));
}

/** The articles on page `page` of a newest-first list. */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
}

/** The tags of a section's articles: slug → name (the first spelling) and articles, newest first. */
export function sectionTags(articles: readonly Article[]): Map<string, { name: string; articles: Article[] }> {
  const tags = new Map<string, { name: string; articles: Article[] }>();
  for (const article of articles) {
    for (const tag of article.tags) {
      const entry = tags.get(tag.slug) ?? { name: tag.name, articles: [] };
      if (!entry.articles.includes(article)) entry.articles.push(article);
      tags.set(tag.slug, entry);
    }
  }
  return tags;
}

/**
 * Every content page of a region. The articles are the region's, newest first. An index without
 * articles is built (the footer links to it) but `noindex,follow`; tag pages are `noindex,follow`
 * (a topic's list repeats the index); an article whose slug is a path word of the section
 * ("seite", "tag") would hide those pages and is refused.
 */
export function cmsPages(region: Region, articles: readonly Article[]): CmsPage[] {
  const pages: CmsPage[] = [];
  const words = CMS_SEGMENTS[region.defaultLocale];
  for (const link of region.contentLinks) {
    const base = regionPath(region, link.path);
    const own = articles.filter((a) => a.region === region.code && a.section === link.section);
    const total = pageCount(own.length);
    for (let page = 1; page <= total; page++)
      pages.push({
        section: link.section,
        cms: { view: 'index', page, pages: total },
        path: pagedPath(base, page, region.defaultLocale),
        indexable: own.length > 0,
      });
    for (const [tag, { articles: tagged }] of sectionTags(own)) {
      const tagPages = pageCount(tagged.length);
      for (let page = 1; page <= tagPages; page++)
        pages.push({
          section: link.section,
          cms: { view: 'tag', tag, page, pages: tagPages },
          path: tagPath(region, link.section, tag, page),
          indexable: false,
        });
    }
    for (const article of own) {
      if (article.slug === words.page || article.slug === words.tag)
        throw new Error(`content/${article.id}.md: the slug "${article.slug}" is a path word of the section; rename the file`);
      pages.push({ section: link.section, cms: { view: 'article', slug: article.slug }, path: `${base}${article.slug}/`, indexable: true });
    }
  }
  return pages;
}

/** The articles of a region's section, newest first. */
export function sectionArticles(articles: readonly Article[], region: Region, section: SectionId): Article[] {
  return articles.filter((a) => a.region === region.code && a.section === section);
}
