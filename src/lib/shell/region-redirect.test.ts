import { expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { EDITION_LANGUAGES, explicitRegionOf, regionRedirectTarget, type RegionVisit } from './region-redirect.ts';

const first: RegionVisit = { region: 'de', pathname: '/', languages: ['de-AT', 'de'], redirected: undefined, explicit: undefined };

test('a first visit to the Germany home from another edition’s language goes to that edition once', () => {
  expect(regionRedirectTarget(first)).toBe('/at/');
  expect(regionRedirectTarget({ ...first, languages: ['en-GB'] })).toBe('/uk/');
  expect(regionRedirectTarget({ ...first, languages: [' EN-au '] })).toBe('/au/');
  expect(regionRedirectTarget({ ...first, languages: ['fr-FR', 'it'] })).toBe('/it/');
});

test('it stays for German and unknown languages, other pages, other editions and flagged visitors', () => {
  expect(regionRedirectTarget({ ...first, languages: ['de-DE', 'en-US'] })).toBeUndefined();
  expect(regionRedirectTarget({ ...first, languages: [] })).toBeUndefined();
  expect(regionRedirectTarget({ ...first, pathname: '/sex/' })).toBeUndefined();
  expect(regionRedirectTarget({ ...first, region: 'uk', pathname: '/uk/' })).toBeUndefined();
  expect(regionRedirectTarget({ ...first, redirected: 'at' })).toBeUndefined();
  expect(regionRedirectTarget({ ...first, explicit: 'de' })).toBeUndefined();
});

test('a region prefix names an explicit region', () => {
  expect(explicitRegionOf('/uk/escort/')).toBe('uk');
  expect(explicitRegionOf('/at')).toBe('at');
  expect(explicitRegionOf('/sex/')).toBeUndefined();
  expect(explicitRegionOf('/users/12/')).toBeUndefined();
  expect(explicitRegionOf('/italy/')).toBeUndefined();
});

test('the edition languages are the region tables’ hreflang values', () => {
  for (const r of Object.values(regions)) {
    if (r.code === 'de') continue;
    expect(EDITION_LANGUAGES[r.hreflang.toLowerCase()], r.code).toBe(r.code);
    expect(r.prefix).toBe(`/${r.code}`);
  }
  expect(new Set(Object.values(EDITION_LANGUAGES))).toEqual(
    new Set(Object.values(regions).flatMap((r) => (r.code === 'de' ? [] : [r.code]))),
  );
});
