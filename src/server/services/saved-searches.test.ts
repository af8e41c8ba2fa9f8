import { afterAll, beforeAll, expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { onIndependentPage, resolveSaved } from './saved-searches.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profiles: 200 });
});
afterAll(() => t.close());

test('the UK independent pages are recognised by their path, other pages are not', () => {
  expect(onIndependentPage(regions.uk, '/uk/escort/independent/')).toBe(true);
  expect(onIndependentPage(regions.uk, '/uk/escort/independent/london/')).toBe(true);
  expect(onIndependentPage(regions.uk, '/uk/escort/london/')).toBe(false);
  expect(onIndependentPage(regions.de, '/sex/koeln/')).toBe(false);
});

test('a search saved on an independent page keeps to independent escorts', () => {
  const escorts = regions.uk.categories.find((c) => c.url === '/escort/')!;
  const base = { region: 'uk' as const, category_id: escorts.id, place: null, query: '' };
  const everyone = resolveSaved(t.deps, { ...base, path: '/uk/escort/' }, '2026-11-23');
  const independent = resolveSaved(t.deps, { ...base, path: '/uk/escort/independent/' }, '2026-11-23');
  // One more condition: the escort is linked to no venue or agency.
  expect(independent.conditions.length).toBe(everyone.conditions.length + 1);
});
