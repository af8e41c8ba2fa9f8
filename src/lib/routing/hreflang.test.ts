import { expect, test } from 'vitest';
import { buildAlternates } from './hreflang.ts';
import { buildSite } from './inventory.ts';
import { fixturePlaces, fixtureRegion } from './fixtures.ts';

const site = buildSite({
  regions: { de: fixtureRegion('de'), uk: fixtureRegion('uk'), at: fixtureRegion('at') },
  places: { de: fixturePlaces(), uk: fixturePlaces(), at: fixturePlaces() },
});
const alternates = buildAlternates(site);

test('it clusters the home pages of all regions with x-default on Germany', () => {
  expect(alternates.get('/uk/')).toEqual([
    { hreflang: 'de-DE', path: '/' },
    { hreflang: 'de-AT', path: '/at/' },
    { hreflang: 'en-GB', path: '/uk/' },
    { hreflang: 'x-default', path: '/' },
  ]);
});

test('it clusters category pages by category id', () => {
  expect(alternates.get('/at/trans/')?.map((a) => a.path)).toEqual(['/trans/', '/at/trans/', '/uk/trans/', '/trans/']);
});

test('it makes every alternate reciprocal', () => {
  for (const [path, links] of alternates) {
    for (const link of links) {
      expect(alternates.get(link.path)?.some((back) => back.path === path)).toBe(true);
    }
  }
});

test('it gives a place page a cluster of one with itself as x-default', () => {
  expect(alternates.get('/uk/sex/beta/')).toEqual([
    { hreflang: 'en-GB', path: '/uk/sex/beta/' },
    { hreflang: 'x-default', path: '/uk/sex/beta/' },
  ]);
});

test('it gives noindex pages no alternates', () => {
  expect(alternates.has('/users/login/')).toBe(false);
  expect(alternates.has('/at/404/')).toBe(false);
});

test('it falls back to the first region in order when Germany lacks the category', () => {
  const uk = fixtureRegion('uk', {
    categories: [
      { id: 7, url: '/escort/', default: true, label: 'cat.escort', filter: {}, placePages: 'none' },
      { id: 36, url: '/escort/asian/', label: 'cat.asian', filter: {}, placePages: 'none' },
    ],
  });
  const it2 = fixtureRegion('it', {
    categories: [
      { id: 7, url: '/escort/', default: true, label: 'cat.escort', filter: {}, placePages: 'none' },
      { id: 36, url: '/escort/asiatiche/', label: 'cat.asian', filter: {}, placePages: 'none' },
    ],
  });
  const s = buildSite({
    regions: { de: fixtureRegion('de'), uk, it: it2 },
    places: { de: fixturePlaces(), uk: fixturePlaces(), it: fixturePlaces() },
  });
  expect(buildAlternates(s).get('/it/escort/asiatiche/')?.at(-1)).toEqual({ hreflang: 'x-default', path: '/uk/escort/asian/' });
});

test('it leaves an empty category page out of its cluster', () => {
  const regions = { de: fixtureRegion('de'), at: fixtureRegion('at') };
  const site = buildSite({ regions, places: { de: fixturePlaces(), at: fixturePlaces() }, listingTotals: new Map([['/at/trans/', 0]]) });
  const alternates = buildAlternates(site);
  expect(alternates.get('/at/trans/')).toBeUndefined();
  expect(alternates.get('/trans/')).toEqual([
    { hreflang: 'de-DE', path: '/trans/' },
    { hreflang: 'x-default', path: '/trans/' },
  ]);
});

test('it clusters each legal page across the regions', () => {
  const s = buildSite({
    regions: { de: fixtureRegion('de'), at: fixtureRegion('at') },
    places: { de: fixturePlaces(), at: fixturePlaces() },
  });
  const alternates = buildAlternates(s).get('/imprint/');
  expect(alternates?.map((a) => a.path)).toEqual(expect.arrayContaining(['/imprint/', '/at/imprint/']));
});
