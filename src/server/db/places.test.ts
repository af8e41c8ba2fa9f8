import { expect, test } from 'vitest';
import { PlaceIndex, STATE_RADIUS_KM, TOWN_RADIUS_KM, type PlaceRow } from './places.ts';

const row = (id: number, kind: PlaceRow['kind'], lat: number, lon: number, extra: Partial<PlaceRow> = {}): PlaceRow => ({
  id,
  region: 'de',
  slug: `p${id}`,
  name: `P${id}`,
  kind,
  stateId: 1,
  parentId: null,
  stateSlug: 'p1',
  lat,
  lon,
  population: 1000,
  words: [],
  folded: [],
  ...extra,
});

// A state whose centre lies beside the point, a town 10 km north of (50, 8), a district of it.
const index = new PlaceIndex([
  row(1, 'state', 50, 8),
  row(2, 'place', 50.09, 8),
  row(3, 'district', 50.1, 8.01, { parentId: 2 }),
  row(4, 'place', 45, 8, { region: 'it' }),
]);

test('a point takes the nearest town or district, never the state whose centre is nearer', () => {
  expect(index.placeAt('de', 50, 8)?.id).toBe(2);
  expect(index.placeAt('de', 50.1, 8.01)?.id).toBe(3);
});

test(`beyond ${TOWN_RADIUS_KM} km of every town a point takes the nearest town's state, beyond ${STATE_RADIUS_KM} km nothing`, () => {
  expect(index.placeAt('de', 49.7, 8)?.id).toBe(1);
  expect(index.placeAt('de', 48.5, 8)).toBeUndefined();
  // Places of another region never count.
  expect(index.placeAt('it', 50, 8)).toBeUndefined();
});
