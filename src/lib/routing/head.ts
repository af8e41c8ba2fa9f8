/** Head tags as data: built by pure functions, rendered by `Head.astro`, asserted in tests. */
import { absoluteUrl } from './paths.ts';
import type { Alternate } from './hreflang.ts';

/** One tag of <head>. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  content?: string;
}

/** What a page says about itself to search engines. */
export interface HeadInput {
  site: string;
  path: string;
  title: string;
  description: string;
  /** App shells, 404s and empty place pages. */
  noindex: boolean;
  alternates?: readonly Alternate[];
  jsonLd?: readonly object[];
  themeColor?: string;
  /** An RSS feed the page belongs to (the content sections). */
  feed?: { title: string; path: string };
}

/** Serialize JSON-LD so that no "</script>" or "<!--" inside user or table text can break out. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Build the head tags of a page. */
export function buildHead(input: HeadInput): HeadTag[] {
  const canonical = absoluteUrl(input.site, input.path);
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, content: input.title },
    { tag: 'meta', attrs: { name: 'description', content: input.description } },
    { tag: 'meta', attrs: { name: 'rating', content: 'adult' } },
    { tag: 'meta', attrs: { name: 'robots', content: input.noindex ? 'noindex,follow' : 'index,follow' } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    { tag: 'meta', attrs: { property: 'og:title', content: input.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: input.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: canonical } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { name: 'theme-color', content: input.themeColor ?? '#9d174d' } },
  ];
  if (!input.noindex) {
    for (const alt of input.alternates ?? []) {
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: alt.hreflang, href: absoluteUrl(input.site, alt.path) } });
    }
  }
  if (input.feed)
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', type: 'application/rss+xml', title: input.feed.title, href: absoluteUrl(input.site, input.feed.path) },
    });
  for (const data of input.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, content: jsonLdText(data) });
  }
  return tags;
}
