import { expect, test } from 'vitest';
import { parseTrackingBody, TRACKING_LIMITS } from '../api/tracking.ts';
import { buildEvent, endpointOf } from './payload.ts';

const punter = { id: 42, roles: [{ id: 1 }, { id: 6 }] };

test('it sends the user id, role ids, category, action, label, value, attributes and country as u, ur, c, a, l, v, atr, cou', () => {
  const event = buildEvent(
    { c: 'search', a: 'results', l: 'x', v: 12, atr: { category: 1, place: 'koeln', searchRequestId: 'abc' } },
    { user: punter, region: 'de' },
  );
  expect(event).toEqual({
    u: 42,
    ur: [1, 6],
    c: 'search',
    a: 'results',
    l: 'x',
    v: 12,
    atr: { category: 1, place: 'koeln', searchRequestId: 'abc' },
    cou: 'de',
  });
  expect(parseTrackingBody('search', event).success).toBe(true);
});

test('it sends no user while the page knows none, and leaves empty parts out', () => {
  const event = buildEvent(
    { c: 'page_view', a: 'cms', l: undefined, atr: { path: '/ratgeber/', place: undefined, homepageResultsId: '' } },
    { user: null, region: 'at' },
  );
  expect(event).toEqual({ u: null, ur: [], c: 'page_view', a: 'cms', atr: { path: '/ratgeber/' }, cou: 'at' });
  expect(parseTrackingBody('page', event).success).toBe(true);
});

test('it cuts action, label and path to what the server takes', () => {
  const event = buildEvent(
    { c: 'page_view', a: 'x'.repeat(100), l: 'y'.repeat(300), atr: { path: `/${'z'.repeat(600)}` } },
    { user: null, region: 'uk' },
  )!;
  expect(event.a).toHaveLength(TRACKING_LIMITS.action);
  expect(event.l).toHaveLength(TRACKING_LIMITS.label);
  expect(event.atr!.path).toHaveLength(TRACKING_LIMITS.path);
  expect(parseTrackingBody('page', event).success).toBe(true);
});

test('it drops an event that lacks the attribute its category needs', () => {
  const sender = { user: null, region: 'de' } as const;
  expect(buildEvent({ c: 'page_view', a: 'home' }, sender)).toBeUndefined();
  expect(buildEvent({ c: 'profile_open', a: 'open' }, sender)).toBeUndefined();
  expect(buildEvent({ c: 'contact_click', a: 'phone', atr: {} }, sender)).toBeUndefined();
  expect(buildEvent({ c: 'partner_click', a: 'open' }, sender)).toBeUndefined();
  expect(buildEvent({ c: 'event', a: 'share' }, sender)).toBeDefined();
});

test('it names the category as the action when the action is blank', () => {
  expect(buildEvent({ c: 'event', a: '  ' }, { user: null, region: 'de' })!.a).toBe('event');
});

test('it sends page views and profile opens to /p, searches to /s and the rest to /e', () => {
  expect(endpointOf('page_view')).toBe('page');
  expect(endpointOf('profile_open')).toBe('page');
  expect(endpointOf('search')).toBe('search');
  expect(endpointOf('contact_click')).toBe('event');
  expect(endpointOf('partner_click')).toBe('event');
  expect(endpointOf('event')).toBe('event');
});
