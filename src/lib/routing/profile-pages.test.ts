import { expect, test } from 'vitest';
import { places, regions } from '../../../regions/index.ts';
import { translator } from '../../../i18n/index.ts';
import { fakeProfile } from './fixtures.ts';
import { buildAlternates } from './hreflang.ts';
import { applyProfiles, buildSite, profileInput } from './inventory.ts';
import { pageSeo, TITLE_MAX } from './seo.ts';
import { sitemapFiles } from './sitemap.ts';

const base = buildSite({ regions: { de: regions.de, uk: regions.uk }, places: { de: places.de, uk: places.uk } });
const lena = fakeProfile(3, { name: 'Lena', about: 'Hallo.', location: { ...fakeProfile(3).location, city: 'Köln', placeSlug: 'koeln' } });
const london = fakeProfile(4001, {
  region: 'uk',
  currency: 'GBP',
  name: 'Amelia',
  location: { ...fakeProfile(1).location, city: 'London', country: 'GB', placeSlug: 'london' },
});
const site = applyProfiles(base, [lena, london, fakeProfile(9, { region: 'at' })].map(profileInput));

test('each fetched profile of a built region gets an indexable page at its own path', () => {
  expect(site.byPath.get('/users/3/')).toMatchObject({ kind: 'profile', id: 3, region: 'de', indexable: true });
  expect(site.byPath.get('/uk/users/4001/')).toMatchObject({ kind: 'profile', id: 4001, region: 'uk' });
  // A region outside the model (not built) gets none; the shells keep their own paths.
  expect(site.byPath.has('/at/users/9/')).toBe(false);
  expect(site.byPath.get('/users/_/')?.kind).toBe('app');
  expect(site.pages.length).toBe(base.pages.length + 2);
});

test('a profile page is a hreflang cluster of one: itself in its region and as x-default', () => {
  const alternates = buildAlternates(site);
  expect(alternates.get('/uk/users/4001/')).toEqual([
    { hreflang: 'en-GB', path: '/uk/users/4001/' },
    { hreflang: 'x-default', path: '/uk/users/4001/' },
  ]);
});

test('profile pages are listed in a sitemap file of their own per region', () => {
  const files = sitemapFiles('https://example.test', site.pages, buildAlternates(site), ['de', 'uk']);
  expect(files.get('sitemap-de-profiles.xml')).toContain('<loc>https://example.test/users/3/</loc>');
  expect(files.get('sitemap-de.xml')).not.toContain('/users/3/');
  expect(files.get('sitemap-uk-profiles.xml')).toContain('<loc>https://example.test/uk/users/4001/</loc>');
  expect(files.get('sitemap-index.xml')).toContain('sitemap-uk-profiles.xml');
});

test('the title and description follow the profile template; the title fits in 60 characters', () => {
  const seo = pageSeo(site.byPath.get('/users/3/')!, site.models.de!, translator('de'), 'https://example.test');
  expect(seo.title).toBe('Lena – Escort in Köln | Lustmap');
  expect(seo.description).toContain('Lena');
  expect(seo.h1).toBe('Lena, 25');
  expect(seo.breadcrumbs.map((c) => c.path)).toEqual(['/', '/sex/koeln/', '/users/3/']);
  const long = applyProfiles(base, [
    profileInput(fakeProfile(5, { name: 'Anastasia-Marie Alexandrowna von Hohenzollern', location: lena.location })),
  ]);
  const fitted = pageSeo(long.byPath.get('/users/5/')!, long.models.de!, translator('de'), 'https://example.test');
  expect(fitted.title.length).toBeLessThanOrEqual(TITLE_MAX);
  expect(fitted.title.startsWith('Anastasia-Marie')).toBe(true);
});

test('without a phone in the profile, the description names none', () => {
  const seo = pageSeo(site.byPath.get('/uk/users/4001/')!, site.models.uk!, translator('en'), 'https://example.test');
  expect(seo.description).not.toMatch(/phone/i);
});
