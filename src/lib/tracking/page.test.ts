import { expect, test } from 'vitest';
import { appRoute } from '../routing/app-routes.ts';
import { pagePlan, PROFILE_ROUTE } from './page.ts';

test('it plans a search page view with the section category and place', () => {
  expect(pagePlan({ layout: 'default', search: { category: '1', place: 'muenchen' } })).toEqual({
    type: 'search',
    atr: { category: 1, place: 'muenchen' },
  });
  expect(pagePlan({ layout: 'default', search: { category: 'x' } })).toEqual({
    type: 'search',
    atr: { category: undefined, place: undefined },
  });
});

test('it plans home, CMS and app page views from the markers', () => {
  expect(pagePlan({ layout: 'home-page' })).toEqual({ type: 'home', atr: {} });
  expect(pagePlan({ layout: 'default' })).toEqual({ type: 'cms', atr: {} });
  expect(pagePlan({ layout: 'account', route: 'account' })).toEqual({ type: 'app', label: 'account', atr: {} });
});

test('it leaves the type of the profile page and the 404 page to their islands', () => {
  expect(pagePlan({ layout: 'default-profile', route: PROFILE_ROUTE }).type).toBeUndefined();
  expect(pagePlan({ layout: '404' }).type).toBeUndefined();
});

test('it names the app route of the public profile page', () => {
  expect(appRoute(PROFILE_ROUTE).path).toBe('/users/:userId/');
});
