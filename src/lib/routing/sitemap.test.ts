import { expect, test } from 'vitest';
import { buildAlternates } from './hreflang.ts';
import { buildSite } from './inventory.ts';
import { fixturePlaces, fixtureRegion } from './fixtures.ts';
import { sitemapFiles } from './sitemap.ts';

const site = buildSite({
  regions: { de: fixtureRegion('de'), at: fixtureRegion('at') },
  places: { de: fixturePlaces(), at: fixturePlaces() },
});
const files = sitemapFiles('https://example.test', site.pages, buildAlternates(site), ['de', 'at']);

test('it writes one sitemap per region and an index listing them', () => {
  expect([...files.keys()].sort()).toEqual(['sitemap-at.xml', 'sitemap-de.xml', 'sitemap-index.xml']);
  expect(files.get('sitemap-index.xml')).toContain('<loc>https://example.test/sitemap-at.xml</loc>');
});

test('it lists exactly the indexable pages of the region', () => {
  const de = files.get('sitemap-de.xml')!;
  const locs = [...de.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = site.pages.filter((p) => p.region === 'de' && p.indexable).map((p) => `https://example.test${p.path}`);
  expect(locs).toEqual(expected);
  expect(de).not.toContain('/users/login/');
});

test('it writes hreflang alternates into the sitemap', () => {
  expect(files.get('sitemap-at.xml')).toContain('<xhtml:link rel="alternate" hreflang="de-DE" href="https://example.test/"/>');
});

test('it leaves search pages without listings out of the sitemap', () => {
  const withListings = buildSite({
    regions: { de: fixtureRegion('de') },
    places: { de: fixturePlaces() },
    listingTotals: new Map([
      ['/sex/alpha/', 3],
      ['/sex/beta/', 0],
    ]),
  });
  const xml = sitemapFiles('https://example.test', withListings.pages, buildAlternates(withListings), ['de']).get('sitemap-de.xml')!;
  expect(xml).toContain('<loc>https://example.test/sex/alpha/</loc>');
  expect(xml).not.toContain('<loc>https://example.test/sex/beta/</loc>');
});
