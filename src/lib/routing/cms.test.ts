import { describe, expect, test } from 'vitest';
import type { Article } from '../content/catalog.ts';
import type { SectionId } from '../content/schema.ts';
import { ARTICLES_PER_PAGE, articlePath, cmsPages, pageCount, pageOf, sectionTags, tagPath } from './cms.ts';
import { buildAlternates } from './hreflang.ts';
import { applyListingTotals, applyProfiles, buildSite } from './inventory.ts';
import { fixturePlaces, fixtureRegion } from './fixtures.ts';
import { pageSeo } from './seo.ts';

const sections = {
  de: [
    { section: 'guide', path: '/ratgeber/', title: 'content.guide' },
    { section: 'press', path: '/presse/', title: 'content.press' },
  ],
  uk: [{ section: 'guide', path: '/guide/', title: 'content.guide' }],
} as const;
const de = fixtureRegion('de', { contentLinks: [...sections.de] });
const uk = fixtureRegion('uk', { contentLinks: [...sections.uk] });

let n = 0;
function article(
  region: 'de' | 'uk',
  section: SectionId,
  slug: string,
  over: Partial<Article['data']> = {},
  tags = ['Sicherheit'],
): Article {
  n++;
  return {
    region,
    section,
    slug,
    id: `${region}/${section}/${slug}`,
    data: {
      title: `Artikel ${slug}`,
      description: 'Eine Beschreibung, die lang genug ist, um die Regel von fünfzig Zeichen zu erfüllen.',
      date: `2026-0${1 + (n % 9)}-10`,
      author: 'Lustmap-Redaktion',
      tags,
      draft: false,
      ...over,
    },
    words: 400,
    minutes: 2,
    tags: tags.map((t) => ({ name: t, slug: t.toLowerCase() })),
  };
}

describe('cmsPages', () => {
  const many = Array.from({ length: ARTICLES_PER_PAGE + 3 }, (_, i) =>
    article('de', 'guide', `artikel-${i + 1}`, {}, i < 2 ? ['Recht'] : ['Sicherheit']),
  );
  const pages = cmsPages(de, many);
  const paths = pages.map((p) => p.path);

  test('an index per section, paged with the edition’s word, a page per tag and per article', () => {
    expect(paths).toContain('/ratgeber/');
    expect(paths).toContain('/ratgeber/seite/2/');
    expect(paths).not.toContain('/ratgeber/seite/3/');
    expect(paths).toContain('/ratgeber/thema/recht/');
    expect(paths).toContain('/ratgeber/thema/sicherheit/');
    expect(paths).toContain('/ratgeber/thema/sicherheit/seite/2/');
    expect(paths).toContain('/ratgeber/artikel-13/');
    expect(pages.find((p) => p.path === '/ratgeber/seite/2/')?.cms).toEqual({ view: 'index', page: 2, pages: 2 });
  });

  test('an empty section has its index, noindex; tag pages are noindex; articles and filled indexes are indexable', () => {
    expect(pages.find((p) => p.path === '/presse/')).toMatchObject({ indexable: false, cms: { view: 'index', page: 1, pages: 1 } });
    expect(pages.find((p) => p.path === '/ratgeber/')?.indexable).toBe(true);
    expect(pages.find((p) => p.path === '/ratgeber/thema/recht/')?.indexable).toBe(false);
    expect(pages.find((p) => p.path === '/ratgeber/artikel-1/')?.indexable).toBe(true);
  });

  test('English editions use their own words; other regions’ articles stay out', () => {
    const ukPages = cmsPages(uk, [article('uk', 'guide', 'staying-safe', {}, ['Safety']), ...many]).map((p) => p.path);
    expect(ukPages).toEqual(['/uk/guide/', '/uk/guide/tag/safety/', '/uk/guide/staying-safe/']);
  });

  test('a slug that is a path word of the section is refused', () => {
    expect(() => cmsPages(de, [article('de', 'guide', 'seite')])).toThrow('content/de/guide/seite.md: the slug "seite" is a path word');
  });
});

test('paging helpers', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(ARTICLES_PER_PAGE)).toBe(1);
  expect(pageCount(ARTICLES_PER_PAGE + 1)).toBe(2);
  expect(pageOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 2)).toEqual([11, 12]);
  expect(tagPath(uk, 'guide', 'safety', 2)).toBe('/uk/guide/tag/safety/page/2/');
  expect(articlePath(de, { section: 'press', slug: 'start' })).toBe('/presse/start/');
});

test('tags group articles under the first spelling', () => {
  const a = article('de', 'guide', 'a', {}, ['Safer Sex']);
  const b = { ...article('de', 'guide', 'b'), tags: [{ name: 'safer sex', slug: 'safer-sex' }] };
  const tags = sectionTags([{ ...a, tags: [{ name: 'Safer Sex', slug: 'safer-sex' }] }, b]);
  expect([...tags.keys()]).toEqual(['safer-sex']);
  expect(tags.get('safer-sex')?.name).toBe('Safer Sex');
  expect(tags.get('safer-sex')?.articles).toHaveLength(2);
});

describe('in the site model', () => {
  const articles = [
    article('de', 'guide', 'sicher-treffen', { key: 'safety' }),
    article('uk', 'guide', 'staying-safe', { key: 'safety' }),
    article('de', 'guide', 'nur-hier'),
  ];
  const site = buildSite({ regions: { de, uk }, places: { de: fixturePlaces(), uk: fixturePlaces() }, articles });
  const alternates = buildAlternates(site);

  test('articles sharing a key are alternates of each other, x-default on Germany', () => {
    expect(alternates.get('/uk/guide/staying-safe/')).toEqual([
      { hreflang: 'de-DE', path: '/ratgeber/sicher-treffen/' },
      { hreflang: 'en-GB', path: '/uk/guide/staying-safe/' },
      { hreflang: 'x-default', path: '/ratgeber/sicher-treffen/' },
    ]);
    expect(alternates.get('/ratgeber/nur-hier/')).toEqual([
      { hreflang: 'de-DE', path: '/ratgeber/nur-hier/' },
      { hreflang: 'x-default', path: '/ratgeber/nur-hier/' },
    ]);
  });

  test('listing totals and profile pages keep the articles (and with them the clusters)', () => {
    const later = applyProfiles(applyListingTotals(site, new Map([['/sex/', 0]])), []);
    expect(buildAlternates(later).get('/uk/guide/staying-safe/')).toEqual(alternates.get('/uk/guide/staying-safe/'));
  });

  test('the first index page of a section clusters across the editions', () => {
    expect(alternates.get('/uk/guide/')?.map((a) => a.path)).toEqual(['/ratgeber/', '/uk/guide/', '/ratgeber/']);
  });

  test('an article of a section the region does not have stops the build', () => {
    expect(() => buildSite({ regions: { uk }, places: { uk: fixturePlaces() }, articles: [article('uk', 'press', 'launch')] })).toThrow(
      'content/uk/press/launch.md: region uk has no press section',
    );
  });

  test('index and tag titles, breadcrumbs and paged titles', () => {
    const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ''}`;
    const model = site.models.de!;
    const index = pageSeo(site.byPath.get('/ratgeber/')!, model, t, 'https://lustmap.example');
    expect(index.h1).toBe('content.guide');
    expect(index.breadcrumbs.map((c) => c.path)).toEqual(['/', '/ratgeber/']);
    const tag = pageSeo(site.byPath.get('/ratgeber/thema/sicherheit/')!, model, t, 'https://lustmap.example');
    expect(tag.breadcrumbs.map((c) => c.path)).toEqual(['/', '/ratgeber/', '/ratgeber/thema/sicherheit/']);
  });
});
