import { expect, test } from 'vitest';
import { regions } from '../../regions/index.ts';
import { aiEditions, islandRegion } from './island-region.ts';

test('it gives the AI companion search of every edition, region-prefixed (Germany has no prefix)', () => {
  expect(islandRegion(regions.uk).aiSearch).toBe('/uk/escort/ai/');
  expect(islandRegion(regions.at).aiSearch).toBe('/at/escort/ai/');
  expect(islandRegion(regions.de).aiSearch).toBe('/escort/ai/');
  expect(islandRegion(regions.it).aiSearch).toBe('/it/escort/ai/');
  expect(islandRegion(regions.au).aiSearch).toBe('/au/escort/ai/');
});

test('a companion can be published in every edition, since each has its AI companion search', () => {
  expect(islandRegion(regions.de).aiEditions).toEqual(['de', 'at', 'uk', 'au', 'it']);
});

test('an edition without an AI companion search is not offered for publishing, and has no search link', () => {
  const withoutAi = { ...regions.it, categories: regions.it.categories.filter((c) => !c.filter.is_ai) };
  const all = { ...regions, it: withoutAi };
  expect(aiEditions(all)).toEqual(['de', 'at', 'uk', 'au']);
  expect(islandRegion(withoutAi, all)).not.toHaveProperty('aiSearch');
  expect(islandRegion(withoutAi, all).aiEditions).not.toContain('it');
});
