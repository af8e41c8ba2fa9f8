import { expect, test } from 'vitest';
import { publishBlock } from './publish-check.ts';

const ready = { photosCount: 2, lat: 50.94, lon: 6.96, city: 'Köln', country: 'DE' };

test('it lets a profile with two photos, a point and a town be published', () => {
  expect(publishBlock(ready)).toBeUndefined();
  expect(publishBlock({ ...ready, city: null })).toBeUndefined();
  expect(publishBlock({ ...ready, country: null })).toBeUndefined();
});

test('it asks for the minimum photo count first', () => {
  expect(publishBlock({ ...ready, photosCount: 1 })).toBe('minPhotos');
  expect(publishBlock({ ...ready, photosCount: 0, lat: null })).toBe('minPhotos');
});

test('it refuses missing or impossible coordinates and a profile without city and country', () => {
  expect(publishBlock({ ...ready, lat: null })).toBe('incomplete');
  expect(publishBlock({ ...ready, lat: 91 })).toBe('incomplete');
  expect(publishBlock({ ...ready, lon: -180.5 })).toBe('incomplete');
  expect(publishBlock({ ...ready, city: ' ', country: null })).toBe('incomplete');
  expect(publishBlock({ ...ready, lat: -90, lon: 180 })).toBeUndefined();
});
