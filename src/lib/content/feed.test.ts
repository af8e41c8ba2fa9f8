import { expect, test } from 'vitest';
import { fixtureRegion } from '../routing/fixtures.ts';
import type { Article } from './catalog.ts';
import { FEED_ITEMS, feedPath, feedXml, rfc822 } from './feed.ts';

const uk = fixtureRegion('uk', { contentLinks: [{ section: 'guide', path: '/guide/', title: 'content.guide' }] });

const article = (slug: string, date: string, extra: Partial<Article['data']> = {}): Article => ({
  region: 'uk',
  section: 'guide',
  slug,
  id: `uk/guide/${slug}`,
  data: {
    title: `Safety & <you> ${slug}`,
    description: 'A description long enough for the rule of fifty characters.',
    date,
    author: 'Holly Bishop',
    tags: ['Safety'],
    draft: false,
    ...extra,
  },
  words: 500,
  minutes: 3,
  tags: [{ name: 'Safety', slug: 'safety' }],
});

test('a section feed lists its articles newest first with escaped text and absolute links', () => {
  const xml = feedXml(
    { site: 'https://lustmap.example', region: uk, section: 'guide', title: 'Guide – Lustmap', description: 'The guide.' },
    [article('newer', '2026-09-01', { updated: '2026-10-05' }), article('older', '2026-03-01')],
  );
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
  expect(xml).toContain('<atom:link href="https://lustmap.example/uk/guide/rss.xml" rel="self" type="application/rss+xml"/>');
  expect(xml).toContain('<language>en-GB</language>');
  expect(xml).toContain('<lastBuildDate>Mon, 05 Oct 2026 12:00:00 +0000</lastBuildDate>');
  expect(xml).toContain('<title>Safety &amp; &lt;you&gt; newer</title>');
  const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
  expect(links).toEqual(['https://lustmap.example/uk/guide/newer/', 'https://lustmap.example/uk/guide/older/']);
  expect(xml).toContain('<pubDate>Tue, 01 Sep 2026 12:00:00 +0000</pubDate>');
  expect(xml).toContain('<category>Safety</category>');
});

test('a feed keeps the newest FEED_ITEMS and an empty section has a valid empty channel', () => {
  const many = Array.from({ length: FEED_ITEMS + 5 }, (_, i) => article(`a-${i}`, '2026-05-01'));
  const xml = feedXml({ site: 'https://x.example', region: uk, section: 'guide', title: 'G', description: 'D' }, many);
  expect(xml.match(/<item>/g)).toHaveLength(FEED_ITEMS);
  const empty = feedXml({ site: 'https://x.example', region: uk, section: 'guide', title: 'G', description: 'D' }, []);
  expect(empty).toContain('<channel>');
  expect(empty).not.toContain('<item>');
  expect(empty).not.toContain('lastBuildDate');
});

test('paths and dates', () => {
  expect(feedPath(uk, 'guide')).toBe('/uk/guide/rss.xml');
  expect(rfc822('2026-02-28')).toBe('Sat, 28 Feb 2026 12:00:00 +0000');
});
