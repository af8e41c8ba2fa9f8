import { expect, test } from 'vitest';
import { regions } from '../../regions/index.ts';
import { islandRegion } from './island-region.ts';

test('it gives the AI companion search of the editions that have one, region-prefixed', () => {
  expect(islandRegion(regions.uk).aiSearch).toBe('/uk/escort/ai/');
  expect(islandRegion(regions.at).aiSearch).toBe('/at/escort/ai/');
  expect(islandRegion(regions.de).aiSearch).toBeUndefined();
});
