import { expect, test } from 'vitest';
import { absoluteUrl, regionPath, withUtm } from './paths.ts';
import { expandRoute } from './app-routes.ts';
import { shellManifest } from './site-files.ts';
import { buildSite } from './inventory.ts';
import { fixturePlaces, fixtureRegion } from './fixtures.ts';

test('it prefixes region paths and keeps the trailing slash', () => {
  expect(regionPath({ prefix: '' }, '/')).toBe('/');
  expect(regionPath({ prefix: '/at' }, '/sex/')).toBe('/at/sex/');
  expect(regionPath({ prefix: '/uk' }, '/escort')).toBe('/uk/escort/');
});

test('it leaves external links alone', () => {
  expect(regionPath({ prefix: '/uk' }, 'https://cams.example/')).toBe('https://cams.example/');
});

test('it builds absolute URLs under the site origin', () => {
  expect(absoluteUrl('https://example.test', '/at/')).toBe('https://example.test/at/');
});

test('it adds utm_source and utm_medium=referral to outbound links', () => {
  expect(withUtm('https://cams.example/live?x=1', 'lustmap')).toBe('https://cams.example/live?x=1&utm_source=lustmap&utm_medium=referral');
});

test('it expands fixed params and turns free params into the shell segment', () => {
  expect(
    expandRoute({ id: 'a', path: '/r/:role/', layout: 'default', access: 'public', params: { role: ['x', 'y'] } }).map((v) => v.path),
  ).toEqual(['/r/x/', '/r/y/']);
  expect(expandRoute({ id: 'b', path: '/u/:id/', layout: 'default', access: 'public' })).toEqual([
    { path: '/u/_/', params: {}, shell: true },
  ]);
});

test('it orders shells so specific patterns win over /users/:userId/', () => {
  const site = buildSite({ regions: { de: fixtureRegion('de') }, places: { de: fixturePlaces() } });
  const shells = shellManifest(site.pages);
  const patterns = shells.map((s) => s.pattern);
  expect(patterns.indexOf('/users/registration/verify-phone/:hashRegistration/')).toBeLessThan(patterns.indexOf('/users/:userId/'));
  expect(shells.find((s) => s.pattern === '/users/:userId/')?.file).toBe('users/_/index.html');
});

test('it keeps a fragment after the trailing slash', () => {
  expect(regionPath({ prefix: '/uk' }, '/escort/#?gallerie=true')).toBe('/uk/escort/#?gallerie=true');
  expect(regionPath({ prefix: '' }, '/escort#?gallerie=true')).toBe('/escort/#?gallerie=true');
});
