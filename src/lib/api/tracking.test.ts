import { expect, test } from 'vitest';
import { parseTrackingBody, trafficManagerBodySchema } from './tracking.ts';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

test('it parses one event to a list and lowercases the region', () => {
  const r = parseTrackingBody('page', { c: 'page_view', a: 'home', atr: { path: '/' }, cou: ' AT' });
  expect(r.success && r.data).toEqual([{ c: 'page_view', a: 'home', atr: { path: '/' }, cou: 'at' }]);
});

test('it takes only the categories of its endpoint', () => {
  expect(errorsOf(parseTrackingBody('search', { c: 'page_view', a: 'x', atr: { path: '/' }, cou: 'de' }))).toEqual(['c']);
  expect(parseTrackingBody('event', { c: 'event', a: 'share', l: 'whatsapp', v: 1, cou: 'de' }).success).toBe(true);
});

test('it wants the attribute each category names', () => {
  expect(errorsOf(parseTrackingBody('event', { c: 'partner_click', a: 'open', cou: 'de' }))).toEqual(['atr.partner']);
  expect(errorsOf(parseTrackingBody('page', { c: 'page_view', a: 'home', cou: 'de' }))).toEqual(['atr.path']);
});

test('it refuses both request ids at once, odd attribute names and too many attributes', () => {
  const both = { c: 'profile_open', a: 'card', atr: { profileId: 1, searchRequestId: 's', homepageResultsId: 'h' }, cou: 'de' };
  expect(errorsOf(parseTrackingBody('page', both))).toEqual(['atr.homepageResultsId']);
  expect(errorsOf(parseTrackingBody('event', { c: 'event', a: 'x', atr: { 'a-b': 1 }, cou: 'de' }))).toEqual(['atr.a-b']);
  const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
  expect(parseTrackingBody('event', { c: 'event', a: 'x', atr: many, cou: 'de' }).success).toBe(false);
});

test('it names the event of a batch that is wrong', () => {
  const ok = { c: 'search', a: 'submit', cou: 'de' };
  expect(errorsOf(parseTrackingBody('search', [ok, { ...ok, a: '' }]))).toEqual(['1.a']);
});

test('the traffic-manager hand-over needs clickid and offerid, both non-empty', () => {
  expect(trafficManagerBodySchema.safeParse({ clickid: 'c', offerid: 'o', sub1: '' }).success).toBe(true);
  expect(errorsOf(trafficManagerBodySchema.safeParse({ clickid: 'c' }))).toEqual(['offerid']);
  expect(errorsOf(trafficManagerBodySchema.safeParse({ clickid: '', offerid: 'o' }))).toEqual(['clickid']);
  expect(trafficManagerBodySchema.safeParse({ clickid: 'c', offerid: 'o', n: 1 }).success).toBe(false);
});
